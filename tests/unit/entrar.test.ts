import { describe, expect, it } from 'vitest';
import { entryRedirect, handOff, maskCpf, phaseFor, processCodeFrom } from '../../src/features/entrar/entrar.ts';
import { isUpcoming, upcomingLimit } from '../../src/domain/inscricao-periodo.ts';
import { strictoEnrolLink, strictoTabs } from '../../src/features/stricto/stricto.ts';
import type { StrictoItem } from '../../src/domain/wire/listagem.ts';

describe('entry screen rules', () => {
  it('masks a CPF while typing', () => {
    expect(maskCpf('5')).toBe('5');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
    expect(maskCpf('abc')).toBe('');
  });

  it('redirects: session + code -> new enrolment, session -> home, nothing -> login, code only -> stay', () => {
    expect(entryRedirect(1001, 7)).toEqual({ to: 'inscrever', path: '/prcSeletivo/inscrever/1001/7/0' });
    expect(entryRedirect(1001, null)).toEqual({ to: 'home', path: '/home' });
    expect(entryRedirect(null, null)).toEqual({ to: 'login' });
    expect(entryRedirect(null, 7)).toBeNull();
  });

  it('states: missing or not current, groups, document entry', () => {
    expect(phaseFor(null)).toBe('naoVigente');
    expect(phaseFor({ prcSltVigente: 'F', prcSltTemGrupos: 'T' })).toBe('naoVigente');
    expect(phaseFor({ prcSltVigente: 'T', prcSltTemGrupos: 'T' })).toBe('grupos');
    expect(phaseFor({ prcSltVigente: 'T', prcSltTemGrupos: 'F' })).toBe('documento');
  });

  it('hand-off: person code 0, no enrolment, the state', () => {
    expect(handOff(7, 'estrangeiro', 'PASSAPORTE', 'X1')).toEqual({
      path: '/prcSeletivo/inscrever/0/7/0',
      state: { criarConta: true, nacionalidade: 'estrangeiro', documento: 'X1', tpDcmPessoal: 'PASSAPORTE', prcSltCodigo: 7 },
    });
    expect(processCodeFrom('-')).toBeNull();
    expect(processCodeFrom('12')).toBe(12);
    expect(processCodeFrom('0')).toBeNull();
  });
});

describe('upcoming window (São Paulo days)', () => {
  it('ends at São Paulo midnight after the last day', () => {
    const now = new Date('2026-11-22T13:00:00Z');
    expect(upcomingLimit(now, 30).toISOString()).toBe('2026-12-23T03:00:00.000Z');
    // 23:30 in São Paulo is already the next UTC day, still the same local day
    expect(upcomingLimit(new Date('2026-11-23T02:30:00Z'), 1).toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(isUpcoming(new Date('2026-12-23T02:59:59Z'), now, 30)).toBe(true);
    expect(isUpcoming(new Date('2026-12-23T03:00:00Z'), now, 30)).toBe(false);
    expect(isUpcoming(now, now, 30)).toBe(false);
  });
});

describe('stricto tabs', () => {
  const item = (t: string, extra: Partial<StrictoItem> = {}): StrictoItem => ({
    pssEtpCodigo: 1, pssEtpMncTitulo: t, pssEtpDescricao: null, pssEtpDtInicio: '01/11/2026', pssEtpDtFim: '30/11/2026', pssEtpUrlEdital: null, pssEtpUrl: null, pssEtpCampus: null, tblGrlItemTpInsercao: null, prcSeletivo: { prcSltCodigo: 3 }, ...extra,
  });
  it('classifies by title in the spec order and sorts open calls in Portuguese order', () => {
    const tabs = strictoTabs([item('Mestrado em Zootecnia'), item('Doutorado em Física'), item('Aluno Especial - Doutorado'), item('Pós-doutorado em Química'), item('Mestrado em Ética')], []);
    expect(tabs.map((t) => [t.key, t.abertas.map((i) => i.pssEtpMncTitulo)])).toEqual([
      ['mestrado', ['Mestrado em Ética', 'Mestrado em Zootecnia']],
      ['doutorado', ['Doutorado em Física']],
      ['especial', ['Aluno Especial - Doutorado']],
      ['posdoutorado', ['Pós-doutorado em Química']],
    ]);
  });
  it('links: RgsExterno to its URL, otherwise the entry screen of the process', () => {
    expect(strictoEnrolLink(item('x'))).toEqual({ href: '/entrar/3', external: false });
    expect(strictoEnrolLink(item('x', { tblGrlItemTpInsercao: 'RgsExterno', pssEtpUrl: 'https://e.x/y', prcSeletivo: null }))).toEqual({ href: 'https://e.x/y', external: true });
    expect(strictoEnrolLink(item('x', { prcSeletivo: null }))).toBeNull();
  });
});
