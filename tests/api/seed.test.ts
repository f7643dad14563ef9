import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { insProcesso } from '../../server/db/schema/index.ts';
import { DEMO_CANDIDATO, DEMO_SUPER, seedDemo, type SeedResult } from '../../server/db/seed/index.ts';
import { verifyPassword } from '../../server/lib/passwords.ts';
import { isValidCpf } from '../../src/domain/cpf.ts';

const NOW = new Date('2026-11-22T15:00:00Z');

let database: Database;
let result: SeedResult;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  result = await seedDemo(database.db, { now: NOW, candidates: 60, messagesPerDemo: 30 });
});

afterAll(async () => {
  await database?.close();
});

describe('seedDemo', () => {
  it('creates the two demo accounts with verifiable passwords', async () => {
    expect(result.seeded).toBe(true);
    const contas = await rows<{ login: string; senhaHash: string; superUsuario: boolean; nome: string }>(sql`
      SELECT c.login, c."senhaHash", c."superUsuario", p."pssFscNome" AS nome
        FROM conta c JOIN pss_fisica p USING ("pssFscCodigo")
       WHERE c.login IN (${DEMO_CANDIDATO.cpf}, ${DEMO_SUPER.cpf}) ORDER BY c.login`);
    expect(contas.map((c) => [c.login, c.superUsuario])).toEqual([
      [DEMO_SUPER.cpf, true],
      [DEMO_CANDIDATO.cpf, false],
    ]);
    const candidato = contas.find((c) => c.login === DEMO_CANDIDATO.cpf)!;
    const superUsuario = contas.find((c) => c.login === DEMO_SUPER.cpf)!;
    expect(candidato.nome).toBe(DEMO_CANDIDATO.nome);
    expect(await verifyPassword(candidato.senhaHash, 'candidato')).toBe(true);
    expect(await verifyPassword(superUsuario.senhaHash, 'superusuario')).toBe(true);
    expect(await verifyPassword(candidato.senhaHash, 'superusuario')).toBe(false);
  });

  it('gives every person a valid CPF, distinct, and every account a CPF login', async () => {
    const cpfs = await rows<{ cpf: string }>(sql`SELECT "pssFscCPF" AS cpf FROM pss_fisica`);
    expect(cpfs.length).toBeGreaterThanOrEqual(60 + 2);
    expect(cpfs.filter((c) => !c.cpf || !isValidCpf(c.cpf))).toEqual([]);
    expect(new Set(cpfs.map((c) => c.cpf)).size).toBe(cpfs.length);
    const logins = await rows<{ login: string }>(sql`SELECT login FROM conta`);
    expect(logins.filter((l) => !isValidCpf(l.login))).toEqual([]);
  });

  it('seats every serial candidate once, never beyond a room capacity', async () => {
    const [seriado] = await rows<{ inscritos: number; sentados: number }>(sql`
      SELECT count(*)::int AS inscritos, count(s."insPrcCodigo")::int AS sentados
        FROM ins_processo i LEFT JOIN ins_prc_prv_sala s USING ("insPrcCodigo")
       WHERE i."prcSltCodigo" = ${result.processos!.seriado}`);
    expect(seriado.inscritos).toBe(61);
    expect(seriado.sentados).toBe(61);
    const salas = await rows<{ sala: number; lugares: number; ocupados: number; contador: number; maior: number | null }>(sql`
      SELECT r."prcSltPrvSlCodigo" AS sala, r."prcSltPrvSlQntLugar" AS lugares, count(s.*)::int AS ocupados,
             r."prcSltPrvSlQntCandidato" AS contador, max(s."insPrcPrvSlNmrCarteira") AS maior
        FROM prc_slt_prv_sala r LEFT JOIN ins_prc_prv_sala s USING ("prcSltPrvSlCodigo")
       GROUP BY r."prcSltPrvSlCodigo"`);
    expect(salas.length).toBeGreaterThan(0);
    for (const s of salas) {
      expect(s.ocupados).toBeLessThanOrEqual(s.lugares);
      expect(s.maior ?? 0).toBeLessThanOrEqual(s.lugares);
      expect(s.contador).toBe(s.ocupados);
    }
    const [especiais] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM prc_slt_prv_sala WHERE "prcSltPrvSlEspecial"`);
    expect(especiais.n).toBeGreaterThan(0);
  });

  it('gives the demo candidate scores, messages of both types and unread ones', async () => {
    const [pont] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM seriado_pontuacao WHERE "insPrcCodigo" = ${result.inscricoesDemo!.seriado}`);
    expect(pont.n).toBeGreaterThan(5);
    const msgs = await rows<{ tipo: string; lidas: number; naoLidas: number }>(sql`
      SELECT m."mnsTipo" AS tipo, count(d."mnsDstDtaLeitura")::int AS lidas, count(*) FILTER (WHERE d."mnsDstDtaLeitura" IS NULL)::int AS "naoLidas"
        FROM mns_destinatario d JOIN mensagem m USING ("mnsCodigo")
       WHERE d."pssFscCodigo" = ${result.accounts[0].pssFscCodigo} GROUP BY 1 ORDER BY 1`);
    expect(msgs.map((m) => m.tipo)).toEqual(['Mensagem', 'Noticia']);
    expect(msgs.reduce((s, m) => s + m.lidas + m.naoLidas, 0)).toBe(31);
    expect(msgs.every((m) => m.lidas > 0 && m.naoLidas > 0)).toBe(true);
    const [global] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mns_dst_global`);
    expect(global.n).toBe(1);
  });

  it('does nothing when run again', async () => {
    const [antes] = await rows<{ p: number; i: number }>(sql`SELECT (SELECT count(*) FROM pss_fisica)::int AS p, (SELECT count(*) FROM ins_processo)::int AS i`);
    const again = await seedDemo(database.db, { now: NOW, candidates: 60 });
    expect(again.seeded).toBe(false);
    expect(again.accounts.map((a) => a.pssFscCodigo)).toEqual(result.accounts.map((a) => a.pssFscCodigo));
    const [depois] = await rows<{ p: number; i: number }>(sql`SELECT (SELECT count(*) FROM pss_fisica)::int AS p, (SELECT count(*) FROM ins_processo)::int AS i`);
    expect(depois).toEqual(antes);
  });

  it('rejects a second non-cancelled enrolment in a single-enrolment process, allows one after cancelling', async () => {
    const pssFscCodigo = result.accounts[0].pssFscCodigo!;
    const prcSltCodigo = result.processos!.seriado;
    const outra = () => database.db.insert(insProcesso).values({ pssFscCodigo, prcSltCodigo, insPrcUnica: true });
    const duplicada = { cause: expect.objectContaining({ message: expect.stringContaining('ins_processo_unica_uq') }) };
    await expect(outra()).rejects.toMatchObject(duplicada);
    await database.db.execute(sql`UPDATE ins_processo SET "insCancelada" = true WHERE "insPrcCodigo" = ${result.inscricoesDemo!.seriado}`);
    await expect(outra()).resolves.toBeDefined();
    await expect(outra()).rejects.toMatchObject(duplicada);
  });

  it("a person's bank (pss_fisica.bncCodigo) must be a row of banco", async () => {
    const pssFscCodigo = result.accounts[0].pssFscCodigo!;
    const [bb] = await rows<{ bncCodigo: number }>(sql`SELECT "bncCodigo" FROM banco WHERE "bncNumero" = '001'`);
    await database.db.execute(sql`UPDATE pss_fisica SET "bncCodigo" = ${bb.bncCodigo} WHERE "pssFscCodigo" = ${pssFscCodigo}`);
    await expect(database.db.execute(sql`UPDATE pss_fisica SET "bncCodigo" = 987654 WHERE "pssFscCodigo" = ${pssFscCodigo}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('pss_fisica_bncCodigo_banco_bncCodigo_fk') }),
    });
  });
});
