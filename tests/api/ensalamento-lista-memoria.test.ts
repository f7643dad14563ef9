/**
 * The public room list searched from an in-memory copy (server/features/ensalamento/lista-publica-cache.ts):
 * the copy answers exactly what the SQL search answers, the route uses it once loaded, and every change
 * that can alter the list is seen by the very next request.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classificaFiltro } from '../../server/features/ensalamento/filtro.ts';
import { ListaEmMemoria } from '../../server/features/ensalamento/lista-em-memoria.ts';
import { carregaListaCompleta, dobradorDeTermos } from '../../server/features/ensalamento/lista-publica-repository.ts';
import { listaPublica } from '../../server/features/ensalamento/repository.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import { Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

const LISTA = '/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo';

/**
 * Bounded work (issue 35): the comparison below makes about 280 searches of each kind, whatever the machine. The list is
 * large enough that the short terms fill a second page of 100 (the pages a copy could get wrong); the names come
 * from a few people, each searched every way a person is found (whole, upper case, first two words, last word,
 * a fragment, enrolment, CPF bare and formatted).
 */
const CANDIDATOS = 600;
const PESSOAS = 8;

let t: TestApp;
let prc: number;

type Linha = { insPrcCodigo: number; pssFscNome: string; prcSltPrvSlNumero: string; prcSltLclPrvDescricao: string };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function lista(filtro: string, start = 0, limit = 100): Promise<Linha[]> {
  const qs = new URLSearchParams({ prcSltCodigo: String(prc), start: String(start), limit: String(limit), filtro });
  const res = await new Client(t).get(`${LISTA}?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A request (which starts loading the current version if the copy is not it), then the load itself. */
async function copiaAtual() {
  await lista('');
  await t.app.segundoPlano.aguardar();
}

/** A seated, non-cancelled enrolment of the process and its person. */
async function umSentado(offset = 0) {
  const [r] = await rows<{ ins: number; pessoa: number; nome: string; sala: number }>(sql`
    SELECT i."insPrcCodigo" AS ins, i."pssFscCodigo" AS pessoa, p."pssFscNome" AS nome, s."prcSltPrvSlCodigo" AS sala
      FROM ins_processo i JOIN ins_prc_prv_sala s USING ("insPrcCodigo") JOIN pss_fisica p USING ("pssFscCodigo")
     WHERE i."prcSltCodigo" = ${prc} AND NOT i."insCancelada" ORDER BY i."insPrcCodigo" LIMIT 1 OFFSET ${offset}`);
  return r;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { now: FIXED_NOW, candidates: CANDIDATOS, messagesPerDemo: 0, recipients: 0 });
  const [s] = await rows<{ prc: number }>(sql`
    SELECT i."prcSltCodigo" AS prc FROM ins_prc_prv_sala s JOIN ins_processo i USING ("insPrcCodigo")
      JOIN prc_seletivo p USING ("prcSltCodigo") WHERE p."prcSltExbEnsalamento"
     GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  prc = s.prc;
});
afterAll(() => t.close());

describe('a cópia em memória da lista pública', () => {
  it('responde exatamente o que a busca em SQL responde, para nomes, CPFs, inscrições e páginas', async () => {
    const db = t.database.db;
    const copia = new ListaEmMemoria(await carregaListaCompleta(db, prc));
    expect(copia.tamanho).toBeGreaterThan(200);
    const pessoas = await rows<{ nome: string; cpf: string | null; ins: number }>(sql`
      SELECT p."pssFscNome" AS nome, p."pssFscCPF" AS cpf, i."insPrcCodigo" AS ins
        FROM ins_processo i JOIN pss_fisica p USING ("pssFscCodigo") WHERE i."prcSltCodigo" = ${prc}
       ORDER BY md5(p."pssFscNome") LIMIT ${PESSOAS}`);
    const termos = new Set(['', '  ', 'a', 'A', 'silva', 'SILVA', 'sílva', 'joão', 'JOAO', 'ção', 'de ', ' da ', 'zzzz', '%', '_', '\\', "d'", 'lu%a', '529.982', '1234567890123']);
    for (const p of pessoas) {
      const palavras = p.nome.split(' ');
      termos.add(p.nome).add(p.nome.toUpperCase()).add(palavras.slice(0, 2).join(' ')).add(palavras[palavras.length - 1]).add(p.nome.slice(2, 7)).add(String(p.ins));
      if (p.cpf) termos.add(p.cpf).add(p.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'));
    }
    const dobra = await dobradorDeTermos(db);
    let comparados = 0;
    let naoVazios = 0;
    let segundasPaginas = 0;
    const compara = async (termo: string, filtro: ReturnType<typeof classificaFiltro>, termoDobrado: string | null, start: number, limit: number) => {
      const esperado = await listaPublica(db, prc, filtro, start, limit);
      expect(copia.busca(filtro, termoDobrado, start, limit), `"${termo}" ${start}+${limit}`).toEqual(esperado);
      const { json, linhas } = copia.buscaJson(filtro, termoDobrado, start, limit);
      expect(JSON.parse(json), `JSON "${termo}" ${start}+${limit}`).toEqual(esperado);
      expect(linhas).toBe(esperado.length);
      comparados++;
      return esperado.length;
    };
    for (const termo of termos) {
      const filtro = classificaFiltro(termo);
      const termoDobrado = filtro.kind === 'nome' ? await dobra(filtro.nome) : null;
      const primeira = await compara(termo, filtro, termoDobrado, 0, 100);
      if (primeira > 0) naoVazios++;
      await compara(termo, filtro, termoDobrado, 0, 1);
      await compara(termo, filtro, termoDobrado, 7, 10);
      // the second page only where there is one to get wrong (a full first page): the rest would compare empty lists
      if (primeira === 100) {
        await compara(termo, filtro, termoDobrado, 100, 100);
        segundasPaginas++;
      }
    }
    expect(comparados).toBe(termos.size * 3 + segundasPaginas);
    expect(termos.size).toBeGreaterThan(60);
    expect(segundasPaginas).toBeGreaterThanOrEqual(3);
    expect(naoVazios).toBeGreaterThan(termos.size / 2);
  });

  it('a rota responde da cópia o mesmo envelope que responderia do SQL, como JSON', async () => {
    await copiaAtual();
    for (const filtro of ['silva', 'ana', '', 'zzzz']) {
      const qs = new URLSearchParams({ prcSltCodigo: String(prc), start: '3', limit: '20', filtro });
      const res = await new Client(t).get(`${LISTA}?${qs}`);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const linhas = await listaPublica(t.database.db, prc, classificaFiltro(filtro), 3, 20);
      expect(res.json(), filtro).toEqual({ success: true, data: linhas, total: linhas.length });
    }
  });

  it('é o que a rota usa depois de carregada', async () => {
    await copiaAtual();
    const alvo = await umSentado();
    // A rename the version trigger does not see: only an answer from the copy still shows the old name.
    await t.database.db.execute(sql`ALTER TABLE pss_fisica DISABLE TRIGGER ensalamento_versao_avanca`);
    try {
      await t.database.db.execute(sql`UPDATE pss_fisica SET "pssFscNome" = 'Nome Trocado Sem Aviso' WHERE "pssFscCodigo" = ${alvo.pessoa}`);
      expect((await lista(String(alvo.ins))).map((r) => r.pssFscNome)).toEqual([alvo.nome]);
    } finally {
      await t.database.db.execute(sql`UPDATE pss_fisica SET "pssFscNome" = ${alvo.nome} WHERE "pssFscCodigo" = ${alvo.pessoa}`);
      await t.database.db.execute(sql`ALTER TABLE pss_fisica ENABLE TRIGGER ensalamento_versao_avanca`);
    }
  });
});

describe('mudanças que alteram a lista aparecem já na resposta seguinte', () => {
  it('nome trocado', async () => {
    await copiaAtual();
    const alvo = await umSentado(1);
    await t.database.db.execute(sql`UPDATE pss_fisica SET "pssFscNome" = 'Zuleica Quitéria Renomeada' WHERE "pssFscCodigo" = ${alvo.pessoa}`);
    expect((await lista('quiteria renomeada')).map((r) => r.insPrcCodigo)).toEqual([alvo.ins]);
    expect((await lista(String(alvo.ins)))[0].pssFscNome).toBe('Zuleica Quitéria Renomeada');
    await t.app.segundoPlano.aguardar();
    expect((await lista('quiteria renomeada')).map((r) => r.insPrcCodigo)).toEqual([alvo.ins]);
  });

  it('inscrição cancelada sai da lista', async () => {
    await copiaAtual();
    const alvo = await umSentado(2);
    await t.database.db.execute(sql`UPDATE ins_processo SET "insCancelada" = true WHERE "insPrcCodigo" = ${alvo.ins}`);
    expect(await lista(String(alvo.ins))).toEqual([]);
    await t.app.segundoPlano.aguardar();
    expect(await lista(String(alvo.ins))).toEqual([]);
  });

  it('candidato mudado de sala, sala e local renomeados', async () => {
    await copiaAtual();
    const alvo = await umSentado(3);
    const [outra] = await rows<{ sala: number; numero: string }>(sql`
      SELECT s."prcSltPrvSlCodigo" AS sala, s."prcSltPrvSlNumero" AS numero FROM prc_slt_prv_sala s JOIN prc_slt_lcl_prova l USING ("prcSltLclPrvCodigo")
       WHERE l."prcSltCodigo" = ${prc} AND s."prcSltPrvSlCodigo" <> ${alvo.sala}
         AND (SELECT coalesce(max(x."insPrcPrvSlNmrCarteira"), 0) FROM ins_prc_prv_sala x WHERE x."prcSltPrvSlCodigo" = s."prcSltPrvSlCodigo") < s."prcSltPrvSlQntLugar"
       ORDER BY 1 LIMIT 1`);
    await t.database.db.execute(sql`
      UPDATE ins_prc_prv_sala SET "prcSltPrvSlCodigo" = ${outra.sala},
             "insPrcPrvSlNmrCarteira" = (SELECT coalesce(max("insPrcPrvSlNmrCarteira"), 0) + 1 FROM ins_prc_prv_sala WHERE "prcSltPrvSlCodigo" = ${outra.sala})
       WHERE "insPrcCodigo" = ${alvo.ins}`);
    expect((await lista(String(alvo.ins)))[0].prcSltPrvSlNumero).toBe(outra.numero);

    await copiaAtual();
    await t.database.db.execute(sql`UPDATE prc_slt_prv_sala SET "prcSltPrvSlNumero" = 'Auditório 9' WHERE "prcSltPrvSlCodigo" = ${outra.sala}`);
    expect((await lista(String(alvo.ins)))[0].prcSltPrvSlNumero).toBe('Auditório 9');

    await copiaAtual();
    await t.database.db.execute(sql`
      UPDATE prc_slt_lcl_prova SET "prcSltLclPrvDescricao" = 'Bloco Novo' WHERE "prcSltLclPrvCodigo" = (SELECT "prcSltLclPrvCodigo" FROM prc_slt_prv_sala WHERE "prcSltPrvSlCodigo" = ${outra.sala})`);
    expect((await lista(String(alvo.ins)))[0].prcSltLclPrvDescricao).toBe('Bloco Novo');
  });

  it('CPF trocado: o antigo não encontra mais, o novo encontra', async () => {
    await copiaAtual();
    const alvo = await umSentado(4);
    const novo = '98765432100';
    expect(await lista(novo)).toEqual([]);
    await t.app.segundoPlano.aguardar();
    await t.database.db.execute(sql`UPDATE pss_fisica SET "pssFscCPF" = ${novo} WHERE "pssFscCodigo" = ${alvo.pessoa}`);
    expect((await lista(novo)).map((r) => r.insPrcCodigo)).toEqual([alvo.ins]);
  });

  it('processo deixa de ser liberado: 403 mesmo com a cópia carregada', async () => {
    await copiaAtual();
    await t.database.db.execute(sql`UPDATE prc_seletivo SET "prcSltExbEnsalamento" = false WHERE "prcSltCodigo" = ${prc}`);
    try {
      const res = await new Client(t).get(`${LISTA}?prcSltCodigo=${prc}&filtro=silva`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('O ensalamento ainda não foi liberado!');
    } finally {
      await t.database.db.execute(sql`UPDATE prc_seletivo SET "prcSltExbEnsalamento" = true WHERE "prcSltCodigo" = ${prc}`);
    }
  });

  it('o que não altera a lista (perfil salvo com o mesmo nome, edição de inscrição) não invalida a cópia', async () => {
    await copiaAtual();
    const versao = async () => (await rows<{ v: string }>(sql`SELECT versao::text AS v FROM ensalamento_versao`))[0].v;
    const antes = await versao();
    const alvo = await umSentado(5);
    await t.database.db.execute(sql`UPDATE pss_fisica SET "pssFscNome" = "pssFscNome", "pssFscCPF" = "pssFscCPF", "pssFscEmail" = 'novo@example.com' WHERE "pssFscCodigo" = ${alvo.pessoa}`);
    await t.database.db.execute(sql`UPDATE ins_processo SET "insCancelada" = "insCancelada", "insDeferida" = NOT "insDeferida" WHERE "insPrcCodigo" = ${alvo.ins}`);
    expect(await versao()).toBe(antes);
  });
});

describe('o termo dobrado como f_fold dobra', () => {
  it('ASCII dobrado aqui, sem ida ao banco, igual ao banco; o resto perguntado ao banco', async () => {
    const db = t.database.db;
    const dobra = await dobradorDeTermos(db);
    const noBanco = async (s: string) => (await rows<{ f: string }>(sql`SELECT f_fold(${s}) AS f`))[0].f;
    for (const termo of ['Maria Da SILVA', "D'Ávila", 'JOÃO', 'Çeçília Æsir', 'ß straße', 'x%_\\y', '~{|}']) {
      const r = dobra(termo);
      // Plain ASCII comes back as a string, without a round trip; the rest as the database's answer.
      expect(typeof r === 'string', termo).toBe(/^[\x20-\x7e]*$/.test(termo));
      expect(await r, termo).toBe(await noBanco(termo));
    }
  });

  it('num banco que dobra ASCII de outro jeito (regras de caixa do turco, digamos), tudo vai ao banco', async () => {
    const db = t.database.db;
    const original = (await rows<{ def: string }>(sql`SELECT pg_get_functiondef('f_fold(text)'::regprocedure) AS def`))[0].def;
    await db.execute(sql`CREATE OR REPLACE FUNCTION f_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT translate(lower(public.f_unaccent($1)), 'i', 'ı') $$`);
    try {
      const dobra = await dobradorDeTermos(db);
      const r = dobra('ITALO');
      expect(typeof r).not.toBe('string');
      expect(await r).toBe('ıtalo');
    } finally {
      await db.execute(sql.raw(original));
    }
    expect(await (await dobradorDeTermos(db))('ITALO')).toBe('italo');
  });
});
