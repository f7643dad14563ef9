import type { Relatorio } from '../../http/relatorios.ts';
import { cartaoProprio, etapasComEnsalamento } from '../../entities/ensalamento/alocacao-repository.ts';
import { pdfCartao } from '../../entities/ensalamento/pdf.ts';

/**
 * The exam card as a relatum report (docs/relatorios.md): the same card PDF the room assignment writes for
 * every seated candidate, rendered for the token's person's own enrolment in a released process only.
 */
export const relatorioCartaoEnsalamento: Relatorio = {
  titulo: 'Cartão de prova',
  parametros: { insPrcCodigo: /^\d{1,9}$/ },
  async gerar({ db, pssFscCodigo, params }) {
    const proprio = await cartaoProprio(db, pssFscCodigo, Number(params.insPrcCodigo));
    if (!proprio) return null;
    const { linha, processo } = proprio;
    const etapas = await etapasComEnsalamento(db, linha.prcSltCodigo);
    const pdf = await pdfCartao({ processo: processo.prcSltDescricao, etapas, lembrete: processo.prcSltEnsLembrete }, linha);
    return { contentType: 'application/pdf', body: Buffer.from(pdf), nomeArquivo: `cartao-prova-${linha.insPrcCodigo}.pdf`, inline: true };
  },
};
