import { describe, expect, it } from 'vitest';
import { draftKey, emptyDraft, loadOwnDraft, saveDraft } from '../../src/features/inscricao/inscricao.ts';
import { clearDrafts, forgetOthersDrafts } from '../../src/lib/drafts.ts';

/** A Storage over a Map, as the browser's localStorage/sessionStorage behave. */
function storage(init: Record<string, string> = {}): Storage & { dump(): Record<string, string> } {
  const m = new Map(Object.entries(init));
  return {
    get length() {
      return m.size;
    },
    key: (i: number) => [...m.keys()][i] ?? null,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
    dump: () => Object.fromEntries(m),
  };
}

describe('enrolment drafts belong to the person who typed them (issue 18, point 9)', () => {
  it('are kept under their owner, and a draft naming someone else (or no one) is not offered', () => {
    const s = storage();
    const ana = draftKey(101, 5, 0);
    expect(ana).toBe('ps:rascunho:101:5:0');
    saveDraft(s, ana, { ...emptyDraft(), dono: 101, values: { a: '1' } });
    expect(loadOwnDraft(s, ana, 101)?.values).toEqual({ a: '1' });
    // the same text under Bruno's key is still Ana's
    s.setItem(draftKey(202, 5, 0), s.getItem(ana)!);
    expect(loadOwnDraft(s, draftKey(202, 5, 0), 202)).toBeNull();
    // a draft from before owners were recorded
    s.setItem(draftKey(202, 6, 0), JSON.stringify({ ...emptyDraft(), dono: undefined }));
    expect(loadOwnDraft(s, draftKey(202, 6, 0), 202)).toBeNull();
  });

  it('opening the form drops everyone else’s drafts and the old per-form ones, and keeps the rest', () => {
    const s = storage({ 'ps:rascunho:101:5:0': 'ana', 'ps:rascunho:202:5:0': 'bruno', 'ps:rascunho:1010:5:0': 'outra', 'ps:rascunho:5:0': 'antigo', outra: 'coisa' });
    forgetOthersDrafts(s, 202);
    expect(s.dump()).toEqual({ 'ps:rascunho:202:5:0': 'bruno', outra: 'coisa' });
  });

  it('Sair clears every draft and what the tab kept of the session, nothing else', () => {
    const local = storage({ 'ps:rascunho:101:5:0': 'ana', 'ps:rascunho:202:7:9': 'bruno', tema: 'escuro' });
    const session = storage({ 'ps:criarConta': '{"documento":"52998224725"}', pssFscVncInterno: 'T', outra: 'x' });
    clearDrafts(local, session);
    expect(local.dump()).toEqual({ tema: 'escuro' });
    expect(session.dump()).toEqual({ outra: 'x' });
  });
});
