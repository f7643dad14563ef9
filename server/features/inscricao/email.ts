import { formatBrDateTime } from '../../../src/domain/dates.ts';
import { escapeHtml } from '../../http/html.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import type { ReceiptFacts } from './comprovante-repository.ts';

/** Where the receipt is downloaded (signed-in candidate) and verified (anyone). */
export const receiptPath = (insPrcCodigo: number) => `/sgps/insProcesso/comprovante/${insPrcCodigo}`;
export const verificationPath = (codigo: string) => `/verificar-comprovante?codigo=${encodeURIComponent(codigo)}`;

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? '';

/** The confirmation e-mail of an enrolment: number, process, options, date-time to the second, links. */
export function confirmationEmail(f: ReceiptFacts, origin: string): MailMessage & { to: string } {
  const quando = formatBrDateTime(f.insPrcIncDtHora);
  const opcoes = f.opcoes.map((o, i) => `${i + 1}ª opção: ${o}`);
  const comprovante = `${origin}${receiptPath(f.insPrcCodigo)}`;
  const verificacao = `${origin}${verificationPath(f.insPrcCdgVerificacao)}`;
  const lines = [
    `Olá, ${firstName(f.nome)}.`,
    '',
    `Sua inscrição no processo seletivo ${f.processo} foi realizada com sucesso.`,
    '',
    `Número da inscrição: ${f.insPrcCodigo}`,
    `Data e hora da inscrição: ${quando} (horário de Brasília)`,
    ...(opcoes.length ? ['', ...opcoes] : []),
    '',
    `Código de verificação do comprovante: ${f.insPrcCdgVerificacao}`,
    `Comprovante em PDF (entre com a sua conta): ${comprovante}`,
    `Qualquer pessoa pode conferir a autenticidade do comprovante em: ${verificacao}`,
    '',
    'Esta é uma mensagem automática. Não responda este e-mail.',
  ];
  const e = escapeHtml;
  const html = [
    `<p>Olá, ${e(firstName(f.nome))}.</p>`,
    `<p>Sua inscrição no processo seletivo <strong>${e(f.processo)}</strong> foi realizada com sucesso.</p>`,
    '<ul>',
    `<li>Número da inscrição: <strong>${f.insPrcCodigo}</strong></li>`,
    `<li>Data e hora da inscrição: ${e(quando)} (horário de Brasília)</li>`,
    ...opcoes.map((o) => `<li>${e(o)}</li>`),
    `<li>Código de verificação do comprovante: <strong>${e(f.insPrcCdgVerificacao)}</strong></li>`,
    '</ul>',
    `<p><a href="${e(comprovante)}">Baixar o comprovante em PDF</a> (entre com a sua conta).</p>`,
    `<p>Qualquer pessoa pode conferir a autenticidade do comprovante em <a href="${e(verificacao)}">${e(verificacao)}</a>.</p>`,
    '<p>Esta é uma mensagem automática. Não responda este e-mail.</p>',
  ].join('\n');
  return { to: f.email ?? '', subject: `Inscrição nº ${f.insPrcCodigo} confirmada - ${f.processo}`, text: lines.join('\n'), html };
}
