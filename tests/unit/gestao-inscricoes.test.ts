/**
 * The rules of the back office's enrolment area that need no database: reopened editing, the one list of
 * sensitive fields and who sees them, and what the candidate's list says about a rejection.
 */
import { describe, expect, it } from 'vitest';
import { CAMPOS_SENSIVEIS_INSCRICAO, CAMPOS_SENSIVEIS_PESSOA, campoSensivel, mascarar, RESTRITO, veDadosSensiveis } from '../../src/domain/dados-sensiveis.ts';
import { ENROLMENT_FIELDS } from '../../src/domain/inscricao-campos.ts';
import { enrolmentEditable, enrolmentEditDeadline } from '../../src/domain/inscricao-edicao.ts';
import { avisoDeIndeferimento, situacao, type MinhaInscricao } from '../../src/features/prcseletivo-lista/prcseletivo-lista.ts';

const h = (iso: string) => new Date(iso);
const processo = { prcSltDtInicio: h('2026-11-01T00:00:00Z'), prcSltDtFim: h('2026-11-20T23:59:00Z'), prcSltDtFimEdicao: h('2026-11-15T23:59:00Z') };

describe('reopened editing (insPrcEdicaoAte)', () => {
  const depoisDoPrazo = h('2026-11-18T10:00:00Z');
  it('opens an enrolment past the process deadline, and even with its own permission off, until the instant', () => {
    const ins = { insCancelada: false, edicaoPermitida: false, insPrcEdicaoAte: h('2026-11-19T12:00:00Z') };
    expect(enrolmentEditable({ ...ins, insPrcEdicaoAte: null }, processo, depoisDoPrazo)).toBe(false);
    expect(enrolmentEditable(ins, processo, depoisDoPrazo)).toBe(true);
    expect(enrolmentEditable(ins, processo, h('2026-11-19T12:00:00Z'))).toBe(true);
    expect(enrolmentEditable(ins, processo, h('2026-11-19T12:00:01Z'))).toBe(false);
    expect(enrolmentEditDeadline(ins, processo)).toEqual(h('2026-11-19T12:00:00Z'));
  });
  it('never opens a cancelled enrolment, and a reopening shorter than the deadline changes nothing', () => {
    expect(enrolmentEditable({ insCancelada: true, edicaoPermitida: true, insPrcEdicaoAte: h('2026-12-01T00:00:00Z') }, processo, depoisDoPrazo)).toBe(false);
    const curta = { insCancelada: false, edicaoPermitida: true, insPrcEdicaoAte: h('2026-11-10T00:00:00Z') };
    expect(enrolmentEditable(curta, processo, h('2026-11-12T00:00:00Z'))).toBe(true);
    expect(enrolmentEditDeadline(curta, processo)).toEqual(processo.prcSltDtFimEdicao);
  });
});

describe('sensitive data, decided in one place', () => {
  it('names fields that exist: every enrolment field of the list is one the form knows', () => {
    const nomes = new Set(ENROLMENT_FIELDS.map((f) => f.name));
    for (const c of CAMPOS_SENSIVEIS_INSCRICAO) expect(nomes.has(c), c).toBe(true);
    for (const c of ['insPrcDeficiente', 'insPrcAfrodescendente', 'insPrcIndigena', 'insPrcVlrRenda', 'insPrcNcsTmpAdicional', 'cndApoio', 'pssFscCorRaca']) expect(campoSensivel(c), c).toBe(true);
    for (const c of ['insPrcNmSocial', 'prcSltMncPrvCodigo', 'pssFscNome', 'pssFscCPF']) expect(campoSensivel(c), c).toBe(false);
    expect(CAMPOS_SENSIVEIS_PESSOA).toContain('pssFscCorRaca');
  });
  it('masks at any depth, whatever the value (a "no" says as much as a "yes"), and leaves the rest', () => {
    const snapshot = { insPrcCodigo: 1, insPrcDeficiente: false, insPrcVlrRenda: null, listas: { cndApoio: [{ prcSltDfcCndApoioCodigo: 3 }], opcoes: [1] } };
    expect(mascarar(snapshot)).toEqual({ insPrcCodigo: 1, insPrcDeficiente: RESTRITO, insPrcVlrRenda: RESTRITO, listas: { cndApoio: RESTRITO, opcoes: [1] } });
    expect(mascarar({ antes: { insPrcAfrodescendente: true }, depois: null })).toEqual({ antes: { insPrcAfrodescendente: RESTRITO }, depois: null });
  });
  it('shows them to Gestor and Administrador within their processes, never to Atendimento or Leitura', () => {
    expect(veDadosSensiveis([{ papel: 'ADMINISTRADOR', prcSltCodigo: null }], 7)).toBe(true);
    expect(veDadosSensiveis([{ papel: 'GESTOR', prcSltCodigo: 7 }], 7)).toBe(true);
    expect(veDadosSensiveis([{ papel: 'GESTOR', prcSltCodigo: 8 }], 7)).toBe(false);
    expect(veDadosSensiveis([{ papel: 'ATENDIMENTO', prcSltCodigo: null }, { papel: 'LEITURA', prcSltCodigo: 7 }], 7)).toBe(false);
  });
});

describe("the candidate's enrolment list", () => {
  const base = { insCancelada: 'F', insDeferida: 'F', insIndeferida: 'F', insPrcMotivoIndeferimento: null } as unknown as MinhaInscricao;
  it('says Indeferida and the reason staff wrote', () => {
    const i = { ...base, insIndeferida: 'T', insPrcMotivoIndeferimento: 'Documento ilegível.' } as MinhaInscricao;
    expect(situacao(i)).toEqual({ text: 'Indeferida', tone: 'danger' });
    expect(avisoDeIndeferimento(i)).toBe('Inscrição indeferida: Documento ilegível.');
    expect(avisoDeIndeferimento(base)).toBeNull();
    expect(avisoDeIndeferimento({ ...i, insCancelada: 'T' })).toBeNull();
  });
});

describe('the search form and the action dialogs', async () => {
  const { consultaDaBusca, corpoDaAcao, acoesPossiveis, FORM_VAZIO, descreverEvento, formDoEndereco } = await import('../../src/features/gestao-inscricoes/gestao-inscricoes.ts');
  it('turns the form into the query, refusing a part of a CPF, a number with letters, a name too short', () => {
    expect(consultaDaBusca({ ...FORM_VAZIO, nome: ' conceicao ', cpf: '529.982.247-25', processo: '7', pagamento: 'pendente', especiais: true }, 25)).toEqual({
      query: { start: 25, limit: 25, nome: 'conceicao', cpf: '52998224725', prcSltCodigo: 7, pagamento: 'pendente', especiais: 'sim' },
    });
    expect(consultaDaBusca({ ...FORM_VAZIO, cpf: '529.982', numero: '12a', nome: 'ma' })).toEqual({
      erros: { cpf: expect.stringContaining('CPF inteiro'), numero: expect.any(String), nome: expect.stringContaining('3 letras') },
    });
  });
  it('opens on one process when a link names it', () => {
    expect(formDoEndereco('?prcSltCodigo=7')).toEqual({ ...FORM_VAZIO, processo: '7' });
    expect(formDoEndereco('?prcSltCodigo=7x')).toBeNull();
    expect(formDoEndereco('')).toBeNull();
  });
  it('asks each action for its justification and its own field, and sends the instant as ISO', () => {
    const agora = h('2026-11-22T13:00:00Z');
    expect(corpoDaAcao('indeferir', { justificativa: 'curta', motivo: '', ate: '', municipio: '' }, agora)).toEqual({ erros: { justificativa: expect.any(String), motivo: expect.any(String) } });
    expect(corpoDaAcao('reabrir-edicao', { justificativa: 'Pedido aceito pela banca.', motivo: '', ate: '25/11/2026 18:00', municipio: '' }, agora)).toEqual({ corpo: { justificativa: 'Pedido aceito pela banca.', ate: '2026-11-25T21:00:00.000Z' } });
    expect(corpoDaAcao('reabrir-edicao', { justificativa: 'Pedido aceito pela banca.', motivo: '', ate: '20/11/2026 18:00', municipio: '' }, agora)).toEqual({ erros: { ate: 'A data deve ser futura.' } });
    expect(corpoDaAcao('trocar-municipio', { justificativa: 'Pedido aceito pela banca.', motivo: '', ate: '', municipio: '' }, agora)).toEqual({ erros: { prcSltMncPrvCodigo: expect.any(String) } });
  });
  it('offers no action on a cancelled enrolment, and no change of municipality when the process has one', () => {
    expect(acoesPossiveis('cancelada', 3)).toEqual([]);
    expect(acoesPossiveis('deferida', 1)).toEqual(['indeferir', 'reabrir-edicao', 'cancelar']);
    expect(acoesPossiveis('realizada', 2)).toContain('trocar-municipio');
    // Issue 37: an enrolment without a municipality can get the process's only one.
    expect(acoesPossiveis('deferida', 1, true)).toEqual(['indeferir', 'reabrir-edicao', 'trocar-municipio', 'cancelar']);
    expect(acoesPossiveis('deferida', 0, true)).not.toContain('trocar-municipio');
    expect(descreverEvento('gestao:inscricao.indeferir')).toBe('Indeferida pela equipe');
    expect(descreverEvento('cadastrar2')).toBe('Inscrição feita pelo candidato');
  });
});
