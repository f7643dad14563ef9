/**
 * Text folding for searches: SPEC §5 says the message search and the
 * postgraduate lists ignore case and accents, so 'São José' matches 'sao jose'.
 */

/**
 * Lower case, accents removed (NFD splits 'ã' into 'a' + a combining tilde,
 * which is then dropped; 'ç' becomes 'c'), trimmed, inner runs of white space
 * collapsed to one space so a double space typed in the query still matches.
 */
export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * Substring match after folding both sides. An empty (or blank) query matches
 * everything, so clearing the search box shows the whole list again; a missing
 * haystack matches only that empty query.
 */
export function matchesSearch(haystack: string | null | undefined, query: string): boolean {
  const q = foldText(query);
  if (q === '') return true;
  if (haystack === null || haystack === undefined) return false;
  return foldText(haystack).includes(q);
}

/**
 * A count with its noun, singular for exactly one: plural(1, 'sala', 'salas') is '1 sala', plural(1200, ...) is
 * '1.200 salas' (the thousands separated as pt-BR writes them).
 */
export function plural(n: number, um: string, varios: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;
}
