/**
 * The entry guard's code reading (SPEC §2): prcSltCodigo from the query string (?prcSltCodigo=5)
 * or from the hash (#prcSltCodigo=5, #/?prcSltCodigo=5). Anything that is not a positive code is absent.
 */
export function guardCode(search: string, hash: string): number | null {
  const fromQuery = new URLSearchParams(search).get('prcSltCodigo');
  const h = hash.replace(/^#\/?/, '');
  const fromHash = new URLSearchParams(h.includes('?') ? h.slice(h.indexOf('?') + 1) : h).get('prcSltCodigo');
  for (const raw of [fromQuery, fromHash]) {
    if (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0) return Number(raw);
  }
  return null;
}
