/**
 * Bank reconciliation: a boleto return file (CNAB 240, or CNAB 400 Banco do Brasil CBR643) marks the matching
 * slips paid, in one transaction. `npm run payments:import` and the back office's upload read it here, and both
 * keep the report (pgt_retorno and its lines). Importing the same file twice changes nothing (the second finds
 * every slip already paid); a line that does not match exactly is reported with its reason and never guessed,
 * and it changes nothing else; a file of another bank than the configured one is not applied at all.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { insBoleto, insProcesso, pgtRetorno, pgtRetornoLinha, type TipoLinhaRetorno } from '../db/schema/index.ts';
import { parseRetorno, type Problema } from '../lib/cnab.ts';

/** One line of the report, classified, with the slip and enrolment it names when it names a known slip. */
export interface LinhaRetorno {
  linha: number;
  tipo: TipoLinhaRetorno;
  nossoNumero: string | null;
  ocorrencia: string | null;
  insBltCodigo: number | null;
  insPrcCodigo: number | null;
  prcSltCodigo: number | null;
  /** What the file says was paid, and the slip's own amount (centavos). */
  valor: number | null;
  valorEsperado: number | null;
  motivo: string | null;
}

export interface RelatorioRetorno {
  formato: string;
  banco: string;
  /** False when nothing was applied (a file of another bank). */
  aplicado: boolean;
  pagos: { linha: number; nossoNumero: string; insPrcCodigo: number; valor: number }[];
  jaPagos: { linha: number; nossoNumero: string }[];
  outrasOcorrencias: { linha: number; nossoNumero: string; ocorrencia: string }[];
  rejeitados: Problema[];
  /** Every reported line, in file order: what the back office keeps and shows. */
  linhas: LinhaRetorno[];
}

/** Paid slips per UPDATE statement. */
const LOTE_PAGOS = 10_000;

/** Noon in São Paulo of a payment day: the file gives the day, not the hour. */
const meioDia = (iso: string) => new Date(`${iso}T12:00:00-03:00`);

const linhaVazia = { nossoNumero: null, ocorrencia: null, insBltCodigo: null, insPrcCodigo: null, prcSltCodigo: null, valor: null, valorEsperado: null, motivo: null };

/** Reads the file and applies it (throws ArquivoInvalido, from server/lib/cnab.ts, when it is no return file at all). */
export async function importarRetorno(db: DbOrTx, texto: string, bancoConfigurado: string, now: Date): Promise<RelatorioRetorno> {
  const r = parseRetorno(texto);
  const rel: RelatorioRetorno = { formato: r.formato, banco: r.banco, aplicado: true, pagos: [], jaPagos: [], outrasOcorrencias: r.outrasOcorrencias, rejeitados: [...r.problemas], linhas: [] };
  const linhas = rel.linhas;
  for (const p of r.problemas) linhas.push({ ...linhaVazia, linha: p.linha, tipo: 'MALFORMADA', motivo: p.motivo });
  for (const o of r.outrasOcorrencias) linhas.push({ ...linhaVazia, linha: o.linha, tipo: 'OUTRA', nossoNumero: o.nossoNumero, ocorrencia: o.ocorrencia, motivo: `ocorrência ${o.ocorrencia} não é pagamento.` });
  if (r.banco !== bancoConfigurado) {
    const motivo = `arquivo do banco ${r.banco}, mas o banco configurado é ${bancoConfigurado}: nada foi importado.`;
    rel.rejeitados.unshift({ linha: 1, motivo });
    linhas.unshift({ ...linhaVazia, linha: 1, tipo: 'BANCO', motivo });
    rel.aplicado = false;
    return rel;
  }
  await db.transaction(async (tx) => {
    const numeros = [...new Set(r.liquidacoes.map((l) => l.nossoNumero))];
    const slips = numeros.length
      ? await tx
          .select({ s: insBoleto, prc: insProcesso.prcSltCodigo })
          .from(insBoleto)
          .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo))
          // One array parameter, not one per line: the protocol counts parameters in 16 bits (a 70,000-line file broke it).
          .where(sql`${insBoleto.insBltNossoNumero} = ANY(${sql.param(numeros)}::text[])`)
          .for('update', { of: insBoleto })
      : [];
    const porNumero = new Map(slips.map((x) => [x.s.insBltNossoNumero, x]));
    const vistos = new Set<string>();
    const pagar: { codigo: number; pagoEm: string }[] = [];
    const recusa = (linha: number, tipo: TipoLinhaRetorno, motivo: string, extra: Partial<LinhaRetorno> = {}) => {
      rel.rejeitados.push({ linha, motivo });
      linhas.push({ ...linhaVazia, linha, tipo, motivo, ...extra });
    };
    for (const l of r.liquidacoes) {
      const achado = porNumero.get(l.nossoNumero);
      const base = { nossoNumero: l.nossoNumero, ocorrencia: l.ocorrencia, valor: l.valorPago };
      if (!achado) {
        recusa(l.linha, 'DESCONHECIDO', `nosso número ${l.nossoNumero} não corresponde a nenhum boleto emitido.`, base);
        continue;
      }
      const s = achado.s;
      const doSlip = { ...base, insBltCodigo: s.insBltCodigo, insPrcCodigo: s.insPrcCodigo, prcSltCodigo: achado.prc, valorEsperado: s.insBltValor };
      if (s.insBltForma !== 'BOLETO') {
        recusa(l.linha, 'FORMA', `nosso número ${l.nossoNumero} não é de um boleto (${s.insBltForma}).`, doSlip);
        continue;
      }
      if (vistos.has(l.nossoNumero)) {
        recusa(l.linha, 'REPETIDO', `nosso número ${l.nossoNumero} liquidado mais de uma vez neste arquivo.`, doSlip);
        continue;
      }
      vistos.add(l.nossoNumero);
      if (s.insBltSituacao === 'PAGO') {
        rel.jaPagos.push({ linha: l.linha, nossoNumero: l.nossoNumero });
        linhas.push({ ...linhaVazia, linha: l.linha, tipo: 'JA_PAGO', ...doSlip });
        continue;
      }
      if (l.valorPago !== s.insBltValor) {
        recusa(l.linha, 'VALOR', `valor pago ${l.valorPago} centavos difere do valor do boleto (${s.insBltValor} centavos).`, doSlip);
        continue;
      }
      if (l.vencimento !== null && l.vencimento !== s.insBltDtVencimento) {
        recusa(l.linha, 'VENCIMENTO', `vencimento ${l.vencimento} difere do vencimento do boleto (${s.insBltDtVencimento}).`, doSlip);
        continue;
      }
      pagar.push({ codigo: s.insBltCodigo, pagoEm: (l.dataPagamento ? meioDia(l.dataPagamento) : now).toISOString() });
      rel.pagos.push({ linha: l.linha, nossoNumero: l.nossoNumero, insPrcCodigo: s.insPrcCodigo, valor: s.insBltValor });
      linhas.push({ ...linhaVazia, linha: l.linha, tipo: 'PAGO', ...doSlip });
    }
    // Every paid slip in one statement (one UPDATE per line took two minutes for 100,000 lines).
    for (let i = 0; i < pagar.length; i += LOTE_PAGOS) {
      const lote = pagar.slice(i, i + LOTE_PAGOS);
      await tx.execute(sql`
        UPDATE ins_boleto b SET "insBltSituacao" = 'PAGO', "insBltPagoEm" = p.em
          FROM unnest(${sql.param(lote.map((x) => x.codigo))}::int[], ${sql.param(lote.map((x) => x.pagoEm))}::timestamptz[]) AS p(codigo, em)
         WHERE b."insBltCodigo" = p.codigo`);
    }
  });
  linhas.sort((a, b) => a.linha - b.linha);
  return rel;
}

export interface ArquivoImportado {
  nome: string;
  sha256: string;
  bytes: number;
  /** Who imported it; null = the command line. */
  pssFscCodigo: number | null;
  em: Date;
}

/** Keeps an import and its report (in the transaction of the import, so a report always matches what was applied). */
export async function guardarRetorno(db: DbOrTx, arquivo: ArquivoImportado, rel: RelatorioRetorno): Promise<number> {
  const [row] = await db
    .insert(pgtRetorno)
    .values({
      retArquivo: arquivo.nome,
      retFormato: rel.formato,
      retBanco: rel.banco,
      retSha256: arquivo.sha256,
      retBytes: arquivo.bytes,
      retAplicado: rel.aplicado,
      retPagos: rel.pagos.length,
      retJaPagos: rel.jaPagos.length,
      retRejeitados: rel.rejeitados.length,
      retOutras: rel.outrasOcorrencias.length,
      retValorPago: rel.pagos.reduce((s, p) => s + p.valor, 0),
      pssFscCodigo: arquivo.pssFscCodigo,
      retEm: arquivo.em,
    })
    .returning({ retCodigo: pgtRetorno.retCodigo });
  // In slices: a file of tens of thousands of lines stays under the bind-parameter limit of one statement.
  for (let i = 0; i < rel.linhas.length; i += 1000) {
    await db.insert(pgtRetornoLinha).values(
      rel.linhas.slice(i, i + 1000).map((l) => ({
        retCodigo: row.retCodigo,
        retLnhLinha: l.linha,
        retLnhTipo: l.tipo,
        retLnhNossoNumero: l.nossoNumero,
        retLnhOcorrencia: l.ocorrencia,
        insBltCodigo: l.insBltCodigo,
        insPrcCodigo: l.insPrcCodigo,
        prcSltCodigo: l.prcSltCodigo,
        retLnhValor: l.valor,
        retLnhValorEsperado: l.valorEsperado,
        retLnhMotivo: l.motivo,
      })),
    );
  }
  return row.retCodigo;
}
