/**
 * Issue 35, item 3: every staff screen loads and saves one way. Reads go through the Carga convention
 * (src/lib/fila.store.ts; hooks in src/components/gestao/useFila.tsx), writes through `enviar` of
 * src/components/gestao/useEscrita.tsx. This test reads every island of the staff screens (and the hooks of
 * src/components/gestao) and fails on the marks of a hand-written load or write:
 *  - `catch` (a try/catch or a promise's .catch): failures are the convention's to show;
 *  - `showError(`: the error modal is opened by `enviar`, not by a screen;
 *  - `useState<Carga`: a Carga lives in a store or in `useCarga`, never in a component's own state;
 *  - a call of a function imported from an `*.api.ts` module (or of the HTTP client itself) outside `enviar(...)` or
 *    a Carga loader (`useCarga(`, `carregarEm(`, `criarCarga(`, `criarFila(`): passing the function (`useCarga(buscarX)`)
 *    is fine, calling it by hand is a hand-written load or write.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '..', '..');

/** The convention itself: the one place that catches a refused write and opens the error modal. */
const A_CONVENCAO = new Set(['src/components/gestao/useEscrita.tsx']);

/**
 * Staff screens allowed to break a rule for now: none since both halves of the conversion were merged (session 13).
 * The list only ever shrinks: a file named here must exist and still break a rule (the test below).
 */
const AINDA_NAO_CONVERTIDAS = new Set<string>([
]);

/** `confirmar(` is usePassoGuardado's (a guarded step, sent through enviar); `useConsulta(` a read asked by the user. */
const CHAMADORES_DA_CONVENCAO = ['enviar(', 'confirmar(', 'useCarga(', 'useConsulta(', 'carregarEm(', 'criarCarga(', 'criarFila(', 'criarLeitura('];
const CLIENTE_HTTP = /^api(Get|Post|PostJson|PostForm|Delete|Put|Upload)\w*$/;

/** The end of the call whose '(' is at `abre` (strings and template literals skipped; good enough for our code). */
function fechamento(texto: string, abre: number): number {
  let nivel = 0;
  for (let i = abre; i < texto.length; i++) {
    const c = texto[i];
    if (c === "'" || c === '"' || c === '`') {
      const fim = texto.indexOf(c, i + 1);
      if (fim < 0) return texto.length;
      i = fim;
    } else if (c === '(') nivel++;
    else if (c === ')' && --nivel === 0) return i;
  }
  return texto.length;
}

/**
 * True when `modulo` (an api module's text) declares `nome` as a call — its declaration, up to the next export, calls
 * the HTTP client, fetches, awaits or answers a Promise — and not as a function that only builds an address.
 */
function eChamada(nome: string, modulo: string): boolean {
  const inicio = modulo.search(new RegExp(`export\\s+(async\\s+)?(function|const)\\s+${nome}\\b`));
  if (inicio < 0) return true;
  const fim = modulo.indexOf('\nexport ', inicio + 1);
  return /\bapi[A-Z]\w*\s*(<[^>]*>)?\(|\bfetch\(|\bgetSemCliente\b|\bawait\b|\bPromise</.test(modulo.slice(inicio, fim < 0 ? undefined : fim));
}

/**
 * The calls a file imports from an `*.api.ts` module or from the HTTP client. `ler` gives an imported module's text
 * (by the import's path), to leave out what only builds an address; without it every imported function counts.
 */
function funcoesDaApi(texto: string, ler?: (caminho: string) => string | undefined): string[] {
  const nomes: string[] = [];
  for (const m of texto.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const daApi = m[2].endsWith('.api.ts');
    const doCliente = m[2].endsWith('lib/api-client.ts');
    if (!daApi && !doCliente) continue;
    for (const parte of m[1].split(',')) {
      const p = parte.trim();
      if (!p || p.startsWith('type ')) continue;
      const nome = p.split(/\s+as\s+/).pop()!.trim();
      const modulo = daApi ? ler?.(m[2]) : undefined;
      if (doCliente ? CLIENTE_HTTP.test(nome) : modulo === undefined || eChamada(p.split(/\s+as\s+/)[0].trim(), modulo)) nomes.push(nome);
    }
  }
  return nomes;
}

/** What in one island's text breaks the convention, one line per finding. */
export function violacoes(texto: string, ler?: (caminho: string) => string | undefined): string[] {
  const achadas: string[] = [];
  const linha = (pos: number) => texto.slice(0, pos).split('\n').length;
  for (const m of texto.matchAll(/\bcatch\b/g)) achadas.push(`linha ${linha(m.index)}: catch (a falha de uma leitura ou escrita é da convenção)`);
  for (const m of texto.matchAll(/\bshowError\(/g)) achadas.push(`linha ${linha(m.index)}: showError( (quem abre o modal de erro é enviar)`);
  for (const m of texto.matchAll(/useState<Carga\b/g)) achadas.push(`linha ${linha(m.index)}: useState<Carga (use useCarga ou uma Carga do store)`);

  const permitidas: [number, number][] = [];
  for (const chamador of CHAMADORES_DA_CONVENCAO) {
    for (let i = texto.indexOf(chamador); i >= 0; i = texto.indexOf(chamador, i + 1)) {
      // `escrita.enviar(` and `guardado.confirmar(` are the convention's too; `xuseCarga(` is not.
      if (/[\w$]/.test(texto[i - 1] ?? '')) continue;
      const abre = i + chamador.length - 1;
      permitidas.push([abre, fechamento(texto, abre)]);
    }
  }
  for (const nome of funcoesDaApi(texto, ler)) {
    for (const m of texto.matchAll(new RegExp(`(?<![\\w$.])${nome}(<[^>()]*>)?\\(`, 'g'))) {
      if (!permitidas.some(([a, b]) => m.index > a && m.index < b)) achadas.push(`linha ${linha(m.index)}: ${nome}( chamada fora de enviar(...) ou de uma Carga`);
    }
  }
  return achadas;
}

const ler = (f: string) => readFileSync(join(RAIZ, f), 'utf8');
/** The text of a module `ilha` imports, by the import's relative path. */
const lerModulo = (ilha: string) => (caminho: string) => (existsSync(join(RAIZ, dirname(ilha), caminho)) ? ler(join(dirname(ilha), caminho)) : undefined);

/** Every island of the staff screens, and the shared hooks beside them in components/gestao (not their api modules). */
function ilhas(): string[] {
  const pastas = [join(RAIZ, 'src/components/gestao'), ...readdirSync(join(RAIZ, 'src/features')).filter((p) => p.startsWith('gestao-')).map((p) => join(RAIZ, 'src/features', p))];
  const eIlha = (d: string, f: string) => f.endsWith('.tsx') || (d.endsWith('components/gestao') && f.endsWith('.ts') && !f.endsWith('.api.ts'));
  return pastas.flatMap((d) => readdirSync(d).filter((f) => eIlha(d, f)).map((f) => relative(RAIZ, join(d, f))));
}

describe('staff screens load and save one way (issue 35 item 3)', () => {
  it('no staff island loads or saves by hand', () => {
    const achadas = ilhas()
      .filter((f) => !A_CONVENCAO.has(f) && !AINDA_NAO_CONVERTIDAS.has(f))
      .flatMap((f) => violacoes(ler(f), lerModulo(f)).map((v) => `${f} ${v}`));
    expect(achadas).toEqual([]);
  });

  it('the exceptions list names only files that exist and still break a rule (it only shrinks)', () => {
    const existentes = new Set(ilhas());
    for (const f of AINDA_NAO_CONVERTIDAS) {
      expect(existentes.has(f), `${f} não existe mais: tire-o da lista`).toBe(true);
      expect(violacoes(ler(f), lerModulo(f)).length, `${f} já segue a convenção: tire-o da lista`).toBeGreaterThan(0);
    }
  });

  it('catches a deliberate violation of each rule', () => {
    const api = "import { salvarX, buscarX } from './x.api.ts';\n";
    expect(violacoes(`${api}async function f() { try { await salvarX(1); } catch (e) { showError(String(e)); } }`)).toHaveLength(3);
    expect(violacoes(`${api}useEffect(() => { buscarX(1).then(setX).catch(() => undefined); }, []);`)).toHaveLength(2);
    expect(violacoes(`${api}const [e, setE] = useState<Carga<number>>({ status: 'carregando' });`)).toHaveLength(1);
    expect(violacoes(`${api}useEffect(() => void buscarX(1).then(setX, () => setX(null)), []);`)).toEqual(['linha 2: buscarX( chamada fora de enviar(...) ou de uma Carga']);
    expect(violacoes("import { apiGet } from '../../lib/api-client.ts';\nuseEffect(() => void apiGet('x', undefined, { silent: true }).then(setX), []);")).toHaveLength(1);
  });

  it('counts a call of the api module, not a function that only builds an address', () => {
    const modulo = "export const urlX = (c: number) => `${API_BASE}x/${c}`;\nexport async function buscarX(c: number) { return (await apiGet<X>('x')).data; }";
    const ilha = "import { buscarX, urlX } from './x.api.ts';\nconst a = urlX(1);\nvoid buscarX(1);";
    expect(violacoes(ilha, () => modulo)).toEqual(['linha 3: buscarX( chamada fora de enviar(...) ou de uma Carga']);
  });

  it('lets through a load by the convention and a write by enviar', () => {
    const api = "import { salvarX, buscarX } from './x.api.ts';\n";
    expect(violacoes(`${api}const { pronto } = useCarga(() => buscarX(prc), [prc]);`)).toEqual([]);
    expect(violacoes(`${api}const c = useCarga(buscarX);`)).toEqual([]);
    expect(violacoes(`${api}const r = await enviar((j) => salvarX({ a: '(' }, j), 'Salvo (com parêntese).');`)).toEqual([]);
    expect(violacoes(`${api}onClick: () => void enviar(() => salvarX(c), 'Feito.').then((ok) => ok !== null && ir()),`)).toEqual([]);
  });
});
