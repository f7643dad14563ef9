/** Account support's pure logic: what the search accepts, the words of an account, each action's dialog. */
import { isValidCpf, onlyDigits } from '../../domain/cpf.ts';
import { NOME_RESULTADO_ACESSO, type PessoaComConta } from '../../domain/wire/gestao-contas.ts';
import { emailValido } from '../../domain/email.ts';

export const JUSTIFICATIVA_MINIMA = 10;

/** The search term as the API takes it, or why it cannot be sent: a whole CPF, or at least 3 letters of a name. */
export function termoDaBusca(q: string): { q: string } | { erro: string } {
  const t = q.trim();
  if (/^[\d.\-\s]+$/.test(t)) return isValidCpf(onlyDigits(t)) ? { q: onlyDigits(t) } : { erro: 'Informe o CPF inteiro (11 dígitos) e válido, ou parte do nome.' };
  if (t.length < 3) return { erro: 'Digite ao menos 3 letras do nome, ou o CPF inteiro.' };
  return { q: t };
}

/** One line about the account: how it signs in and its state. */
export function resumoDaConta(p: PessoaComConta): string {
  const c = p.conta;
  if (!c) return 'Sem conta de acesso';
  if (!c.temLogin) return 'Conta sem login (CPF transferido): ninguém entra nela';
  const tipo = c.loginTipo === 'CPF' ? 'Entra pelo CPF' : 'Entra pelo passaporte/RG';
  return [tipo, c.senhaRedefinir ? 'nova senha exigida' : null, c.superUsuario ? 'super usuário' : null].filter(Boolean).join(' · ');
}

export const textoDoResultado = (r: string) => NOME_RESULTADO_ACESSO[r] ?? r;

export type AcaoConta = 'encerrar-sessoes' | 'forcar-redefinicao-senha' | 'transferir-login' | 'alterar-email';

export const ACAO_CONTA: Record<AcaoConta, { botao: string; titulo: string; aviso: string; cor: string }> = {
  'alterar-email': {
    botao: 'Alterar e-mail',
    titulo: 'Alterar o e-mail da conta',
    aviso: 'Use quando a pessoa perdeu o acesso ao e-mail cadastrado e provou a identidade à equipe. O novo endereço recebe um link de confirmação; depois de confirmado, "Esqueci minha senha" usa esse endereço. As sessões abertas são encerradas.',
    cor: 'outline-primary',
  },
  'encerrar-sessoes': { botao: 'Encerrar sessões', titulo: 'Encerrar as sessões', aviso: 'Quem estiver conectado com esta conta sai na próxima ação.', cor: 'outline-danger' },
  'forcar-redefinicao-senha': {
    botao: 'Exigir nova senha',
    titulo: 'Exigir uma nova senha',
    aviso: 'As sessões abertas são encerradas. Na próxima entrada, depois da senha atual, a pessoa terá de definir uma nova senha.',
    cor: 'outline-danger',
  },
  'transferir-login': {
    botao: 'Transferir o CPF',
    titulo: 'Transferir o login por CPF à pessoa dona do CPF',
    aviso: 'Use quando a verdadeira dona do CPF provou a identidade à equipe. A conta atual perde o login (ninguém mais entra nela) e as sessões dela são encerradas; a dona recebe uma conta nova com uma senha provisória, que ela troca na primeira entrada.',
    cor: 'danger',
  },
};

/** The action's body, or each field's message. */
export function corpoDaAcaoConta(acao: AcaoConta, justificativa: string, para: number | null, email = ''): { corpo: Record<string, unknown> } | { erros: Record<string, string> } {
  const erros: Record<string, string> = {};
  const j = justificativa.trim();
  if (j.length < JUSTIFICATIVA_MINIMA) erros.justificativa = `Escreva uma justificativa (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres): ela fica registrada na auditoria.`;
  if (acao === 'transferir-login' && para === null) erros.para = 'Busque e escolha a pessoa dona do CPF (ela não pode ter conta).';
  if (acao === 'alterar-email' && !emailValido(email.trim())) erros.email = 'Informe um e-mail válido.';
  if (Object.keys(erros).length) return { erros };
  if (acao === 'alterar-email') return { corpo: { justificativa: j, email: email.trim() } };
  return { corpo: acao === 'transferir-login' ? { justificativa: j, para } : { justificativa: j } };
}
