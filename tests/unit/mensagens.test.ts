import { describe, expect, it } from 'vitest';
import {
  applyError,
  applyPage,
  applyRecipient,
  canLoadMore,
  initialState,
  markReadLocally,
  modalDateTime,
  nextStart,
  reset,
  senderText,
  todayBr,
  typeBadgeClass,
  typeLabel,
  type MessageItem,
} from '../../src/features/mensagens/mensagens.ts';

const item = (n: number, read = false, over: Partial<MessageItem['mensagem']> = {}): MessageItem => ({
  mnsDstCodigo: n,
  mnsDstDtaLeitura: read ? '2026-11-01T10:00:00.000Z' : null,
  mnsDstGlobal: null,
  mensagemEmail: null,
  pssFisica: { pssFscCodigo: 1 },
  mensagem: { mnsCodigo: n, mnsAssunto: `A${n}`, mnsTexto: '', mnsDtaAgendamento: '2026-11-01T10:00:00.000Z', sistema: { sstCodigo: 'SGPS' }, pssFisica: null, tblGrlItmMnsTipo: { tblGrlItmCodigo: 'Mensagem' }, ...over },
});
const page = (from: number, count: number, total: number) => ({ items: Array.from({ length: count }, (_, i) => item(from + i)), total, naoLidas: total, lidas: 0 });

describe('paginação', () => {
  it('nada carrega antes do primeiro reset; páginas se acumulam e a lista termina no total', () => {
    let s = reset(initialState());
    expect(canLoadMore(s)).toBe(true);
    s = applyPage({ ...s, loading: true }, page(0, 10, 25));
    expect([s.items.length, s.done, nextStart(s)]).toEqual([10, false, 10]);
    s = applyPage(s, page(10, 10, 25));
    s = applyPage(s, page(20, 5, 25));
    expect([s.items.length, s.done, canLoadMore(s)]).toEqual([25, true, false]);
  });

  it('exatamente 10 no total termina sem pedir outra página; página curta também termina', () => {
    expect(applyPage(reset(initialState()), page(0, 10, 10)).done).toBe(true);
    expect(applyPage(reset(initialState()), page(0, 3, 99)).done).toBe(true);
    expect(applyPage(reset(initialState()), page(0, 0, 0))).toMatchObject({ done: true, items: [] });
  });

  it('erro para a paginação até um novo reset (filtro, pesquisa, marcar todas)', () => {
    const s = applyError(applyPage(reset(initialState()), page(0, 10, 30)));
    expect([s.error, s.loading, canLoadMore(s), s.items.length]).toEqual([true, false, false, 10]);
    const r = reset(s, { filtro: 'N' });
    expect(r).toMatchObject({ filtro: 'N', items: [], error: false, done: false, generation: s.generation + 1 });
    expect(canLoadMore(r)).toBe(true);
    expect(canLoadMore({ ...r, loading: true })).toBe(false);
  });
});

describe('marcar como lida localmente', () => {
  it('define a data, move um do contador de não lidas para lidas, só uma vez', () => {
    const s = { ...applyPage(reset(initialState()), { items: [item(1), item(2, true)], total: 2, naoLidas: 1, lidas: 1 }) };
    const now = new Date('2026-11-22T13:00:00Z');
    const r = markReadLocally(s, 1, now);
    expect(r.items[0].mnsDstDtaLeitura).toBe(now.toISOString());
    expect([r.naoLidas, r.lidas]).toEqual([0, 2]);
    expect(markReadLocally(r, 1, now)).toBe(r);
    expect(markReadLocally(r, 2, now)).toBe(r);
    expect(markReadLocally(r, 99, now)).toBe(r);
  });
  it('guarda o mnsDstCodigo criado para uma global', () => {
    const g = { ...item(5), mnsDstCodigo: null, mnsDstGlobal: { mnsDstGlbCodigo: 3 } };
    const s = applyPage(reset(initialState()), { items: [g], total: 1, naoLidas: 1, lidas: 0 });
    expect(applyRecipient(s, 5, 77).items[0].mnsDstCodigo).toBe(77);
    expect(applyRecipient(s, 5, null)).toBe(s);
  });
});

describe('o que o item e o modal mostram', () => {
  it('remetente, ou o código do sistema', () => {
    expect(senderText(item(1, false, { pssFisica: { pssFscNome: 'Pró-Reitoria' } }))).toBe('Pró-Reitoria');
    expect(senderText(item(1, false, { sistema: { sstCodigo: 'CPS' } }))).toBe('CPS');
  });
  it('cores do tipo: Mensagem primary, Noticia danger, outro default', () => {
    expect(typeBadgeClass('Mensagem')).toBe('text-bg-primary');
    expect(typeBadgeClass('Noticia')).toBe('text-bg-danger');
    expect(typeBadgeClass('Aviso')).toBe('text-bg-secondary');
    expect(typeLabel('Noticia')).toBe('Notícia');
    expect(typeLabel('Mensagem')).toBe('Mensagem');
  });
  it('data e hora no modal em São Paulo; data de leitura enviada dd/mm/aaaa', () => {
    expect(modalDateTime('2026-11-22T01:30:00.000Z')).toBe('21/11/2026 22:30');
    expect(todayBr(new Date('2026-11-22T01:30:00.000Z'))).toBe('21/11/2026');
  });
});
