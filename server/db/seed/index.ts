import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createRng, relogio, SEED, seededFaker } from './aleatorio.ts';
import { rows } from './bulk.ts';
import { seedCadastros } from './cadastros.ts';
import { seedDemonstracaoInscricao } from './demonstracao-inscricao.ts';
import { seedChamamento } from './chamamento.ts';
import { seedEnsalamento } from './ensalamento.ts';
import { seedInscricoes } from './inscricoes.ts';
import { seedListagens } from './listagens.ts';
import { seedMensagens } from './mensagens.ts';
import { seedOpcoes } from './opcoes.ts';
import { DEMO_ADMIN, DEMO_CANDIDATO, DEMO_GESTOR, DEMO_SUPER, seedPessoas } from './pessoas.ts';
import { seedProcessos, type Processos } from './processos.ts';
import { seedReferencias } from './referencias.ts';
import { seedSeriado } from './seriado.ts';
import { seedPosInscricao } from './pos-inscricao.ts';
import { seedInscricaoRapida } from './inscricao-rapida.ts';
import { seedAtendimento } from './atendimento.ts';
import { seedDocumentos } from './documentos.ts';

export { DEMO_ADMIN, DEMO_CANDIDATO, DEMO_GESTOR, DEMO_SUPER } from './pessoas.ts';
export { cpfFromBase, createCpfGenerator } from './cpf.ts';
export { DEMO_FISCAL } from './pos-inscricao.ts';

export interface SeedOptions {
  /** The clock every date is relative to (default: now). */
  now?: Date;
  /** Bulk candidates, each enrolled in the serial exam with a desk and scores (default 300). */
  candidates?: number;
  /** Messages of the demo candidate (default 30). */
  messagesPerDemo?: number;
  /** Target number of message-recipient rows in total (default: 3 per bulk candidate). */
  recipients?: number;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
}

export interface SeedResult {
  /** False when the database was not empty (nothing was written). */
  seeded: boolean;
  reason?: string;
  /** The demo accounts; `papel` says what each is for (printed by the seed and start commands). */
  accounts: { cpf: string; senha: string; nome: string; pssFscCodigo: number | null; superUsuario: boolean; papel: string }[];
  processos?: Processos;
  /** The demo candidate's enrolments. */
  inscricoesDemo?: { seriado: number; intencao: number; encerrado: number };
  counts: Record<string, number>;
  /** Milliseconds per phase. */
  timings: Record<string, number>;
}

/**
 * Fills an EMPTY database with realistic pt-BR demo data (reproducible: fixed seed, dates relative
 * to `now`). A database that already has people or processes is left untouched (seeded: false),
 * so running it twice never duplicates anything. Everything is written in one transaction.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const candidates = opts.candidates ?? 300;
  const messagesPerDemo = opts.messagesPerDemo ?? 30;
  const recipients = opts.recipients ?? candidates * 3;
  const accounts = (ids: [number | null, number | null, number | null, number | null]): SeedResult['accounts'] => [
    { ...DEMO_CANDIDATO, pssFscCodigo: ids[0], superUsuario: false, papel: 'candidato' },
    { ...DEMO_SUPER, pssFscCodigo: ids[1], superUsuario: true, papel: 'super usuário' },
    { ...DEMO_ADMIN, pssFscCodigo: ids[2], superUsuario: false, papel: 'administrador da gestão' },
    { ...DEMO_GESTOR, pssFscCodigo: ids[3], superUsuario: false, papel: 'gestor de todos os processos' },
  ];

  const [estado] = await rows<{ pessoas: number; processos: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM pss_fisica)::int AS pessoas, (SELECT count(*) FROM prc_seletivo)::int AS processos`,
  );
  if (estado.pessoas > 0 || estado.processos > 0) {
    const demo = await rows<{ id: number; cpf: string }>(db, sql`SELECT "pssFscCodigo" AS id, "pssFscCPF" AS cpf FROM pss_fisica WHERE "pssFscCPF" IN (${DEMO_CANDIDATO.cpf}, ${DEMO_SUPER.cpf}, ${DEMO_ADMIN.cpf}, ${DEMO_GESTOR.cpf})`);
    const id = (cpf: string) => demo.find((d) => d.cpf === cpf)?.id ?? null;
    return { seeded: false, reason: 'o banco de dados não está vazio; a carga de demonstração só é feita em um banco vazio', accounts: accounts([id(DEMO_CANDIDATO.cpf), id(DEMO_SUPER.cpf), id(DEMO_ADMIN.cpf), id(DEMO_GESTOR.cpf)]), counts: {}, timings: {} };
  }

  const timings: Record<string, number> = {};
  const counts: Record<string, number> = {};
  const fase = async <T>(nome: string, f: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    const v = await f();
    timings[nome] = Date.now() - t;
    log(`${nome}: ${timings[nome]} ms`);
    return v;
  };
  const r = relogio(opts.now ?? new Date());
  const rng = createRng(SEED);
  const faker = seededFaker(SEED);

  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    const ref = await fase('referencias', () => seedReferencias(tx));
    const p = await fase('processos', () => seedProcessos(tx, r, ref));
    const op = await fase('opcoes', () => seedOpcoes(tx, p, ref));
    const cad = await fase('cadastros', () => seedCadastros(tx, p, ref));
    const listagens = await fase('listagens', () => seedListagens(tx, r, ref));
    const pessoas = await fase('pessoas', () => seedPessoas(tx, rng, faker, ref, candidates, log));
    const ins = await fase('inscricoes', () => seedInscricoes(tx, rng, r, p, op, cad, pessoas, log));
    await fase('demonstracaoInscricao', () => seedDemonstracaoInscricao(tx, r, p, ref, pessoas.candidato));
    counts.chamamento = await fase('chamamento', () => seedChamamento(tx, rng, r, p, op, cad.chamamento, ref, pessoas));
    counts.salas = (await fase('ensalamento', () => seedEnsalamento(tx, rng, r, ref, p.seriado, ins.seriado))).salas;
    counts.pontuacoes = await fase('seriado', () => seedSeriado(tx, rng, p.seriado, ins.seriado));
    await fase('posInscricao', () => seedPosInscricao(tx, r, p, ref, pessoas, ins.demo));
    await fase('inscricaoRapida', () => seedInscricaoRapida(tx, r, ref));
    await fase('atendimento', () => seedAtendimento(tx, r, p, op.grupos, pessoas.candidato, ins.demo.encerrado));
    counts.tiposDocumento = await fase('documentos', () => seedDocumentos(tx, p));
    const m = await fase('mensagens', () => seedMensagens(tx, r, pessoas, { porDemo: messagesPerDemo, destinatarios: recipients }, log));
    counts.candidatos = candidates;
    counts.inscricoesSeriado = ins.seriado.length;
    counts.processosPosGraduacao = listagens.stricto.length + listagens.lato.length;
    counts.mensagensDemo = m.mensagens;
    counts.destinatarios = m.destinatarios;
    return { seeded: true, accounts: accounts([pessoas.candidato, pessoas.superUsuario, pessoas.administrador, pessoas.gestor]), processos: p, inscricoesDemo: ins.demo, counts, timings };
  });
  // Fresh statistics, so the planner uses the indexes right away (benchmarks run just after seeding).
  await fase('analyze', () => db.execute(sql`ANALYZE`));
  return result;
}
