import { describe, expect, it } from 'vitest';
import { buildBody, emptyDraft, loadDraft, validateLists } from '../../src/features/inscricao/inscricao.ts';
import { editable, PESSOA_FIELDS, pessoaChanges, pessoaErrors } from '../../src/features/inscricao/pessoa.ts';
import type { FormConfig } from '../../src/domain/formulario-config.ts';

const on = (obrigatorio = false) => ({ exibir: true, obrigatorio, ajuda: null, ajudaOculta: false, nomeAlternativo: null });

describe('personal-data block', () => {
  const base = { pssFscNome: 'Ana Souza', pssFscDtNascimento: '10/05/2000', pssFscEmail: 'ana@exemplo.com' };

  it('identity is editable only without an internal bond; when the check failed (null) it is read-only', () => {
    const nome = PESSOA_FIELDS.find((f) => f.name === 'pssFscNome')!;
    const email = PESSOA_FIELDS.find((f) => f.name === 'pssFscEmail')!;
    expect([editable(nome, false), editable(nome, true), editable(nome, null)]).toEqual([true, false, false]);
    expect([editable(email, false), editable(email, true), editable(email, null)]).toEqual([true, true, true]);
  });

  it('checks required fields, dates, e-mail, CEP and phone of what the candidate can edit', () => {
    expect(pessoaErrors(base, false)).toEqual({});
    const e = pessoaErrors({ ...base, pssFscNome: ' ', pssFscDtNascimento: '31/02/2000', pssFscEmail: 'ana@', pssFscCep: '8400', pssFscCelular: 'abc' }, false);
    expect(Object.keys(e).sort()).toEqual(['pssFscCelular', 'pssFscCep', 'pssFscDtNascimento', 'pssFscEmail', 'pssFscNome']);
    // with an internal bond the identity fields are not the candidate's to fix
    expect(Object.keys(pessoaErrors({ ...base, pssFscNome: '' }, true))).toEqual([]);
  });

  it('sends only the editable fields that changed', () => {
    const original = { ...base, pssFscCelular: '' };
    expect(pessoaChanges(original, { ...original }, false)).toEqual({});
    expect(pessoaChanges(original, { ...original, pssFscNome: 'Ana S. Lima', pssFscCelular: ' 42 99999-0000 ' }, false)).toEqual({ pssFscNome: 'Ana S. Lima', pssFscCelular: '42 99999-0000' });
    expect(pessoaChanges(original, { ...original, pssFscNome: 'Outro', pssFscCelular: '42 99999-0000' }, true)).toEqual({ pssFscCelular: '42 99999-0000' });
  });
});

describe('list parts of the form', () => {
  const cfg: FormConfig = { cndApoio: on(), locaisDesejados: on(true), arConhecimentos: on() };

  it('requires a configured list and caps extra knowledge areas at 3', () => {
    const d = { ...emptyDraft(), arConhecimentos: [1, 2, 3, 4] };
    const e = validateLists(cfg, d);
    expect(e.locaisDesejados).toBe('Locais desejados: escolha ao menos um item.');
    expect(e.arConhecimentos).toBe('Escolha no máximo 3 áreas de conhecimento adicionais.');
    expect(validateLists(cfg, { ...emptyDraft(), locaisDesejados: [7], arConhecimentos: [1, 2, 3] })).toEqual({});
  });

  it('sends the lists, support details, and one empty item for an empty support list', () => {
    const d = { ...emptyDraft(), cndApoio: [5, 6], cndApoioDetalhe: { 6: ' Mesa adaptada ' }, locaisDesejados: [7], arConhecimentos: [1] };
    const body = buildBody(cfg, d, [9], { prcSltCodigo: 3 });
    expect(body.cndApoio).toEqual([{ prcSltDfcCndApoioCodigo: 5 }, { prcSltDfcCndApoioCodigo: 6, insPrcCndApoioDetalhe: 'Mesa adaptada' }]);
    expect(body.locaisDesejados).toEqual([7]);
    expect(body.arConhecimentos).toEqual([1]);
    expect(buildBody(cfg, emptyDraft(), [9], {}).cndApoio).toEqual(['']);
    expect(buildBody({}, d, [9], {}).locaisDesejados).toBeUndefined();
  });

  it('an older draft without the newer parts still loads, keeping its key', () => {
    const store = new Map<string, string>([['k', JSON.stringify({ values: { a: '1' }, opcoes: [[1, 2]], cndApoio: [], arConhecimentos: [], chave: 'abc123abc', salvoEm: '' })]]);
    const storage = { getItem: (k: string) => store.get(k) ?? null } as Storage;
    const d = loadDraft(storage, 'k')!;
    expect(d.chave).toBe('abc123abc');
    expect(d.locaisDesejados).toEqual([]);
    expect(d.pessoa).toBeNull();
    expect(d.passo).toBe(0);
  });
});
