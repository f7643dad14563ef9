/**
 * The staff's five bulk operations of issue 26 (item 4), each driven through the staff API exactly as its
 * back-office screen drives it, for bench/gestao-sob-carga.ts: seating (preview, then the confirmation with the
 * preview's token), a message to every candidate of a process, a bank return file uploaded, the CSV export of the
 * process's enrolments (read as it streams, nothing kept), and the ranking by quota computed with rules saved for
 * the process. Each answers its time to the last byte, the HTTP status and what it did.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { buildRetorno400, type TituloRetorno } from '../../server/features/pagamento/cnab-build.ts';
import { AMPLA, type RegrasClassificacao } from '../../src/domain/classificacao-regras.ts';
import { COLUNAS_PADRAO } from '../../src/domain/exportacao.ts';
import type { BenchSession } from './sessions.ts';

export interface Execucao {
  ms: number;
  status: number;
  /** What the operation reports (counts), or the refusal's message. */
  detalhe: Record<string, unknown>;
}

export interface Operacao {
  id: 'ensalamento' | 'mensagem' | 'retorno' | 'exportacao' | 'classificacao';
  nome: string;
  /** The target of issue 26, s. */
  metaSegundos: number;
  /** `vez`: 0 alone, 1 under load (the return file pays another set of slips each time). */
  executar(vez: number): Promise<Execucao>;
  /** Builds beforehand what the operation sends (the return files' upload bodies). */
  preparar?(): void;
}

/** A nosso número of the bench's own slips (BB, convênio 2837469: the seed's slips use 2837461). */
const CONVENIO = '2837469';
const nossoNumero = (i: number) => `${CONVENIO}${String(i).padStart(10, '0')}`;
const DIA_PAGAMENTO = new Date().toISOString().slice(0, 10);

/**
 * Two sets of `titulos` unpaid slips over the process's enrolments (one set per return file, so the run under load
 * pays as many slips as the run alone without touching the database in between — PGlite is one process's), and
 * the previous runs' slips and reports removed. Answers the return files (CNAB 400, Banco do Brasil CBR643: one
 * line per slip, plus header and trailer), built once.
 */
export async function prepararRetornos(db: Db, prc: number, titulos: number): Promise<string[]> {
  await db.execute(sql`DELETE FROM pgt_retorno WHERE "retArquivo" LIKE 'bench-retorno-%'`);
  // Each slip deleted sets its report lines' insBltCodigo to null, a scan of pgt_retorno_linha (no index on that
  // column) per slip: with the previous runs' 200,000 dead lines still in the table that took 90 s, vacuumed 1 s.
  await db.execute(sql`VACUUM pgt_retorno_linha`);
  await db.execute(sql`DELETE FROM ins_boleto WHERE "insBltNossoNumero" LIKE ${`${CONVENIO}%`}`);
  // Slip n goes to the process's ((n - 1) mod enrolments)-th enrolment (more lines than enrolments: some pay twice).
  await db.execute(sql`
    WITH ins AS (SELECT "insPrcCodigo", row_number() OVER (ORDER BY "insPrcCodigo") - 1 AS k FROM ins_processo WHERE "prcSltCodigo" = ${prc})
    INSERT INTO ins_boleto ("insPrcCodigo", "insBltNossoNumero", "insBltValor", "insBltDtVencimento", "insBltSituacao")
    SELECT ins."insPrcCodigo", ${CONVENIO} || lpad(g.n::text, 10, '0'), 9000, DATE '2026-12-20', 'EMITIDO'
      FROM generate_series(1, ${titulos * 2}::int) AS g(n) JOIN ins ON ins.k = (g.n - 1) % (SELECT count(*) FROM ins)`);
  const arquivo = (de: number) => {
    const t: TituloRetorno[] = Array.from({ length: titulos }, (_, k) => ({ nossoNumero: nossoNumero(de + k), valorTitulo: 9000, valorPago: 9000, vencimento: '2026-12-20', dataPagamento: DIA_PAGAMENTO }));
    return buildRetorno400({ banco: '001', agencia: '1234', conta: '56789', convenio: '2837469', data: DIA_PAGAMENTO, titulos: t });
  };
  return [arquivo(1), arquivo(titulos + 1)];
}

async function pedir(url: string, init: RequestInit): Promise<Execucao & { bytes: number; json: { data?: Record<string, unknown>; message?: string } }> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const texto = await res.text();
  const ms = Math.round(performance.now() - t0);
  const bytes = Buffer.byteLength(texto);
  let json: { data?: Record<string, unknown>; message?: string } = {};
  try {
    json = JSON.parse(texto);
  } catch {
    json = { message: texto.slice(0, 200) };
  }
  return { ms, status: res.status, bytes, detalhe: res.status === 200 ? {} : { erro: json.message ?? '' }, json };
}

const post = (url: string, adm: BenchSession, corpo: unknown) => pedir(url, { method: 'POST', headers: { ...adm.headers, 'content-type': 'application/json' }, body: JSON.stringify(corpo) });

/** Rules for the process's ranking: its exams (the essay weighing double and eliminating at zero), four lists per option. */
export async function salvarRegras(api: string, adm: BenchSession, prc: number): Promise<{ provas: number; opcoes: number }> {
  const r = await pedir(`${api}/sgps/gestao/processos/${prc}/classificacao`, { headers: adm.headers });
  if (r.status !== 200) throw new Error(`classificação: HTTP ${r.status} ${r.detalhe.erro}`);
  const cfg = r.json.data as { provas: { prova: number; descricao: string }[]; opcoes: { opcCodigo: number }[] };
  const redacao = cfg.provas.find((p) => /reda/i.test(p.descricao))?.prova ?? cfg.provas[cfg.provas.length - 1].prova;
  const regras: RegrasClassificacao = {
    categorias: [
      { codigo: 'NEP', nome: 'Negros de escola pública', destinos: ['EP'] },
      { codigo: 'PCD', nome: 'Pessoas com deficiência', destinos: ['EP'] },
      { codigo: 'EP', nome: 'Escola pública', destinos: [AMPLA] },
    ],
    vagas: cfg.opcoes.flatMap((o) => [
      { opcao: o.opcCodigo, lista: AMPLA, vagas: 40 },
      { opcao: o.opcCodigo, lista: 'EP', vagas: 15 },
      { opcao: o.opcCodigo, lista: 'NEP', vagas: 6 },
      { opcao: o.opcCodigo, lista: 'PCD', vagas: 3 },
    ]),
    pesos: cfg.provas.map((p) => ({ prova: p.prova, peso: p.prova === redacao ? 2 : 1 })),
    eliminacao: { ausente: true, zeroEm: [redacao], minimoTotal: null },
    desempate: [{ tipo: 'prova', prova: redacao }, { tipo: 'idoso' }, { tipo: 'inscricao' }],
    dataReferencia: DIA_PAGAMENTO,
  };
  const s = await post(`${api}/sgps/gestao/processos/${prc}/classificacao/regras`, adm, { regras });
  if (s.status !== 200) throw new Error(`regras da classificação: HTTP ${s.status} ${s.detalhe.erro} ${JSON.stringify((s.json.data as { campos?: unknown })?.campos ?? '')}`);
  return { provas: cfg.provas.length, opcoes: cfg.opcoes.length };
}

function multipart(campo: string, nome: string, dados: Buffer): { corpo: Buffer; tipo: string } {
  const b = `----bench${Math.random().toString(16).slice(2)}`;
  const corpo = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    dados,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { corpo, tipo: `multipart/form-data; boundary=${b}` };
}

/** The five operations over process `prc` (the one with every candidate). */
export function operacoes(api: string, adm: BenchSession, prc: number, retornos: string[]): Operacao[] {
  const base = `${api}/sgps/gestao`;
  // The upload bodies are built once, on first use and before it is measured (bench/lib/gestao-operacoes-thread.ts
  // builds them before the runs start).
  let prontos: { corpo: Uint8Array<ArrayBuffer>; tipo: string; bytes: number; linhas: number }[] | null = null;
  const envios = () =>
    (prontos ??= retornos.map((texto, vez) => {
      const dados = Buffer.from(texto, 'latin1');
      const { corpo, tipo } = multipart('arquivo', `bench-retorno-${vez}.ret`, dados);
      return { corpo: new Uint8Array(corpo), tipo, bytes: dados.length, linhas: texto.split('\r\n').length - 1 };
    }));
  return [
    {
      id: 'ensalamento',
      nome: 'Ensalamento (prévia + confirmação)',
      metaSegundos: 10,
      async executar() {
        const previa = await post(`${base}/processos/${prc}/ensalamento/previa`, adm, {});
        if (previa.status !== 200) return previa;
        const p = previa.json.data as { token: string; elegiveis: number; alocados: number; existentes: number };
        const c = await post(`${base}/processos/${prc}/ensalamento/confirmar`, adm, { token: p.token, realocar: true, justificativa: 'Bench: ensalamento refeito para medir o tempo.' });
        const feito = c.json.data as { alocados?: number; salas?: number } | undefined;
        return { ms: previa.ms + c.ms, status: c.status, detalhe: { previaMs: previa.ms, confirmacaoMs: c.ms, elegiveis: p.elegiveis, alocados: feito?.alocados, salas: feito?.salas, substituidas: p.existentes, ...c.detalhe } };
      },
    },
    {
      id: 'mensagem',
      nome: 'Mensagem a todos os candidatos do processo',
      metaSegundos: 5,
      async executar(vez) {
        const corpo = { assunto: `Bench: aviso a todos (${vez ? 'sob carga' : 'sozinho'})`, texto: '<p>Prezados candidatos, o local de prova foi publicado.</p>', tipo: 'Mensagem', destino: { processo: prc }, copiaPorEmail: false };
        const r = await post(`${base}/mensagens/enviar`, adm, corpo);
        return { ms: r.ms, status: r.status, detalhe: { destinatarios: r.json.data?.destinatarios, ...r.detalhe } };
      },
    },
    {
      id: 'retorno',
      nome: 'Arquivo de retorno CNAB',
      metaSegundos: 10,
      preparar: () => void envios(),
      async executar(vez) {
        const { corpo, tipo, bytes, linhas } = envios()[vez];
        const r = await pedir(`${base}/pagamentos/retorno`, { method: 'POST', headers: { ...adm.headers, 'content-type': tipo }, body: corpo });
        const ret = (r.json.data as { retorno?: { pagos: number; rejeitados: number; jaPagos: number } } | undefined)?.retorno;
        return { ms: r.ms, status: r.status, detalhe: { linhas, bytes, pagos: ret?.pagos, jaPagos: ret?.jaPagos, rejeitados: ret?.rejeitados, bytesResposta: r.bytes, ...r.detalhe } };
      },
    },
    {
      id: 'exportacao',
      nome: 'Exportação CSV das inscrições',
      metaSegundos: 10,
      async executar() {
        const t0 = performance.now();
        const res = await fetch(`${base}/processos/${prc}/exportacao?formato=csv&colunas=${COLUNAS_PADRAO.join(',')}`, { headers: adm.headers });
        let bytes = 0;
        let linhas = 0;
        let primeiroByteMs = 0;
        for await (const b of res.body as unknown as AsyncIterable<Uint8Array>) {
          if (!bytes) primeiroByteMs = Math.round(performance.now() - t0);
          bytes += b.length;
          for (let i = b.indexOf(10); i !== -1; i = b.indexOf(10, i + 1)) linhas++;
        }
        return { ms: Math.round(performance.now() - t0), status: res.status, detalhe: { primeiroByteMs, bytes, linhas } };
      },
    },
    {
      id: 'classificacao',
      nome: 'Classificação por cotas (calcular)',
      metaSegundos: 10,
      async executar() {
        const r = await post(`${base}/processos/${prc}/classificacao/calcular`, adm, {});
        // Each list's size is `total` (the answer names only its first positions since issue 26; before, every one).
        type Opcao = { listas: { candidatos: unknown[]; total?: number }[]; eliminados: unknown[]; totalEliminados?: number };
        const opcoes = (r.json.data as { opcoes?: Opcao[] } | undefined)?.opcoes ?? [];
        const classificados = opcoes.reduce((s, o) => s + o.listas.reduce((t, l) => t + (l.total ?? l.candidatos.length), 0), 0);
        const eliminados = opcoes.reduce((s, o) => s + (o.totalEliminados ?? o.eliminados.length), 0);
        return { ms: r.ms, status: r.status, detalhe: { opcoes: opcoes.length, linhasNasListas: classificados, eliminados, bytesResposta: r.bytes, ...r.detalhe } };
      },
    },
  ];
}
