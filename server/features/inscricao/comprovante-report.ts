import type { Relatorio } from '../../http/relatorios.ts';
import { verificationPath } from './email.ts';
import { receiptPdf } from './comprovante-pdf.ts';
import { ownReceiptFacts } from './comprovante-repository.ts';

/**
 * The receipt as a relatum report (docs/relatorios.md): the same PDF as GET insProcesso/comprovante/{insPrcCodigo},
 * opened through a short-lived token, for the token's person's own enrolment only (anything else: null -> 404).
 */
export const relatorioComprovante: Relatorio = {
  titulo: 'Comprovante de inscrição',
  parametros: { insPrcCodigo: /^\d{1,9}$/ },
  async gerar({ db, pssFscCodigo, params, now, origem }) {
    const facts = await ownReceiptFacts(db, Number(params.insPrcCodigo), pssFscCodigo);
    if (!facts) return null;
    const pdf = await receiptPdf(facts, `${origem}${verificationPath(facts.insPrcCdgVerificacao)}`, now);
    return { contentType: 'application/pdf', body: Buffer.from(pdf), nomeArquivo: `comprovante-inscricao-${facts.insPrcCodigo}.pdf`, inline: true };
  },
};
