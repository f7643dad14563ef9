/**
 * Every route of SPEC §2, in one table. It is the single source for the pages (their shells),
 * the islands' parameter parsing, the server's rewrites and the generated nginx rules.
 *
 * Parameter routes are static shells: the page for `/ensalamento/:prcSltCodigo/:insPrcCodigo` is built once,
 * at the shell path with every parameter replaced by '-' (its page is src/pages/ensalamento/-/-.astro, framed by
 * src/layouts/Shell.astro; built as dist/ensalamento/-/-/index.html), and the server (or nginx) serves it for any
 * concrete path; the island reads the values with matchRoute().
 *
 * The edit route's order of values (the spec leaves it open): /editar/{prcSltCodigo}/{pssFscCodigo}/{insPrcCodigo},
 * the same order as the new-enrolment route (process before enrolment) so the two read alike.
 */
export type Access = 'public' | 'login' | 'guard';

export interface RouteDef {
  pattern: string;
  access: Access;
  /** Parameters that may be absent at the end of the path. */
  optional?: string[];
}

export const ROUTES = {
  guard: { pattern: '/', access: 'guard' },
  entrar: { pattern: '/entrar', access: 'public' },
  entrarProcesso: { pattern: '/entrar/:prcSltCodigo', access: 'public' },
  resultadoProcesso: { pattern: '/resultado/:prcSltCodigo', access: 'public' },
  // A large result's option page (issue 22): the process page is then an index of its options.
  resultadoOpcao: { pattern: '/resultado/:prcSltCodigo/:opcCodigo', access: 'public' },
  home: { pattern: '/home', access: 'login' },
  prcSeletivo: { pattern: '/prcSeletivo', access: 'login' },
  inscrever: { pattern: '/prcSeletivo/inscrever/:pessoaCode/:prcSltCodigo/:insPrcCodigo', access: 'login' },
  editar: { pattern: '/editar/:prcSltCodigo/:pssFscCodigo/:insPrcCodigo', access: 'login' },
  inscricaoRapida: { pattern: '/inscricao-rapida', access: 'login' },
  cronogramas: {
    pattern: '/cronogramas/:prcSltCodigo/:insPrcCodigo/:tblGrlItmCdgPrcSltTpCrn/:insRapida',
    access: 'login',
    optional: ['insRapida'],
  },
  cronogramaDevolucao: { pattern: '/cronograma-devolucao/:prcSltCodigo/:insPrcCodigo/:tblGrlItmCdgPrcSltTpCrn', access: 'login' },
  reexame: { pattern: '/reexame/:prcSltCodigo/:insPrcCodigo/:tblGrlItmCdgPrcSltTpCrn', access: 'login' },
  listaFiscais: { pattern: '/lista-fiscais/:prcSltCodigo/:insPrcCodigo/:prcSltMncPrvCodigo', access: 'login' },
  mensagens: { pattern: '/mensagens', access: 'login' },
  stricto: { pattern: '/stricto', access: 'public' },
  especializacoes: { pattern: '/especializacoes', access: 'public' },
  autorizacaoAplicacao: { pattern: '/autorizacao-aplicacao/:sucesso', access: 'public' },
  prcSltInsConvocado: { pattern: '/prcSltInsConvocado', access: 'login' },
  ensalamentoGeral: { pattern: '/ensalamento/:prcSltCodigo', access: 'public' },
  ensalamentoIndividual: { pattern: '/ensalamento/:prcSltCodigo/:insPrcCodigo', access: 'login' },
  smlSeriado: { pattern: '/sml-seriado/:prcSltCodigo/:insPrcCodigo', access: 'login' },
  verificarComprovante: { pattern: '/verificar-comprovante', access: 'public' },
  pagamento: { pattern: '/pagamento/:insPrcCodigo', access: 'login' },
  documentos: { pattern: '/documentos/:insPrcCodigo', access: 'login' },
  // "Por que estou nesta posição?" (issue 36 item 8): one enrolment's place in the published result, explained.
  resultadoExplicacao: { pattern: '/por-que/:insPrcCodigo', access: 'login' },
  // The staff back office (issue 20): same site, same login; the API refuses anyone without a staff role.
  gestao: { pattern: '/gestao', access: 'login' },
  gestaoNovo: { pattern: '/gestao/novo', access: 'login' },
  gestaoEquipe: { pattern: '/gestao/equipe', access: 'login' },
  gestaoListagens: { pattern: '/gestao/listagens', access: 'login' },
  gestaoProcesso: { pattern: '/gestao/processo/:prcSltCodigo', access: 'login' },
  gestaoOpcoes: { pattern: '/gestao/processo/:prcSltCodigo/opcoes', access: 'login' },
  gestaoProvas: { pattern: '/gestao/processo/:prcSltCodigo/provas', access: 'login' },
  gestaoFormulario: { pattern: '/gestao/processo/:prcSltCodigo/formulario', access: 'login' },
  gestaoCronogramas: { pattern: '/gestao/processo/:prcSltCodigo/cronogramas', access: 'login' },
  gestaoAuditoria: { pattern: '/gestao/processo/:prcSltCodigo/auditoria', access: 'login' },
  gestaoIsencoes: { pattern: '/gestao/processo/:prcSltCodigo/isencoes', access: 'login' },
  gestaoDocumentos: { pattern: '/gestao/processo/:prcSltCodigo/documentos', access: 'login' },
  gestaoVerificacoes: { pattern: '/gestao/processo/:prcSltCodigo/verificacoes', access: 'login' },
  gestaoReexame: { pattern: '/gestao/processo/:prcSltCodigo/reexame', access: 'login' },
  gestaoConciliacao: { pattern: '/gestao/processo/:prcSltCodigo/pagamentos', access: 'login' },
  gestaoPagamentos: { pattern: '/gestao/pagamentos', access: 'login' },
  gestaoExportacao: { pattern: '/gestao/processo/:prcSltCodigo/exportacao', access: 'login' },
  gestaoEnsalamento: { pattern: '/gestao/processo/:prcSltCodigo/ensalamento', access: 'login' },
  gestaoClassificacao: { pattern: '/gestao/processo/:prcSltCodigo/classificacao', access: 'login' },
  gestaoResultados: { pattern: '/gestao/processo/:prcSltCodigo/resultados', access: 'login' },
  gestaoMensagens: { pattern: '/gestao/mensagens', access: 'login' },
  gestaoInscricoes: { pattern: '/gestao/inscricoes', access: 'login' },
  gestaoInscricao: { pattern: '/gestao/inscricao/:insPrcCodigo', access: 'login' },
  gestaoContas: { pattern: '/gestao/contas', access: 'login' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export type RouteParams = Record<string, string>;

/** A parameter value: codes, flags and the like. No dots or slashes, so a value can never walk the file tree. */
const PARAM = /^[A-Za-z0-9_-]{1,40}$/;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export function paramNames(name: RouteName): string[] {
  return segments(ROUTES[name].pattern).filter((s) => s.startsWith(':')).map((s) => s.slice(1));
}

/** Matches one route's pattern; null when the path is not that route. */
export function matchPattern(def: RouteDef, pathname: string): RouteParams | null {
  const want = segments(def.pattern);
  const got = segments(decodeURIComponent(pathname));
  const optional = def.optional ?? [];
  const required = want.filter((s) => !(s.startsWith(':') && optional.includes(s.slice(1))));
  if (got.length < required.length || got.length > want.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    const g = got[i];
    if (!w.startsWith(':')) {
      if (w !== g) return null;
      continue;
    }
    if (g === undefined) continue; // an optional trailing parameter left out
    if (!PARAM.test(g)) return null;
    params[w.slice(1)] = g;
  }
  return params;
}

/** The route a path belongs to. Literal routes win over parameter routes of the same length. */
export function matchRoute(pathname: string): { name: RouteName; params: RouteParams } | null {
  const clean = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
  let best: { name: RouteName; params: RouteParams; literal: number } | null = null;
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const params = matchPattern(ROUTES[name], clean);
    if (!params) continue;
    const literal = segments(ROUTES[name].pattern).filter((s) => !s.startsWith(':')).length;
    if (!best || literal > best.literal) best = { name, params, literal };
  }
  return best && { name: best.name, params: best.params };
}

/** Builds the path of a route; optional parameters left empty are dropped. */
export function buildPath(name: RouteName, params: Record<string, string | number> = {}): string {
  const def: RouteDef = ROUTES[name];
  const out: string[] = [];
  for (const s of segments(def.pattern)) {
    if (!s.startsWith(':')) {
      out.push(s);
      continue;
    }
    const key = s.slice(1);
    const value = params[key];
    if (value === undefined || value === '') {
      if (def.optional?.includes(key)) continue;
      throw new Error(`buildPath(${name}): missing parameter ${key}`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}

/** The path at which a parameter route's static shell is built: every parameter is '-', optional ones dropped. */
export function shellPath(name: RouteName): string {
  const def: RouteDef = ROUTES[name];
  return `/${segments(def.pattern)
    .filter((s) => !(s.startsWith(':') && def.optional?.includes(s.slice(1))))
    .map((s) => (s.startsWith(':') ? '-' : s))
    .join('/')}`;
}

export const hasParams = (name: RouteName) => ROUTES[name].pattern.includes(':');

/** A code from a route parameter: a positive integer (or 0 when `zero`), else null ('-', 'abc', a malformed path). */
export function paramCode(v: string | undefined, zero = false): number | null {
  if (!v || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 || (zero && n === 0) ? n : null;
}

/** The parameters of the current page, for islands. */
export function currentParams(name: RouteName, pathname: string): RouteParams | null {
  return matchPattern(ROUTES[name], pathname.replace(/\/+$/, ''));
}
