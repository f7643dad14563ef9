/**
 * Bank reconciliation: a boleto return file (CNAB 240, or CNAB 400 Banco do Brasil CBR643) marks the matching
 * slips paid, in one transaction. `npm run payments:import` and the back office's upload read it here, and both
 * keep the report (pgt_retorno and its lines). Importing the same file twice changes nothing (the second finds
 * every slip already paid); a line that does not match exactly is reported with its reason and never guessed,
 * and it changes nothing else; a file of another bank than the configured one is not applied at all.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { pgtRetorno } from '../db/schema/index.ts';
import { bytesProprios, calcularEmThread } from '../lib/calculo-thread.ts';
import { ArquivoInvalido } from '../lib/cnab.ts';
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
}

const RETORNO = new URL('./pagamento-retorno-thread.ts', import.meta.url);
const TAREFA = 'Leitura do arquivo de retorno';
/** Slips per UPDATE, and report lines per INSERT. */
const LOTE = 20_000;

function relatorio(c: Conferencia, leitura: { sha256: string; bytes: number }): RelatorioRetorno {
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

/**
 * Reads the file and applies it, in one transaction (throws ArquivoInvalido, from server/lib/cnab.ts, when it is
 * no return file at all). The reading and the checking run in the computation thread; here, one read of the slips
 * the file names (locked) and one UPDATE per batch of paid slips. `dados`: the file's bytes (moved to the thread:
 * not readable here afterwards) or its Latin-1 text. `detalhes: false`: the report's lines are not kept in memory
 * (the back office reads the kept report instead); reading `pagos`, `linhas`... then throws.
 */
export async function importarRetorno(db: DbOrTx, dados: string | Uint8Array, bancoConfigurado: string, now: Date, opcoes: { detalhes?: boolean } = {}): Promise<RelatorioRetorno> {
  const bytes = typeof dados === 'string' ? dados : bytesProprios(dados);
  const l = await calcularEmThread<Leitura>(TAREFA, RETORNO, 'lerRetorno', { dados: bytes }, typeof bytes === 'string' ? [] : [bytes.buffer]);
  if (l.invalido !== null) throw new ArquivoInvalido(l.invalido);
  const conferir = (boletos: string | null) =>
    calcularEmThread<Conferencia>(TAREFA, RETORNO, 'conferirRetorno', { chave: l.chave, boletos, bancoConfigurado, agora: now.toISOString(), lote: LOTE, detalhes: opcoes.detalhes ?? true });
  if (l.banco !== bancoConfigurado) return relatorio(await conferir(null), l);
  let conferido = false;
  try {
    const c = await db.transaction(async (tx) => {
      // The slips as one JSON text (and locked): one array parameter, not one per line (the protocol counts
      // parameters in 16 bits: a 70,000-line file broke it), and no row objects in this thread.
      const [{ boletos }] = ((await tx.execute(sql`
        WITH b AS (
          SELECT b."insBltNossoNumero" AS n, b."insBltCodigo" AS c, b."insPrcCodigo" AS i, p."prcSltCodigo" AS prc, b."insBltForma" AS forma,
                 b."insBltSituacao" AS sit, b."insBltValor" AS valor, b."insBltDtVencimento"::text AS venc
            FROM ins_boleto b JOIN ins_processo p ON p."insPrcCodigo" = b."insPrcCodigo"
           WHERE b."insBltNossoNumero" = ANY(${l.numeros}::text[])
             FOR UPDATE OF b)
        SELECT coalesce(json_agg(json_build_array(n, c, i, prc, forma, sit, valor, venc) ORDER BY c), '[]')::text AS boletos FROM b`)) as unknown as { rows: { boletos: string }[] }).rows;
      conferido = true;
      const c = await conferir(boletos);
      // Every paid slip of a batch in one statement (one UPDATE per line took two minutes for 100,000 lines).
      for (const p of c.pagar) {
        await tx.execute(sql`
          UPDATE ins_boleto b SET "insBltSituacao" = 'PAGO', "insBltPagoEm" = p.em
            FROM unnest(${p.codigos}::int[], ${p.em}::timestamptz[]) AS p(codigo, em)
           WHERE b."insBltCodigo" = p.codigo`);
      }
      return c;
    });
    return relatorio(c, l);
  } finally {
    if (!conferido) await calcularEmThread(TAREFA, RETORNO, 'descartarLeitura', { chave: l.chave }).catch(() => undefined);
  }
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
