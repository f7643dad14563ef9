import type { RegisteredRoute } from '../../server/plugins/route-list.ts';
import { ENTRADA_RENOVADA, PAGINA_RENOVADA } from '../../server/login/csrf-em-html.ts';
import { CSRF_REFUSED } from '../../server/plugins/csrf.ts';

/** A JSON-schema node as TypeBox emits it (plain JSON Schema). */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface RouteRequest {
  method: string;
  /** Path with its :params filled in. */
  url: string;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

/** Routes of the API and the login app, in a stable order. */
export function apiRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  return [...routes].filter((r) => r.url.startsWith('/sgps/') || r.url.startsWith('/login')).sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

export function schemaOf(route: RegisteredRoute, part: 'params' | 'querystring' | 'body'): SchemaNode | undefined {
  return (route.schema as Record<string, SchemaNode> | undefined)?.[part];
}

/** Every parameter name a route accepts (path, query, body), top level only. */
export function parameterNames(route: RegisteredRoute): string[] {
  const names = new Set<string>();
  for (const part of ['params', 'querystring', 'body'] as const) for (const k of Object.keys(schemaOf(route, part)?.properties ?? {})) names.add(k);
  for (const m of route.url.matchAll(/:(\w+)/g)) names.add(m[1]);
  return [...names];
}

/** A value that satisfies the schema node, preferring the bank's value for a known name. */
export function sample(node: SchemaNode | undefined, name: string, bank: Record<string, unknown>): unknown {
  if (name in bank) return bank[name];
  if (!node) return '1';
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  if (node.default !== undefined) return node.default;
  if (node.anyOf) return sample(node.anyOf.find((n) => n.type !== 'null') ?? node.anyOf[0], name, bank);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(node.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(node.items, name, bank)];
    case 'object':
      return fillObject(node, bank, true);
    case 'string':
      if (node.pattern) {
        const re = new RegExp(node.pattern);
        const fit = ['T', '1', 'REEXAME', 'abc12345', 'Texto de teste', '12345678', '52998224725', 'a@b.com'].find((c) => re.test(c));
        if (fit) return fit;
      }
      if (node.format === 'date' || /Dt|Data/.test(name)) return '22/11/2026';
      return 'Texto de teste'.padEnd(Math.max(node.minLength ?? 1, 1), '.').slice(0, node.maxLength ?? 1000);
    default:
      return '1';
  }
}

/** Required properties, plus every optional one the bank knows (or all of them when `all`). */
export function fillObject(node: SchemaNode | undefined, bank: Record<string, unknown>, all = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(node?.required ?? []);
  for (const [k, child] of Object.entries(node?.properties ?? {})) {
    if (required.has(k) || k in bank || all) out[k] = sample(child, k, bank);
  }
  return out;
}

/** A well-formed request for the route, with the bank's values wherever a parameter has a known name. */
export function buildRequest(route: RegisteredRoute, bank: Record<string, unknown>): RouteRequest {
  const params = fillObject(schemaOf(route, 'params'), bank, true);
  const url = route.url.replace(/:(\w+)/g, (_m, p: string) => encodeURIComponent(String(params[p] ?? bank[p] ?? 1)));
  const query = fillObject(schemaOf(route, 'querystring'), bank);
  const body = route.method === 'GET' ? undefined : fillObject(schemaOf(route, 'body'), bank);
  return { method: route.method, url, query, body };
}

export function withQuery(url: string, query: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) qs.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

/**
 * A CSRF refusal, as each app answers it: the API's envelope (and a cross-site post anywhere), or, for a same-site
 * post to the login app's forms, its page (server/login/csrf-em-html.ts). Either way 403 and nothing done.
 */
export function ehRecusaDeCsrf(res: { statusCode: number; headers: Record<string, unknown>; json(): { message?: string }; body: string }): boolean {
  if (res.statusCode !== 403) return false;
  if (String(res.headers['content-type'] ?? '').includes('json')) return res.json().message === CSRF_REFUSED;
  return res.body.includes(ENTRADA_RENOVADA) || res.body.includes(PAGINA_RENOVADA);
}
