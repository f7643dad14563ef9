/**
 * What "Entrar com gov.br" shows besides its button (botao.ts): the page of a refused return, and the short page
 * that takes the browser on to the provider's logout.
 */
import { html } from '../../http/html.ts';
import { page, type PageFlags } from '../pages.ts';
import type { FalhaOidc } from './cliente.ts';

const MENSAGENS: Record<FalhaOidc | 'CPF' | 'COLISAO' | 'DESLIGADO' | 'NAO_VINCULADA' | 'VINCULO_CPF' | 'VINCULO_SESSAO' | 'VINCULO_PAPEL', string> = {
  ESTADO: 'Esta resposta do gov.br não corresponde a uma entrada iniciada neste navegador, ou o prazo de 10 minutos para concluí-la terminou. Por segurança ela foi recusada. Clique de novo em "Entrar com gov.br".',
  CODIGO: 'Esta autorização do gov.br já foi usada ou expirou. Por segurança ela não vale uma segunda vez. Clique de novo em "Entrar com gov.br".',
  PROVEDOR: 'O gov.br não concluiu a entrada. Tente de novo em alguns minutos ou entre com o seu CPF e senha.',
  CANCELADO: 'A entrada pelo gov.br foi cancelada. Você pode tentar de novo ou entrar com o seu CPF e senha.',
  INDISPONIVEL: 'O gov.br não respondeu. Tente de novo em alguns minutos ou entre com o seu CPF e senha.',
  CPF: 'O gov.br não informou um CPF válido para a sua conta, e o CPF é o que identifica você neste sistema. Entre com o seu CPF e senha ou procure o atendimento do processo seletivo.',
  COLISAO:
    'Este CPF já pertence a uma conta que entra com passaporte ou RG. Por segurança, o gov.br não abre essa conta nem cria outra para o mesmo CPF. Entre com o seu passaporte ou RG e a sua senha, ou procure o atendimento do processo seletivo para que a conta passe a usar o CPF.',
  NAO_VINCULADA:
    'Esta conta tem acesso à gestão do sistema e, por segurança, só entra com gov.br depois que a própria pessoa vincular a sua conta gov.br. Entre com o seu CPF, a sua senha e o código do aplicativo autenticador e, em "Login e Segurança", use "Vincular minha conta gov.br".',
  VINCULO_CPF: 'O gov.br informou um CPF diferente do CPF desta conta, e por isso nada foi vinculado. Entre no gov.br com a conta do seu próprio CPF e tente de novo.',
  VINCULO_SESSAO: 'Para vincular o gov.br, entre antes com o seu CPF, a sua senha e o código do aplicativo autenticador, e use "Vincular minha conta gov.br" em "Login e Segurança".',
  VINCULO_PAPEL: 'O vínculo com o gov.br por aqui é só para as contas da equipe da universidade e de superusuário (e nunca durante uma simulação); as demais contas já entram com gov.br sem ele.',
  DESLIGADO: 'A entrada com gov.br não está disponível neste sistema. Entre com o seu CPF ou passaporte e a sua senha.',
};
export type MotivoRecusa = keyof typeof MENSAGENS;

export function recusaPage(opts: PageFlags & { csrf: string; motivo: MotivoRecusa; voltar: string }): string {
  return page(
    { title: 'Não foi possível entrar com gov.br', csrf: opts.csrf, signedIn: false, demo: opts.demo },
    html`<div class="alert alert-danger" role="alert" data-testid="govbr-recusa">${MENSAGENS[opts.motivo]}</div>
    <a class="btn btn-primary" href="/login?voltar=${encodeURIComponent(opts.voltar)}">Voltar para a página de entrada</a>`,
  );
}

/**
 * After Sair, for a session that came from the provider: on to its logout. A page and not a redirect, because Sair
 * is a form post and the form-action CSP of our pages would stop a redirect to another origin.
 */
export function saidaPage(url: string): string {
  return html`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${url}"><title>Saindo · Processos Seletivos</title></head>
<body><p>Você saiu do sistema. Saindo também do gov.br… <a href="${url}">Continuar</a></p></body></html>`.value;
}
