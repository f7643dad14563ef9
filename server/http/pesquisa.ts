import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { badRequest } from './envelope.ts';

/**
 * The ExtJS-style search parameters every "pesquisa" GET takes (SPEC §7):
 *   filter      JSON [{property, value, operator?}]   operator: eq (default), ne, lt, le, gt, ge, like, in, isnull
 *   sort        JSON [{property, direction: ASC|DESC}]
 *   map         JSON ["field", ...] or "field,field": the fields to return
 *   start/limit paging
 *   extraParams JSON {name: value}
 * Property names are checked against the resource's whitelist before anything reaches SQL;
 * values are bound parameters, never spliced.
 */
/**
 * The farthest row a search may start at. A page of a screen never starts near it (the largest listing has a
 * few thousand rows); an OFFSET of millions would have the database walk and discard them on every call.
 */
export const PESQUISA_START_MAX = 100_000;
export const START_FORA_DO_LIMITE = `Parâmetro de pesquisa inválido: "start" deve estar entre 0 e ${PESQUISA_START_MAX.toLocaleString('pt-BR')}.`;

export const PesquisaQuery = Type.Object(
  {
    filter: Type.Optional(Type.String({ maxLength: 4000 })),
    sort: Type.Optional(Type.String({ maxLength: 1000 })),
    map: Type.Optional(Type.String({ maxLength: 2000 })),
    // The bound is checked in parsePesquisa, where the message can name it (coercion still refuses non-integers).
    start: Type.Optional(Type.Integer({ minimum: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
    extraParams: Type.Optional(Type.String({ maxLength: 4000 })),
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: PESQUISA_START_MAX })),
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type PesquisaQuery = Static<typeof PesquisaQuery>;

export type FieldType = 'int' | 'text' | 'tf' | 'date' | 'timestamp' | 'number';
export type Operator = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge' | 'like' | 'in' | 'isnull';

export interface FieldDef {
  /** The SQL the property stands for: a column or an expression. */
  column: SQLWrapper;
  type: FieldType;
  /** Operators allowed in filter; omitted = not filterable. */
  ops?: Operator[];
  sortable?: boolean;
}

export interface ResourceDef {
  /** Properties addressable by filter/sort; every property listed here may also be asked for in map. */
  fields: Record<string, FieldDef>;
  /** Extra names allowed in map only (computed or nested fields the repository fills). */
  mapOnly?: string[];
  extraParams?: Record<string, FieldType>;
  defaultSort?: SQL[];
  defaultLimit?: number;
  /** Larger limits are clamped, not refused: the client asks for "very large" limits (SPEC §7). */
  maxLimit: number;
}

export interface Pesquisa {
  where: SQL | undefined;
  orderBy: SQL[];
  offset: number;
  limit: number;
  fields: string[] | null;
  extra: Record<string, unknown>;
}

const OPERATOR_ALIASES: Record<string, Operator> = {
  eq: 'eq', '=': 'eq', '==': 'eq', ne: 'ne', '!=': 'ne', '<>': 'ne',
  lt: 'lt', '<': 'lt', le: 'le', lte: 'le', '<=': 'le', gt: 'gt', '>': 'gt', ge: 'ge', gte: 'ge', '>=': 'ge',
  like: 'like', in: 'in', isnull: 'isnull',
};

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`Parâmetro de pesquisa inválido: "${name}" não é um JSON válido.`);
  }
}

function unknownProperty(kind: string, property: unknown): never {
  const shown = typeof property === 'string' ? property.slice(0, 60) : typeof property;
  throw badRequest(`Parâmetro de pesquisa inválido: a propriedade "${shown}" não é permitida em ${kind}.`);
}

/** Converts a filter value to the property's type, refusing anything else. */
export function coerce(property: string, type: FieldType, value: unknown): unknown {
  const fail = (): never => {
    throw badRequest(`Parâmetro de pesquisa inválido: valor inválido para "${property}".`);
  };
  if (value === null || value === undefined) return fail();
  switch (type) {
    case 'int': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,12}$/.test(value) ? Number(value) : NaN;
      return Number.isSafeInteger(n) ? n : fail();
    }
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : NaN;
      return Number.isFinite(n) ? n : fail();
    }
    case 'tf':
      if (value === 'T' || value === true) return true;
      if (value === 'F' || value === false) return false;
      return fail();
    case 'text':
      if (typeof value === 'string' && value.length <= 500) return value;
      if (typeof value === 'number') return String(value);
      return fail();
    case 'date': {
      if (typeof value !== 'string') return fail();
      const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
      if (br) return `${br[3]}-${br[2]}-${br[1]}`;
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : fail();
    }
    case 'timestamp': {
      if (typeof value !== 'string' && typeof value !== 'number') return fail();
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? fail() : d;
    }
  }
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function condition(property: string, def: FieldDef, op: Operator, rawValue: unknown): SQL {
  const col = def.column;
  if (op === 'isnull') return rawValue === false || rawValue === 'F' ? sql`${col} IS NOT NULL` : isNull(col);
  if (op === 'in') {
    if (!Array.isArray(rawValue) || rawValue.length === 0 || rawValue.length > 1000) {
      throw badRequest(`Parâmetro de pesquisa inválido: "${property}" espera uma lista de valores.`);
    }
    return inArray(col, rawValue.map((v) => coerce(property, def.type, v)));
  }
  if (op === 'like') {
    const text = String(coerce(property, 'text', rawValue));
    return sql`f_fold(${col}::text) LIKE '%' || f_fold(${escapeLike(text)}) || '%'`;
  }
  const value = coerce(property, def.type, rawValue);
  const build = { eq, ne, lt, le: lte, gt, ge: gte }[op];
  return build(col, value);
}

function asArray(name: string, value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return [value];
  throw badRequest(`Parâmetro de pesquisa inválido: "${name}" deve ser uma lista.`);
}

export function parsePesquisa(query: PesquisaQuery, resource: ResourceDef): Pesquisa {
  if (query.start !== undefined && !(Number.isSafeInteger(query.start) && query.start >= 0 && query.start <= PESQUISA_START_MAX)) {
    throw badRequest(START_FORA_DO_LIMITE);
  }
  const conditions: SQL[] = [];
  for (const item of asArray('filter', query.filter ? parseJson('filter', query.filter) : null)) {
    if (!item || typeof item !== 'object') throw badRequest('Parâmetro de pesquisa inválido: filtro malformado.');
    const { property, value, operator } = item as Record<string, unknown>;
    const def = typeof property === 'string' && Object.hasOwn(resource.fields, property) ? resource.fields[property] : undefined;
    if (!def || !def.ops) unknownProperty('filter', property);
    const op = OPERATOR_ALIASES[String(operator ?? 'eq').toLowerCase()];
    if (!op || !def.ops.includes(op)) {
      throw badRequest(`Parâmetro de pesquisa inválido: operador não permitido para "${property as string}".`);
    }
    conditions.push(condition(property as string, def, op, value));
  }

  const orderBy: SQL[] = [];
  for (const item of asArray('sort', query.sort ? parseJson('sort', query.sort) : null)) {
    const { property, direction } = (item ?? {}) as Record<string, unknown>;
    const def = typeof property === 'string' && Object.hasOwn(resource.fields, property) ? resource.fields[property] : undefined;
    if (!def || !def.sortable) unknownProperty('sort', property);
    const dir = String(direction ?? 'ASC').toUpperCase();
    if (dir !== 'ASC' && dir !== 'DESC') throw badRequest('Parâmetro de pesquisa inválido: direção de ordenação deve ser ASC ou DESC.');
    orderBy.push(dir === 'ASC' ? asc(def.column) : desc(def.column));
  }

  let fields: string[] | null = null;
  if (query.map) {
    const parsed = query.map.trim().startsWith('[') ? parseJson('map', query.map) : query.map.split(',');
    fields = asArray('map', parsed).map((f) => {
      const name = typeof f === 'string' ? f.trim() : f;
      if (typeof name !== 'string' || !(Object.hasOwn(resource.fields, name) || resource.mapOnly?.includes(name))) {
        unknownProperty('map', name);
      }
      return name;
    });
  }

  const extra: Record<string, unknown> = {};
  if (query.extraParams) {
    const parsed = parseJson('extraParams', query.extraParams);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw badRequest('Parâmetro de pesquisa inválido: "extraParams" deve ser um objeto.');
    }
    for (const [name, value] of Object.entries(parsed)) {
      const type = resource.extraParams && Object.hasOwn(resource.extraParams, name) ? resource.extraParams[name] : undefined;
      if (!type) unknownProperty('extraParams', name);
      extra[name] = coerce(name, type, value);
    }
  }

  const limit = Math.min(query.limit ?? resource.defaultLimit ?? 25, resource.maxLimit);
  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy: orderBy.length ? orderBy : (resource.defaultSort ?? []),
    offset: query.start ?? 0,
    limit,
    fields,
    extra,
  };
}

/** Keeps only the fields asked for in map; dotted names ("prcSeletivo.prcSltCodigo") keep nested paths. */
export function applyMap<T extends Record<string, unknown>>(rows: T[], fields: string[] | null): Record<string, unknown>[] {
  if (!fields) return rows;
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const path of fields) {
      const parts = path.split('.');
      let src: unknown = row;
      for (const p of parts) src = src && typeof src === 'object' ? (src as Record<string, unknown>)[p] : undefined;
      let dst = out;
      parts.slice(0, -1).forEach((p) => {
        dst[p] = (dst[p] as Record<string, unknown>) ?? {};
        dst = dst[p] as Record<string, unknown>;
      });
      dst[parts[parts.length - 1]] = src;
    }
    return out;
  });
}
