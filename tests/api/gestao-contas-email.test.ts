/**
 * "Não tenho mais acesso a este e-mail" (issue 23): staff with a role for every process change the account's
 * e-mail with a justification (audited), the sessions end, the new address gets its confirmation link, and once it
 * is confirmed "Esqueci minha senha" sends the link there. Roles without the right are refused.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, pssFisica } from '../../server/db/schema/index.ts';
import { testConfig } from '../../server/config.ts';
import { concederPapel } from '../../server/entities/equipe/equipe.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { lerOutbox, linkPara } from '../support/outbox.ts';

let t: TestApp;
let e: Equipe;
let outbox: string;
let atendimentoGeral: Client;
let maria: { pssFscCodigo: number; contaCodigo: number };
const CPF_MARIA = '52998224725';
const JUSTIFICATIVA = 'Documento com foto conferido no balcão; e-mail antigo perdido.';

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'ps-outbox-gestao-email-'));
  t = await createTestApp({ smtp: { ...testConfig().smtp, outboxDir: outbox } });
  const p = await criarProcessoDeTeste(t);
  const o = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  e = await criarEquipe(t, p, o);
  const ag = await createAccount(t, { cpf: '11144477735', nome: 'Atendimento Geral', senha: 'senha-da-equipe' });
  await concederPapel(t.database.db, { pssFscCodigo: ag.pssFscCodigo, papel: 'ATENDIMENTO', prcSltCodigo: null, concedidoPor: null, em: FIXED_NOW });
  atendimentoGeral = new Client(t);
  await atendimentoGeral.login('11144477735', 'senha-da-equipe');
  maria = await createAccount(t, { cpf: CPF_MARIA, nome: 'Maria Eduarda Conceição', senha: 'candidato', email: 'maria.antigo@exemplo.com' });
});
afterAll(() => t.close());

const alterar = (c: Client, body: Record<string, unknown>) => c.request('POST', `/sgps/gestao/pessoas/${maria.pssFscCodigo}/alterar-email`, { json: body });

describe('alterar e-mail da conta', () => {
  it('is refused without a justification, with a bad address, and to roles scoped to one process', async () => {
    expect((await alterar(atendimentoGeral, { email: 'maria.nova@exemplo.com', justificativa: 'curta' })).statusCode).toBe(400);
    const ruim = await alterar(atendimentoGeral, { email: 'nao-e-email', justificativa: JUSTIFICATIVA });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().data.campos.email).toBe('Informe um e-mail válido.');
    expect((await alterar(e.atendimento, { email: 'maria.nova@exemplo.com', justificativa: JUSTIFICATIVA })).statusCode).toBe(403);
    expect((await alterar(e.leitura, { email: 'maria.nova@exemplo.com', justificativa: JUSTIFICATIVA })).statusCode).toBe(403);
    const [p] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, maria.pssFscCodigo));
    expect(p.pssFscEmail).toBe('maria.antigo@exemplo.com');
  });

  it('changes it with the reason in the audit trail, ends the sessions, and the new address confirms and receives the recovery link', async () => {
    const mariaCli = new Client(t);
    await mariaCli.login(CPF_MARIA, 'candidato');
    const r = await alterar(atendimentoGeral, { email: 'maria.nova@exemplo.com', justificativa: JUSTIFICATIVA });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ pssFscEmail: 'maria.nova@exemplo.com', sessoesEncerradas: 1 });
    const [a] = await t.database.db.select().from(auditoria).where(eq(auditoria.acao, 'gestao:conta.alterarEmail'));
    expect([a.justificativa, a.antes, a.depois, a.chave]).toEqual([JUSTIFICATIVA, { pssFscEmail: 'maria.antigo@exemplo.com' }, { pssFscEmail: 'maria.nova@exemplo.com' }, String(maria.pssFscCodigo)]);
    expect((await mariaCli.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo).toBe(9999999);

    await t.app.mailQueue.drain();
    const confirmacao = (await lerOutbox(outbox)).find((m) => m.to === 'maria.nova@exemplo.com')!;
    const link = linkPara(confirmacao.text, '/login/confirmar-email')!;
    const c = new Client(t);
    await c.get(link);
    expect((await c.post('/login/confirmar-email', { t: link.split('t=')[1], _csrf: c.xsrf() }, { csrf: false })).statusCode).toBe(200);

    await c.get('/login/esqueci-senha');
    await c.post('/login/esqueci-senha', { login: CPF_MARIA, _csrf: c.xsrf() }, { csrf: false });
    await t.app.mailQueue.drain();
    const recuperacao = (await lerOutbox(outbox)).filter((m) => m.subject === 'Nova senha - Processos Seletivos');
    expect(recuperacao.map((m) => m.to)).toEqual(['maria.nova@exemplo.com']);
  });
});
