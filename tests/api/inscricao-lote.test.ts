/**
 * New enrolments written several per statement (server/entities/inscricao/inscricao-insercao.ts): a crowd of
 * candidates at once — different people, the same person again in a single-enrolment process, the same form
 * sent twice with its idempotency key, forms of different shapes — and every answer must match the rows: none
 * lost, none doubled, nobody's data on someone else's enrolment, the right error to the right request.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { SINGLE_ENROLMENT_MESSAGE } from '../../server/features/inscricao/write-errors.ts';
import { Portao, vigiarConsultas } from '../support/consultas.ts';
import { cpfValido, seedProcess, validBody } from './inscricao.fixtures.ts';


let t: TestApp;
let unica: Awaited<ReturnType<typeof seedProcess>>;
let livre: Awaited<ReturnType<typeof seedProcess>>;
const candidatos: { cliente: Client; pssFscCodigo: number }[] = [];
/** How many enrolments each batch statement carried, and how many the database refused (observed on its client). */
const lotes: number[] = [];
let lotesRecusados = 0;
/** How many enrolment contexts were read so far: once all are, every request is on its way to the writer. */
let contextosLidos = 0;
/** Holds the next enrolment write until opened, so the crowd arrives while a write is under way. */
const portao = new Portao();
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  unica = await seedProcess(t, { unica: true });
  livre = await seedProcess(t, { unica: false });
  for (let i = 0; i < 10; i++) {
    const numero = cpfValido(222_333_000 + i);
    const { pssFscCodigo } = await createAccount(t, { cpf: numero, nome: `Candidato Escrita ${i}`, senha: `senha-${i}-escrita` });
    const cliente = new Client(t);
    await cliente.login(numero, `senha-${i}-escrita`);
    candidatos.push({ cliente, pssFscCodigo });
  }
  vigiarConsultas(t.database, (text, params, executar) => {
    if (text.includes('AS "istExiste"')) {
      const n = Array.isArray(params?.[0]) ? params[0].length : 1;
      return executar().then((r) => ((contextosLidos += n), r));
    }
    if (text.includes('INSERT INTO chave_idempotencia')) {
      if (text.includes('AS q(chave')) {
        lotes.push((params![0] as unknown[]).length);
        return executar().catch((e: unknown) => {
          lotesRecusados++;
          throw e;
        });
      }
      return portao.passar(executar);
    }
    return executar();
  });
});
afterAll(() => t.close());

describe('inscrições escritas em lote', () => {
  it('muitas ao mesmo tempo: cada resposta bate com as linhas, nenhuma perdida nem dobrada', async () => {
    const [jaInscrito] = candidatos;
    expect((await jaInscrito.cliente.post('/sgps/insProcesso/cadastrar2', validBody(unica))).statusCode).toBe(200);
    // Both processes' catalogues read once already: the crowd's requests go straight from context to writer.
    expect((await candidatos[9].cliente.post('/sgps/insProcesso/cadastrar2', validBody(livre))).statusCode).toBe(200);

    // What each request sends and which candidate sends it; `nome` tells the rows apart.
    type Envio = { c: number; corpo: Record<string, unknown>; nome: string; processo: number };
    const envios: Envio[] = [];
    const envia = (c: number, s: typeof unica, extra: Record<string, unknown> = {}) => {
      const nome = `Nome ${envios.length}`;
      envios.push({ c, corpo: validBody(s, { insPrcNmSocial: nome, ...extra }), nome, processo: s.p.prcSltCodigo });
    };
    envia(0, unica); // already enrolled: 409
    for (let c = 1; c < 10; c++) envia(c, unica, c % 3 === 0 ? { insPrcNIS: '12345678919', cndApoio: [{ prcSltDfcCndApoioCodigo: unica.apoio.prcSltDfcCndApoioCodigo, insPrcCndApoioDetalhe: `Ledor ${c}` }] } : {});
    envia(2, unica); // the same person twice more, no key: one of candidate 2's three wins, the others are told
    envia(2, unica);
    for (let i = 0; i < 3; i++) envia(4, livre, { idempotencyKey: 'chave-dupla-0001' }); // one form, sent three times
    envia(5, livre); // two enrolments of one person in a process that allows several: both written
    envia(5, livre, { opcoes: [{ opcCodigo: livre.letras.opcCodigo }], insPrcFrmPagamento: '' });

    const abre = portao.fechar();
    lotes.length = 0;
    contextosLidos = 0;
    const enviadas = Promise.all(envios.map((e) => candidatos[e.c].cliente.post('/sgps/insProcesso/cadastrar2', e.corpo)));
    // The first write is held; the others read their contexts and queue up behind it.
    while (contextosLidos < envios.length) await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
    // Meanwhile candidate 8 enrols by another way (another API process): the batch carrying their request is
    // refused by the single-enrolment index, and must be written again one by one.
    await t.database.db.execute(sql`INSERT INTO ins_processo ("pssFscCodigo", "prcSltCodigo", "insPrcUnica", "insPrcCdgVerificacao") VALUES (${candidatos[8].pssFscCodigo}, ${unica.p.prcSltCodigo}, true, 'OUTRO-PROCESSO')`);
    abre();
    const respostas = await enviadas;

    // The batches really carried several enrolments, and one was refused (otherwise this proves nothing about them).
    expect(Math.max(0, ...lotes)).toBeGreaterThan(2);
    expect(lotesRecusados).toBeGreaterThan(0);
    const escritas = await rows<{ insPrcCodigo: number; pssFscCodigo: number; prcSltCodigo: number; insPrcNmSocial: string; insPrcNIS: string | null; opcoes: number; apoios: string | null; historicos: number; emails: number }>(sql`
      SELECT i."insPrcCodigo", i."pssFscCodigo", i."prcSltCodigo", i."insPrcNmSocial", i."insPrcNIS",
             (SELECT count(*)::int FROM prc_slt_opcao o WHERE o."insPrcCodigo" = i."insPrcCodigo") AS opcoes,
             (SELECT string_agg(a."insPrcCndApoioDetalhe", ',') FROM ins_prc_cnd_apoio a WHERE a."insPrcCodigo" = i."insPrcCodigo") AS apoios,
             (SELECT count(*)::int FROM ins_processo_historico h WHERE h."insPrcCodigo" = i."insPrcCodigo") AS historicos,
             (SELECT count(*)::int FROM email_pendente e WHERE e.referencia = i."insPrcCodigo" AND e.tipo = 'confirmacao-inscricao') AS emails
        FROM ins_processo i WHERE i."insPrcNmSocial" LIKE 'Nome %'`);
    const porNome = new Map(escritas.map((r) => [r.insPrcNmSocial, r]));

    const aceitos = new Set<number>();
    respostas.forEach((r, i) => {
      const e = envios[i];
      const linha = porNome.get(e.nome);
      if (r.statusCode === 200) {
        const codigo = r.json().data.insPrcCodigo as number;
        aceitos.add(codigo);
        // The answer names a row of this candidate, in this process (a replay names the first copy's row).
        const dono = escritas.find((x) => x.insPrcCodigo === codigo);
        expect(dono, `${e.nome}: ${r.body}`).toMatchObject({ pssFscCodigo: candidatos[e.c].pssFscCodigo, prcSltCodigo: e.processo });
        if (!e.corpo.idempotencyKey) expect(linha?.insPrcCodigo).toBe(codigo);
      } else {
        expect(r.statusCode, `${e.nome}: ${r.body}`).toBe(409);
        expect(r.json().message).toBe(SINGLE_ENROLMENT_MESSAGE);
        expect(linha, e.nome).toBeUndefined();
      }
    });
    // Every row written was answered, each exactly once with its own lists, history and e-mail.
    expect(escritas.map((r) => r.insPrcCodigo).sort()).toEqual([...aceitos].sort());
    for (const r of escritas) {
      expect(r, r.insPrcNmSocial).toMatchObject({ opcoes: 1, historicos: 1, emails: 1 });
      const e = envios.find((x) => x.nome === r.insPrcNmSocial)!;
      expect(r.insPrcNIS).toBe(e.corpo.insPrcNIS ?? null);
      expect(r.apoios).toBe(e.corpo.cndApoio ? `Ledor ${e.c}` : null);
    }
    // Per request kind: the already-enrolled one refused; one of the three same-person sends; one row for the key.
    expect(respostas[0].statusCode).toBe(409);
    expect(respostas[8].statusCode).toBe(409);
    expect([2, 10, 11].map((i) => respostas[i].statusCode).sort()).toEqual([200, 409, 409]);
    const chave = respostas.slice(12, 15);
    expect(chave.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(chave.map((r) => r.json().data.insPrcCodigo)).size).toBe(1);
    const emLivre = (c: number) => escritas.filter((r) => r.pssFscCodigo === candidatos[c].pssFscCodigo && r.prcSltCodigo === livre.p.prcSltCodigo);
    expect(emLivre(4)).toHaveLength(1);
    expect(emLivre(5)).toHaveLength(2);
    expect(escritas.filter((r) => r.prcSltCodigo === unica.p.prcSltCodigo).length).toBe(8);
    // One enrolment per person in the single-enrolment process, the one written before included.
    const porPessoa = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ins_processo WHERE "prcSltCodigo" = ${unica.p.prcSltCodigo} GROUP BY "pssFscCodigo"`);
    expect(porPessoa.map((r) => r.n)).toEqual(Array(10).fill(1));
  });

  it('o mesmo formulário reenviado depois recebe a mesma resposta, sem escrever de novo', async () => {
    const c = candidatos[6];
    const corpo = validBody(livre, { insPrcNmSocial: 'Reenvio', idempotencyKey: 'chave-reenvio-0001' });
    const [a, b] = await Promise.all([c.cliente.post('/sgps/insProcesso/cadastrar2', corpo), c.cliente.post('/sgps/insProcesso/cadastrar2', corpo)]);
    const depois = await c.cliente.post('/sgps/insProcesso/cadastrar2', corpo);
    for (const r of [a, b, depois]) expect(r.statusCode, r.body).toBe(200);
    expect(new Set([a, b, depois].map((r) => r.json().data.insPrcCodigo)).size).toBe(1);
    expect(await rows(sql`SELECT 1 FROM ins_processo WHERE "insPrcNmSocial" = 'Reenvio'`)).toHaveLength(1);
  });
});
