/**
 * Bank reconciliation: a boleto return file (CNAB 240, or CNAB 400 Banco do Brasil CBR643) marks the matching
 * slips paid, in one transaction. `npm run payments:import` and the back office's upload read it here, and both
 * keep the report (pgt_retorno and its lines). Importing the same file twice changes nothing (the second finds
 * every slip already paid); a line that does not match exactly is reported with its reason and never guessed,
 * and it changes nothing else; a file of another bank than the configured one is not applied at all.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pgtRetorno } from '../../db/schema/index.ts';
import { conflict } from '../../http/envelope.ts';
import { bytesProprios, calcularEmThread } from '../../lib/calculo-thread.ts';
import { ArquivoInvalido } from '../../lib/cnab.ts';
import { ocorrenciasDeRegistro } from '../../lib/cnab-registro.ts';
import { aplicarOcorrenciasDeRegistro, type ResultadoRegistros } from './pagamento-remessa.ts';
import type { ColunasLinhas, Conferencia, DetalhesRetorno, Leitura } from './pagamento-retorno-thread.ts';

export type { LinhaRetorno } from './pagamento-retorno-thread.ts';

/**
 * What an import did: its totals and, read on demand, every line (`pagos`, `rejeitados`, ..., `linhas`: the
 * command prints them; the back office reads the kept report a page at a time instead).
 */
export interface RelatorioRetorno extends DetalhesRetorno {
  formato: string;
  banco: string;
  /** False when nothing was applied (a file of another bank). */
  aplicado: boolean;
  totais: Conferencia['totais'];
  /** The file's SHA-256 and size (bytes, Latin-1). */
  arquivo: { sha256: string; bytes: number };
  /** The report's lines as array literals, for guardarRetorno. */
  colunas: ColunasLinhas[];
  /** The registration occurrences applied (02 registered, 03 rejected, 09 written off); null when nothing was applied. */
  registros: ResultadoRegistros | null;
}

const RETORNO = new URL('./pagamento-retorno-thread.ts', import.meta.url);
const TAREFA = 'Leitura do arquivo de retorno';
/** Slips per UPDATE, and report lines per INSERT. */
const LOTE = 20_000;

function relatorio(c: Conferencia, leitura: { sha256: string; bytes: number }, registros: ResultadoRegistros | null = null): RelatorioRetorno {
  let detalhes: DetalhesRetorno | null = null;
  const ler = () => {
    if (c.detalhes === null) throw new Error('importarRetorno: as linhas do relatório não foram pedidas ({ detalhes: false })');
    return (detalhes ??= JSON.parse(c.detalhes) as DetalhesRetorno);
  };
  return {
    formato: c.formato,
    banco: c.banco,
    aplicado: c.aplicado,
    totais: c.totais,
    arquivo: leitura,
    colunas: c.linhas,
    registros,
    get pagos() {
      return ler().pagos;
    },
    get jaPagos() {
      return ler().jaPagos;
    },
    get outrasOcorrencias() {
      return ler().outrasOcorrencias;
    },
    get rejeitados() {
      return ler().rejeitados;
    },
    get linhas() {
      return ler().linhas;
    },
  };
}

/** Attempts of one import when slips it pays change meanwhile (each attempt reads them again). */
const TENTATIVAS = 3;

/** Raised inside an attempt: a slip it was paying changed since it was read (its transaction rolls back). */
class BoletoMudou extends Error {}

/**
 * Reads the file and applies it, in one transaction (throws ArquivoInvalido, from server/lib/cnab.ts, when it is
 * no return file at all). The reading and the checking run in the computation thread; here, one read of the slips
 * the file names and one UPDATE per batch of paid slips. `dados`: the file's bytes (moved to the thread: not
 * readable here afterwards) or its Latin-1 text. `detalhes: false`: the report's lines are not kept in memory (the
 * back office reads the kept report instead); reading `pagos`, `linhas`... then throws.
 *
 * The slips are read without locking them (locking 100,000 rows wrote each one twice, lock and update, and the
 * candidates' commits waited on that WAL): each UPDATE pays a slip only in the state it was read in, and when one
 * changed meanwhile (paid by hand at that moment, say) the attempt rolls back and the slips are read again.
 */
export async function importarRetorno(db: DbOrTx, dados: string | Uint8Array, bancoConfigurado: string, now: Date, opcoes: { detalhes?: boolean } = {}): Promise<RelatorioRetorno> {
  // The answers to our remessas (issue 39), read before the bytes move to the computation thread.
  const ocorrencias = ocorrenciasDeRegistro(typeof dados === 'string' ? dados : Buffer.from(dados.buffer, dados.byteOffset, dados.byteLength).toString('latin1'));
  const bytes = typeof dados === 'string' ? dados : bytesProprios(dados);
  const l = await calcularEmThread<Leitura>(TAREFA, RETORNO, 'lerRetorno', { dados: bytes }, typeof bytes === 'string' ? [] : [bytes.buffer]);
  if (l.invalido !== null) throw new ArquivoInvalido(l.invalido);
  const conferir = (boletos: string | null) =>
    calcularEmThread<Conferencia>(TAREFA, RETORNO, 'conferirRetorno', { chave: l.chave, boletos, bancoConfigurado, agora: now.toISOString(), lote: LOTE, detalhes: opcoes.detalhes ?? true });
  try {
    if (l.banco !== bancoConfigurado) return relatorio(await conferir(null), l);
    for (let tentativa = 1; ; tentativa++) {
      try {
        let registros: ResultadoRegistros | null = null;
        const c = await db.transaction(async (tx) => {
          const feita = await aplicar(tx, l.numeros, conferir);
          registros = await aplicarOcorrenciasDeRegistro(tx, ocorrencias, now);
          return feita;
        });
        return relatorio(c, l, registros);
      } catch (e) {
        if (!(e instanceof BoletoMudou)) throw e;
        if (tentativa === TENTATIVAS) throw conflict('Boletos deste arquivo mudaram enquanto ele era importado (pagos por outro caminho ao mesmo tempo). Nada foi gravado; importe o arquivo de novo.');
      }
    }
  } finally {
    await calcularEmThread(TAREFA, RETORNO, 'descartarLeitura', { chave: l.chave }).catch(() => undefined);
  }
}

async function aplicar(tx: DbOrTx, numeros: string, conferir: (boletos: string) => Promise<Conferencia>): Promise<Conferencia> {
  // The slips as one JSON text: one array parameter, not one per line (the protocol counts parameters in 16 bits:
  // a 70,000-line file broke it), and no row objects in this thread.
  const [{ boletos }] = ((await tx.execute(sql`
    SELECT coalesce(json_agg(json_build_array(b."insBltNossoNumero", b."insBltCodigo", b."insPrcCodigo", p."prcSltCodigo", b."insBltForma", b."insBltSituacao",
                                              b."insBltValor", b."insBltDtVencimento"::text) ORDER BY b."insBltCodigo"), '[]')::text AS boletos
      FROM ins_boleto b JOIN ins_processo p ON p."insPrcCodigo" = b."insPrcCodigo"
     WHERE b."insBltNossoNumero" = ANY(${numeros}::text[])`)) as unknown as { rows: { boletos: string }[] }).rows;
  const c = await conferir(boletos);
  // Every paid slip of a batch in one statement (one UPDATE per line took two minutes for 100,000 lines), each only
  // if it is still as it was read.
  for (const p of c.pagar) {
    const [{ n }] = ((await tx.execute(sql`
      WITH pagos AS (
        UPDATE ins_boleto b SET "insBltSituacao" = 'PAGO', "insBltPagoEm" = p.em
          FROM unnest(${p.codigos}::int[], ${p.em}::timestamptz[], ${p.situacoes}::text[]) AS p(codigo, em, situacao)
         WHERE b."insBltCodigo" = p.codigo AND b."insBltSituacao" = p.situacao
        RETURNING 1)
      SELECT count(*)::int AS n FROM pagos`)) as unknown as { rows: { n: number }[] }).rows;
    if (Number(n) !== p.n) throw new BoletoMudou();
  }
  return c;
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
      retPagos: rel.totais.pagos,
      retJaPagos: rel.totais.jaPagos,
      retRejeitados: rel.totais.rejeitados,
      retOutras: rel.totais.outras,
      retValorPago: rel.totais.valorPago,
      pssFscCodigo: arquivo.pssFscCodigo,
      retEm: arquivo.em,
    })
    .returning({ retCodigo: pgtRetorno.retCodigo });
  // A batch of lines per statement, each column one array parameter (built by the computation thread).
  for (const c of rel.colunas) {
    await db.execute(sql`
      INSERT INTO pgt_retorno_linha ("retCodigo", "retLnhLinha", "retLnhTipo", "retLnhNossoNumero", "retLnhOcorrencia", "insBltCodigo", "insPrcCodigo", "prcSltCodigo",
                                     "retLnhValor", "retLnhValorEsperado", "retLnhMotivo")
      SELECT ${row.retCodigo}, * FROM unnest(${c.linha}::int[], ${c.tipo}::text[], ${c.nossoNumero}::text[], ${c.ocorrencia}::text[], ${c.insBltCodigo}::int[],
                                             ${c.insPrcCodigo}::int[], ${c.prcSltCodigo}::int[], ${c.valor}::int[], ${c.valorEsperado}::int[], ${c.motivo}::text[])`);
  }
  return row.retCodigo;
}
