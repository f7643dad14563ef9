/**
 * Rows leave the API in the spec's wire form: booleans as 'T'/'F' (SPEC §5), everything else as is.
 * Works on nested objects and arrays so repositories can return plain query results.
 */
export type Wire<T> = T extends boolean
  ? 'T' | 'F'
  : T extends Date
    ? string
    : T extends (infer U)[]
      ? Wire<U>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

export function toWire<T>(value: T): Wire<T> {
  if (typeof value === 'boolean') return (value ? 'T' : 'F') as Wire<T>;
  if (value instanceof Date) return value.toISOString() as Wire<T>;
  if (Array.isArray(value)) return value.map(toWire) as Wire<T>;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = toWire(v);
    return out as Wire<T>;
  }
  return value as Wire<T>;
}
