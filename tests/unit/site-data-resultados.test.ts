import { expect, it } from 'vitest';
import { fetchSiteData, type SgpsGet } from '../../src/build/site-data.ts';

const resultado = (p: number) => ({ prcSltCodigo: p, prcSltDescricao: `P${p}`, tipo: 'final', publicadoEm: '2027-01-01T00:00:00.000Z', opcoes: [] });

const get =
  (falha: (p: number) => Error | null): SgpsGet =>
  async (path) => {
    if (path.startsWith('prcSeletivo/pesquisa2')) return { success: true, data: [1, 2, 3].map((p) => ({ prcSltCodigo: p, prcSltDescricao: `P${p}` })), total: 3 };
    const m = /^resultado\/(\d+)$/.exec(path);
    if (m) {
      const err = falha(Number(m[1]));
      if (err) throw err;
      return { success: true, data: resultado(Number(m[1])) };
    }
    return { success: true, data: [] };
  };

it('reads the published result of each process, skipping those with none (404)', async () => {
  const d = await fetchSiteData(get((p) => (p === 2 ? new Error('HTTP 404 em resultado/2') : null)), 'api');
  expect(d.resultados?.map((r) => r.prcSltCodigo)).toEqual([1, 3]);
});

it('fails on any other error (the rebuild then keeps the last good site)', async () => {
  await expect(fetchSiteData(get((p) => (p === 3 ? new Error('HTTP 500 em resultado/3') : null)), 'api')).rejects.toThrow('HTTP 500');
});
