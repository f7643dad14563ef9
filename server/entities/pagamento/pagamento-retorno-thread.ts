/**
 * The bank return file's computation, run in the computation thread (server/lib/calculo-thread.ts) in two steps
 * around the one read of the database that ./pagamento-retorno.ts makes between them:
 *  1. `lerRetorno`: the bytes read (server/lib/cnab.ts), their SHA-256, and the nossos números to look up;
 *  2. `conferirRetorno`: each liquidation checked against its slip as PostgreSQL wrote them, giving the report, the
 *     slips to mark paid and the report's lines as array literals, ready for one statement each per batch.
 * A 100,000-line file is then a few strings in the thread that answers candidates, never 100,000 objects.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { TipoLinhaRetorno } from '../../db/schema/index.ts';
import { literalInteiros, literalTextos } from '../../lib/array-pg.ts';
import { ArquivoInvalido, parseRetorno, type Problema, type Retorno } from '../../lib/cnab.ts';

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

/** Everything the report lists, line by line (read on demand: the command prints it, the screen reads the kept lines). */
export interface DetalhesRetorno {
  pagos: { linha: number; nossoNumero: string; insPrcCodigo: number; valor: number }[];
  jaPagos: { linha: number; nossoNumero: string }[];
  outrasOcorrencias: { linha: number; nossoNumero: string; ocorrencia: string }[];
  rejeitados: Problema[];
  /** Every reported line, in file order: what the back office keeps and shows. */
  linhas: LinhaRetorno[];
}

export type Leitura = { invalido: string } | { invalido: null; chave: string; formato: string; banco: string; sha256: string; bytes: number; numeros: string };

/**
 * Files read whose import has not ended, by key: step 2 takes its file from here (the computation thread is one and
 * runs the steps in turn), so the 100,000 liquidations never travel to the HTTP thread and back.
 */
const lidos = new Map<string, Retorno>();

/** Step 1: reads the file (Latin-1 bytes, or the text already decoded); `invalido` when it is no return file at all. */
export function lerRetorno(entrada: { dados: Uint8Array | string }): Leitura {
  const bytes = typeof entrada.dados === 'string' ? Buffer.from(entrada.dados, 'latin1') : Buffer.from(entrada.dados.buffer, entrada.dados.byteOffset, entrada.dados.byteLength);
  let r: Retorno;
  try {
    // Bank files are Latin-1; every field the reader uses is ASCII.
    r = parseRetorno(typeof entrada.dados === 'string' ? entrada.dados : bytes.toString('latin1'));
  } catch (e) {
    if (e instanceof ArquivoInvalido) return { invalido: e.message };
    throw e;
  }
  const chave = randomUUID();
  lidos.set(chave, r);
  const numeros = literalTextos([...new Set(r.liquidacoes.map((l) => l.nossoNumero))]);
  return { invalido: null, chave, formato: r.formato, banco: r.banco, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length, numeros };
}

/** Forgets a file read once its import ended, applied or not. */
export function descartarLeitura(e: { chave: string }): void {
  lidos.delete(e.chave);
}

/** A slip as the read of ./pagamento-retorno.ts writes it: nosso número, code, enrolment, process, form, state, amount, due day. */
type Boleto = [string, number, number, number, string, string, number, string];

export interface ColunasLinhas {
  linha: string;
  tipo: string;
  nossoNumero: string;
  ocorrencia: string;
  insBltCodigo: string;
  insPrcCodigo: string;
  prcSltCodigo: string;
  valor: string;
  valorEsperado: string;
  motivo: string;
}

export interface Conferencia {
  formato: string;
  banco: string;
  /** False when nothing was applied (a file of another bank). */
  aplicado: boolean;
  totais: { pagos: number; jaPagos: number; rejeitados: number; outras: number; valorPago: number };
  /** The slips to mark paid, in batches: codes, payment instants, the state each was read in, and how many. */
  pagar: { codigos: string; em: string; situacoes: string; n: number }[];
  /** The report's lines, in file order, in batches. */
  linhas: ColunasLinhas[];
  /** DetalhesRetorno as JSON, when asked for (null: not asked). */
  detalhes: string | null;
}

/** Noon in São Paulo of a payment day: the file gives the day, not the hour. */
const meioDia = (iso: string) => new Date(`${iso}T12:00:00-03:00`);

const linhaVazia = { nossoNumero: null, ocorrencia: null, insBltCodigo: null, insPrcCodigo: null, prcSltCodigo: null, valor: null, valorEsperado: null, motivo: null };

function colunas(ls: LinhaRetorno[]): ColunasLinhas {
  const col = <K extends keyof LinhaRetorno>(k: K) => ls.map((l) => l[k]);
  return {
    linha: literalInteiros(col('linha')),
    tipo: literalTextos(col('tipo')),
    nossoNumero: literalTextos(col('nossoNumero')),
    ocorrencia: literalTextos(col('ocorrencia')),
    insBltCodigo: literalInteiros(col('insBltCodigo')),
    insPrcCodigo: literalInteiros(col('insPrcCodigo')),
    prcSltCodigo: literalInteiros(col('prcSltCodigo')),
    valor: literalInteiros(col('valor')),
    valorEsperado: literalInteiros(col('valorEsperado')),
    motivo: literalTextos(col('motivo')),
  };
}

/**
 * Step 2: each liquidation against its slip. A line that does not match exactly is reported with its reason and
 * never guessed; a file of another bank than the configured one is not applied at all. `boletos`: JSON of the
 * slips the file names (null when the bank differs: nothing was read).
 */
export function conferirRetorno(e: { chave: string; boletos: string | null; bancoConfigurado: string; agora: string; lote: number; detalhes: boolean }): Conferencia {
  // Kept until descartarLeitura: an attempt that found a slip changed checks the file again against a new read.
  const r = lidos.get(e.chave);
  if (!r) throw new Error('o arquivo lido não está mais na memória do cálculo; envie o arquivo de novo');
  const d: DetalhesRetorno = { pagos: [], jaPagos: [], outrasOcorrencias: r.outrasOcorrencias, rejeitados: [...r.problemas], linhas: [] };
  const linhas = d.linhas;
  for (const p of r.problemas) linhas.push({ ...linhaVazia, linha: p.linha, tipo: 'MALFORMADA', motivo: p.motivo });
  for (const o of r.outrasOcorrencias) linhas.push({ ...linhaVazia, linha: o.linha, tipo: 'OUTRA', nossoNumero: o.nossoNumero, ocorrencia: o.ocorrencia, motivo: `ocorrência ${o.ocorrencia} não é pagamento.` });
  const pagar: { codigo: number; em: string; situacao: string }[] = [];
  const aplicado = e.boletos !== null && r.banco === e.bancoConfigurado;
  if (!aplicado) {
    const motivo = `arquivo do banco ${r.banco}, mas o banco configurado é ${e.bancoConfigurado}: nada foi importado.`;
    d.rejeitados.unshift({ linha: 1, motivo });
    linhas.unshift({ ...linhaVazia, linha: 1, tipo: 'BANCO', motivo });
  } else {
    const porNumero = new Map((JSON.parse(e.boletos!) as Boleto[]).map((b) => [b[0], b]));
    const vistos = new Set<string>();
    const recusa = (linha: number, tipo: TipoLinhaRetorno, motivo: string, extra: Partial<LinhaRetorno> = {}) => {
      d.rejeitados.push({ linha, motivo });
      linhas.push({ ...linhaVazia, linha, tipo, motivo, ...extra });
    };
    for (const l of r.liquidacoes) {
      const b = porNumero.get(l.nossoNumero);
      const base = { nossoNumero: l.nossoNumero, ocorrencia: l.ocorrencia, valor: l.valorPago };
      if (!b) {
        recusa(l.linha, 'DESCONHECIDO', `nosso número ${l.nossoNumero} não corresponde a nenhum boleto emitido.`, base);
        continue;
      }
      const [, codigo, insPrcCodigo, prcSltCodigo, forma, situacao, valor, vencimento] = b;
      const doSlip = { ...base, insBltCodigo: codigo, insPrcCodigo, prcSltCodigo, valorEsperado: valor };
      if (forma !== 'BOLETO') {
        recusa(l.linha, 'FORMA', `nosso número ${l.nossoNumero} não é de um boleto (${forma}).`, doSlip);
        continue;
      }
      if (vistos.has(l.nossoNumero)) {
        recusa(l.linha, 'REPETIDO', `nosso número ${l.nossoNumero} liquidado mais de uma vez neste arquivo.`, doSlip);
        continue;
      }
      vistos.add(l.nossoNumero);
      if (situacao === 'PAGO') {
        d.jaPagos.push({ linha: l.linha, nossoNumero: l.nossoNumero });
        linhas.push({ ...linhaVazia, linha: l.linha, tipo: 'JA_PAGO', ...doSlip });
        continue;
      }
      if (l.valorPago !== valor) {
        recusa(l.linha, 'VALOR', `valor pago ${l.valorPago} centavos difere do valor do boleto (${valor} centavos).`, doSlip);
        continue;
      }
      if (l.vencimento !== null && l.vencimento !== vencimento) {
        recusa(l.linha, 'VENCIMENTO', `vencimento ${l.vencimento} difere do vencimento do boleto (${vencimento}).`, doSlip);
        continue;
      }
      pagar.push({ codigo, em: (l.dataPagamento ? meioDia(l.dataPagamento) : new Date(e.agora)).toISOString(), situacao });
      d.pagos.push({ linha: l.linha, nossoNumero: l.nossoNumero, insPrcCodigo, valor });
      linhas.push({ ...linhaVazia, linha: l.linha, tipo: 'PAGO', ...doSlip });
    }
  }
  linhas.sort((a, b) => a.linha - b.linha);
  const lotes = <T, R>(xs: T[], f: (fatia: T[]) => R) => Array.from({ length: Math.ceil(xs.length / e.lote) }, (_, k) => f(xs.slice(k * e.lote, (k + 1) * e.lote)));
  return {
    formato: r.formato,
    banco: r.banco,
    aplicado,
    totais: { pagos: d.pagos.length, jaPagos: d.jaPagos.length, rejeitados: d.rejeitados.length, outras: d.outrasOcorrencias.length, valorPago: d.pagos.reduce((s, p) => s + p.valor, 0) },
    pagar: lotes(pagar, (f) => ({ codigos: literalInteiros(f.map((x) => x.codigo)), em: literalTextos(f.map((x) => x.em)), situacoes: literalTextos(f.map((x) => x.situacao)), n: f.length })),
    linhas: lotes(linhas, colunas),
    detalhes: e.detalhes ? JSON.stringify(d) : null,
  };
}
