/**
 * What the trail never shows, at any depth: passwords, tokens, hashes, keys. The simulation audit already
 * leaves such top-level fields out of what it records, but a nested object (or one kept as JSON text) could
 * still carry one, and a staff write's before/after is whatever its area recorded.
 */
const SEGREDO = /senha|password|token|hash|csrf|secret|segredo|chave_?privada|privatekey/i;
const OCULTO = '[oculto]';
/** A "name": value pair inside JSON kept as text (the simulation audit cuts long values to text). */
const PAR_EM_TEXTO = /("[^"]*(?:senha|password|token|hash|csrf|secret|segredo)[^"]*"\s*:\s*)("(?:[^"\\]|\\.)*"?|[^,}\]]*)/gi;

/** A value that is itself a password hash or a session token's digest, whatever its field is called. */
const VALOR_SECRETO = /^\$argon2(?:id|i|d)\$|^\$2[aby]\$|^[a-f0-9]{64}$/i;

export function semSegredos(v: unknown): unknown {
  if (typeof v === 'string') return VALOR_SECRETO.test(v) ? OCULTO : v.replace(PAR_EM_TEXTO, `$1"${OCULTO}"`);
  if (Array.isArray(v)) return v.map(semSegredos);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = SEGREDO.test(k) ? OCULTO : semSegredos(x);
    return out;
  }
  return v;
}
