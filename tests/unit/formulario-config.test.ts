import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldRequired, fieldShown, OFF, resolveFormConfig } from '../../src/domain/formulario-config.ts';
import { parseField } from '../../src/domain/inscricao-validacao.ts';
import { FIELD_BY_NAME } from '../../src/domain/inscricao-campos.ts';

const on = (o: Partial<typeof OFF> = {}) => ({ ...OFF, exibir: true, ...o });

describe('resolveFormConfig', () => {
  it('a field nothing configures is hidden; the process turns it on', () => {
    const cfg = resolveFormConfig({ insPrcNIS: on({ obrigatorio: true, nomeAlternativo: 'NIS/CadÚnico' }) });
    expect(fieldShown(cfg, 'insPrcNIS')).toBe(true);
    expect(fieldRequired(cfg, 'insPrcNIS')).toBe(true);
    expect(fieldLabel(cfg, 'insPrcNIS', 'NIS')).toBe('NIS/CadÚnico');
    expect(fieldShown(cfg, 'insPrcCotista')).toBe(false);
  });
  it('the bond kind overrides the process, the chosen options override both', () => {
    const cfg = resolveFormConfig({ a: on(), b: on({ obrigatorio: true }) }, { a: OFF }, [{ b: on({ obrigatorio: false }) }, { b: on({ obrigatorio: true }) }]);
    expect(fieldShown(cfg, 'a')).toBe(false);
    expect(fieldRequired(cfg, 'b')).toBe(true);
  });
  it('a hidden field is never required', () => {
    expect(fieldRequired(resolveFormConfig({ a: { ...OFF, obrigatorio: true } }), 'a')).toBe(false);
  });
});

describe('parseField (SPEC §5 on the wire)', () => {
  it('T/F only', () => {
    expect(parseField(FIELD_BY_NAME.insPrcCotista, 'T')).toEqual({ ok: true, value: true });
    expect(parseField(FIELD_BY_NAME.insPrcCotista, 'true').ok).toBe(false);
  });
  it('dd/mm/yyyy dates, decimal comma, money in centavos, NIS and CPF', () => {
    expect(parseField(FIELD_BY_NAME.insPrcDtGrdInicio, '29/02/2024')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseField(FIELD_BY_NAME.insPrcDtGrdInicio, '29/02/2023').ok).toBe(false);
    expect(parseField(FIELD_BY_NAME.insPrcIndAcademico, '8,75')).toEqual({ ok: true, value: '8.75' });
    expect(parseField(FIELD_BY_NAME.insPrcVlrRenda, '1.500,50')).toEqual({ ok: true, value: 150050 });
    expect(parseField(FIELD_BY_NAME.insPrcNIS, '123.45678.91-9')).toEqual({ ok: true, value: '12345678919' });
    expect(parseField(FIELD_BY_NAME.insPrcCPFResponsavel, '111.111.111-11').ok).toBe(false);
  });
});
