/** What a pesquisa call asks (SPEC §7). */
export interface Pesquisa {
  filter?: { property: string; value: unknown; operator?: string }[];
  sort?: { property: string; direction: 'ASC' | 'DESC' }[];
  map?: string[];
  start?: number;
  limit?: number;
  extraParams?: Record<string, unknown>;
}

/** ExtJS-style search parameters (SPEC §7), JSON-encoded as the API expects. No dependencies: plain islands use it too. */
export function pesquisaParams(p: Pesquisa): Record<string, unknown> {
  return {
    filter: p.filter ? JSON.stringify(p.filter) : undefined,
    sort: p.sort ? JSON.stringify(p.sort) : undefined,
    map: p.map ? JSON.stringify(p.map) : undefined,
    start: p.start,
    limit: p.limit,
    extraParams: p.extraParams ? JSON.stringify(p.extraParams) : undefined,
  };
}
