/**
 * CPU profiles of the API process per phase of a bench, through its inspector (the API started with
 * `--inspect=127.0.0.1:PORT`, e.g. BENCH_API_FLAGS): `--cpu-prof` gives one profile for the process's whole life, which
 * mixes a run alone with a run beside other traffic; here each phase gets its own, so two phases can be compared
 * function by function (where the extra CPU of the second one went).
 *
 * The Chrome DevTools Protocol over Node's global WebSocket: Profiler.start / Profiler.stop. A profile is a tree
 * of nodes with `hitCount` samples each; the sampling interval is the profile's (endTime - startTime) / samples.
 */
import { writeFileSync } from 'node:fs';

interface NoCpu {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface PerfilCpu {
  nodes: NoCpu[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

export interface Perfilador {
  comecar(): Promise<void>;
  /** Stops the profile under way, writes it to `arquivo` (.cpuprofile, opens in Chrome's DevTools) and returns it. */
  parar(arquivo?: string): Promise<PerfilCpu>;
  fechar(): void;
}

/** Connects to the inspector listening on `porta` (the first target: the process's main thread). */
export async function conectarPerfilador(porta: number): Promise<Perfilador> {
  const alvos = (await (await fetch(`http://127.0.0.1:${porta}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(alvos[0].webSocketDebuggerUrl);
  await new Promise<void>((ok, falha) => {
    ws.addEventListener('open', () => ok(), { once: true });
    ws.addEventListener('error', () => falha(new Error(`inspetor na porta ${porta} não abriu`)), { once: true });
  });
  let id = 0;
  const esperando = new Map<number, { ok: (v: unknown) => void; falha: (e: Error) => void }>();
  ws.addEventListener('message', (ev) => {
    const m = JSON.parse(String(ev.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const p = m.id === undefined ? undefined : esperando.get(m.id);
    if (!p) return;
    esperando.delete(m.id!);
    if (m.error) p.falha(new Error(m.error.message));
    else p.ok(m.result);
  });
  const chamar = <T>(method: string, params: object = {}) =>
    new Promise<T>((ok, falha) => {
      const n = ++id;
      esperando.set(n, { ok: ok as (v: unknown) => void, falha });
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  await chamar('Profiler.enable');
  // 1 ms, V8's default: fine enough for requests of a few ms, cheap enough not to change what is measured.
  await chamar('Profiler.setSamplingInterval', { interval: 1000 });
  return {
    comecar: () => chamar('Profiler.start'),
    async parar(arquivo) {
      const { profile } = await chamar<{ profile: PerfilCpu }>('Profiler.stop');
      if (arquivo) writeFileSync(arquivo, JSON.stringify(profile));
      return profile;
    },
    fechar: () => ws.close(),
  };
}

/** Milliseconds of CPU per function (its own samples, not its callees'), keyed "name (file:line)". */
export function tempoProprio(perfil: PerfilCpu): Map<string, number> {
  const amostras = perfil.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0);
  const msPorAmostra = amostras > 0 ? (perfil.endTime - perfil.startTime) / 1000 / amostras : 0;
  const porFuncao = new Map<string, number>();
  for (const n of perfil.nodes) {
    if (!n.hitCount) continue;
    const { functionName, url, lineNumber } = n.callFrame;
    const arquivo = url.replace(/^file:\/\//, '').replace(/^.*\/(node_modules\/)/, '$1').replace(/^.*\/(server|src)\//, '$1/');
    const chave = `${functionName || '(anônima)'} (${arquivo || 'nativo'}${url ? `:${lineNumber + 1}` : ''})`;
    porFuncao.set(chave, (porFuncao.get(chave) ?? 0) + n.hitCount * msPorAmostra);
  }
  return porFuncao;
}

/**
 * The functions whose own CPU grew most from `base` to `outro` (both profiles of equally long phases), as markdown
 * rows: where a phase's extra CPU went. `(idle)` is left out (it is the time the loop waited, not work).
 */
export function diferencaDePerfis(base: PerfilCpu, outro: PerfilCpu, linhas = 25): string {
  const a = tempoProprio(base);
  const b = tempoProprio(outro);
  const total = (m: Map<string, number>) => [...m].filter(([k]) => !k.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0);
  const chaves = new Set([...a.keys(), ...b.keys()]);
  const difs = [...chaves].filter((k) => !k.startsWith('(idle)')).map((k) => ({ k, a: a.get(k) ?? 0, b: b.get(k) ?? 0 })).sort((x, y) => y.b - y.a - (x.b - x.a));
  return [
    `Ocupado: ${(total(a) / 1000).toFixed(1)} s → ${(total(b) / 1000).toFixed(1)} s (ociosa: ${((a.get('(idle) (nativo)') ?? 0) / 1000).toFixed(1)} s → ${((b.get('(idle) (nativo)') ?? 0) / 1000).toFixed(1)} s)`,
    '',
    '| função (tempo próprio) | antes ms | depois ms | diferença ms |',
    '|---|---|---|---|',
    ...difs.slice(0, linhas).map((d) => `| ${d.k.replace(/\|/g, '\\|')} | ${d.a.toFixed(0)} | ${d.b.toFixed(0)} | ${(d.b - d.a).toFixed(0)} |`),
  ].join('\n');
}
