import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insPrcPrvSala, insProcesso, municipio, pais, prcSeletivo, prcSltEtpProva, prcSltLclProva, prcSltMncProva, prcSltPrvSala, pssFisica, uf } from '../../server/db/schema/index.ts';
import { concederPapel } from '../../server/entities/equipe/equipe.ts';
import { avaliarProntidao } from '../../server/entities/processo/prontidao.ts';
import { comandoEnsalamento } from '../../scripts/lib/ensalamento-comando.ts';
import { createTestApp, type TestApp } from '../support/api.ts';

/**
 * `npm run ensalamento:allocate` asks the readiness the seating screen's confirmation asks (issue 37 item 2, its
 * leftover): the same Portuguese list, a non-zero exit, nothing written; an Administrador's override names them and
 * a justification and is audited like the screen's. Run through the command's own function on this test's database.
 */
let t: TestApp;
let prc: number;
let mncProva: number;
const ADMIN_CPF = '40442820135';
const GESTOR_CPF = '25806413357';
let admin: number;
/** After the enrolment period: readiness only warns about open enrolments, and this keeps the test off the clock. */
const AGORA = new Date('2026-10-01T12:00:00Z');

async function rodar(...args: string[]) {
  const log: string[] = [];
  const erro: string[] = [];
  const codigo = await comandoEnsalamento(t.database.db, ['--process', String(prc), '--no-pdf', ...args], { log: (l) => log.push(l), erro: (l) => erro.push(l) }, AGORA);
  return { codigo, log: log.join('\n'), erro: erro.join('\n') };
}

async function inscrever(nome: string, comMunicipio: boolean): Promise<number> {
  const db = t.database.db;
  const [p] = await db.insert(pssFisica).values({ pssFscNome: nome, pssFscPassaporte: `CMD-${nome}` }).returning();
  const [i] = await db.insert(insProcesso).values({ pssFscCodigo: p.pssFscCodigo, prcSltCodigo: prc, insDeferida: true, prcSltMncPrvCodigo: comMunicipio ? mncProva : null }).returning();
  return i.insPrcCodigo;
}

const carteiras = async () => (await t.database.db.select().from(insPrcPrvSala).innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcPrvSala.insPrcCodigo)).where(eq(insProcesso.prcSltCodigo, prc))).length;
const auditorias = () => t.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'ensalamento:confirmar'), eq(auditoria.prcSltCodigo, prc)));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo });
  const [m] = await db.insert(municipio).values({ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }).returning();
  [{ prcSltCodigo: prc }] = await db
    .insert(prcSeletivo)
    .values({ prcSltDescricao: 'Vestibular do comando', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: new Date('2026-08-01T00:00:00Z'), prcSltDtFim: new Date('2026-09-01T00:00:00Z') })
    .returning();
  [{ prcSltMncPrvCodigo: mncProva }] = await db.insert(prcSltMncProva).values({ prcSltCodigo: prc, mncCodigo: m.mncCodigo }).returning();
  await db.insert(prcSltEtpProva).values({ prcSltCodigo: prc, prcSltEtpPrvDescricao: 'Prova', prcSltEtpPrvData: '2026-12-06', prcSltEtpPrvEnsala: true, prcSltEtpPrvHrrAbrPortao: '12:30', prcSltEtpPrvHrrFchPortao: '13:30' });
  const [l] = await db.insert(prcSltLclProva).values({ prcSltCodigo: prc, mncCodigo: m.mncCodigo, prcSltLclPrvDescricao: 'Colégio' }).returning();
  await db.insert(prcSltPrvSala).values({ prcSltLclPrvCodigo: l.prcSltLclPrvCodigo, prcSltPrvSlNumero: '1', prcSltPrvSlQntLugar: 10 });
  const pessoas = await db
    .insert(pssFisica)
    .values([
      { pssFscNome: 'Administradora do comando', pssFscCPF: ADMIN_CPF },
      { pssFscNome: 'Gestor do comando', pssFscCPF: GESTOR_CPF },
    ])
    .returning();
  admin = pessoas[0].pssFscCodigo;
  await concederPapel(db, { pssFscCodigo: admin, papel: 'ADMINISTRADOR', prcSltCodigo: null, concedidoPor: null, em: AGORA });
  await concederPapel(db, { pssFscCodigo: pessoas[1].pssFscCodigo, papel: 'GESTOR', prcSltCodigo: null, concedidoPor: null, em: AGORA });
});
afterAll(() => t.close());

describe('npm run ensalamento:allocate pergunta a prontidão', () => {
  it('sem inscrição deferida: a lista da tela, saída 3, nada gravado', async () => {
    const r = await rodar();
    expect(r.codigo).toBe(3);
    expect(r.erro).toBe('Não é possível confirmar o ensalamento ainda: Nenhuma inscrição deferida: defira (homologue) as inscrições antes de ensalar.');
    expect(await carteiras()).toBe(0);
  });

  it('uma deferida sem município de prova: recusado; o contorno de um Administrador não passa o que não se contorna', async () => {
    await inscrever('Com Cidade', true);
    const sem = await inscrever('Sem Cidade', false);
    const r = await rodar();
    expect(r.codigo).toBe(3);
    expect(r.erro).toBe('Não é possível confirmar o ensalamento ainda: 1 inscrição deferida não tem município de prova: defina-o (em lote na tela de ensalamento).');

    const contorno = await rodar('--contornar', 'Prova marcada, não dá para esperar.', '--administrador', ADMIN_CPF);
    expect(contorno.codigo).toBe(3);
    expect(contorno.erro.split('\n')).toEqual([
      'Não é possível confirmar o ensalamento ainda: 1 inscrição deferida não tem município de prova: defina-o (em lote na tela de ensalamento).',
      'Estes itens não podem ser contornados, nem por um Administrador.',
    ]);
    expect(await carteiras()).toBe(0);
    expect(await auditorias()).toEqual([]);
    await t.database.db.update(insProcesso).set({ prcSltMncPrvCodigo: mncProva }).where(eq(insProcesso.insPrcCodigo, sem));
  });

  it('o contorno pede justificativa e um Administrador de todos os processos', async () => {
    const curta = await rodar('--contornar', 'curta', '--administrador', ADMIN_CPF);
    expect(curta).toMatchObject({ codigo: 1, erro: '--contornar: escreva a justificativa (pelo menos 10 caracteres); ela fica registrada na auditoria.' });
    const semCpf = await rodar('--contornar', 'Justificativa longa o bastante.');
    expect(semCpf.codigo).toBe(1);
    expect(semCpf.erro).toMatch(/^--administrador: informe o CPF/);
    const gestor = await rodar('--contornar', 'Justificativa longa o bastante.', '--administrador', GESTOR_CPF);
    expect(gestor).toMatchObject({ codigo: 1, erro: `O CPF ${GESTOR_CPF} não é de um Administrador (de todos os processos): só ele pode contornar a prontidão.` });
    expect(await carteiras()).toBe(0);
  });

  it('pronto: ensala (saída 0); com o Administrador nomeado, a auditoria registra a confirmação como a da tela', async () => {
    const r = await rodar();
    expect(r.codigo).toBe(0);
    expect(r.log).toContain(`Processo ${prc}: 2 candidato(s) ensalado(s) em 1 sala(s).`);
    expect(await carteiras()).toBe(2);
    expect(await auditorias()).toEqual([]);

    const refeito = await rodar('--reallocate', '--contornar', 'Refeito depois da troca de sala.', '--administrador', ADMIN_CPF);
    expect(refeito.codigo).toBe(0);
    const [a] = await auditorias();
    expect(a).toMatchObject({
      autorPssFscCodigo: admin,
      entidade: 'ins_prc_prv_sala',
      chave: String(prc),
      justificativa: 'Refeito depois da troca de sala.',
      antes: { carteiras: 2 },
      depois: { carteiras: 2, salas: 1 },
    });
    expect(a.origem).toMatch(/^linha de comando /);
  });

  it('a decisão que o comando pergunta deixa um Administrador contornar o que é contornável (publicar depois do período)', async () => {
    // A process with nothing to choose and no exam: its only blocker is the period that ended (overridable).
    const [{ prcSltCodigo: lato }] = await t.database.db
      .insert(prcSeletivo)
      .values({ prcSltDescricao: 'Especialização atrasada', prcSltTipo: 'LATO', prcSltNmrOpcoes: 0, prcSltPublicado: false, prcSltDtInicio: new Date('2026-08-01T00:00:00Z'), prcSltDtFim: new Date('2026-09-01T00:00:00Z') })
      .returning();
    const semContorno = await avaliarProntidao(t.database.db, lato, 'publicar', AGORA, { administrador: false });
    expect(semContorno).toMatchObject({ pode: false, podeContornar: false, mensagem: 'Não é possível publicar o processo ainda: O período de inscrição já terminou: ajuste o início e o fim das inscrições.' });
    const curta = await avaliarProntidao(t.database.db, lato, 'publicar', AGORA, { administrador: true, justificativa: 'curta' });
    expect(curta).toMatchObject({ pode: false, podeContornar: true });
    const contornado = await avaliarProntidao(t.database.db, lato, 'publicar', AGORA, { administrador: true, justificativa: 'Edital prorrogado pela reitoria.' });
    expect(contornado).toMatchObject({ pode: true, contornados: [expect.objectContaining({ codigo: 'periodo' })] });
  });
});
