import { describe, expect, it } from 'vitest';
import { existingEnrolmentModal } from '../../src/domain/inscricao-existente.ts';

describe('existingEnrolmentModal (SPEC §8 wording cases)', () => {
  it('single enrolment, editing allowed: both sentences, new inactive, edit shown', () => {
    expect(existingEnrolmentModal({ unica: true, edicaoPermitida: true })).toEqual({
      title: 'Atenção',
      body: ['Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.', 'Deseja editar a existente?'],
      newEnabled: false,
      showEdit: true,
    });
  });
  it('single enrolment, editing not allowed: only the first sentence, no edit', () => {
    expect(existingEnrolmentModal({ unica: true, edicaoPermitida: false })).toEqual({
      title: 'Atenção',
      body: ['Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.'],
      newEnabled: false,
      showEdit: false,
    });
  });
  it('several enrolments, editing allowed: asks new or edit', () => {
    expect(existingEnrolmentModal({ unica: false, edicaoPermitida: true })).toEqual({
      title: 'Atenção',
      body: ['Você já possui uma inscrição nesse processo. Deseja fazer outra inscrição ou editar a existente?'],
      newEnabled: true,
      showEdit: true,
    });
  });
  it('several enrolments, editing not allowed: the ending says editing is not allowed', () => {
    const m = existingEnrolmentModal({ unica: false, edicaoPermitida: false });
    expect(m.body).toEqual(['Você já possui uma inscrição nesse processo e não é permitido editar a existente.', 'Deseja fazer outra inscrição?']);
    // each paragraph is one whole sentence: a question never runs into a statement
    for (const p of m.body) expect(p).toMatch(/^[A-ZÀ-Ú][^?.]*[?.]$/);
    expect(m.newEnabled).toBe(true);
    expect(m.showEdit).toBe(false);
  });
});
