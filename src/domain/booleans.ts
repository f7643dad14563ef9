/**
 * T/F booleans of the wire format (SPEC §5: "Booleans are sent as T or F only;
 * anything else is sent as null").
 *
 * Accepted: the booleans true/false and the letters 'T'/'F' in either case.
 * Refused (-> null): the strings 'true'/'false', 1/0, 'S'/'N', padded ' T', and
 * everything else. Being strict means a misspelt or unexpected value is never
 * read as a yes or a no; it is "not answered" and the caller decides.
 */

export type TF = 'T' | 'F';

/** true/'T'/'t' -> 'T'; false/'F'/'f' -> 'F'; anything else -> null. */
export function toTF(v: unknown): TF | null {
  if (v === true || v === 'T' || v === 't') return 'T';
  if (v === false || v === 'F' || v === 'f') return 'F';
  return null;
}

/** The reverse of toTF: 'T'/'t'/true -> true; 'F'/'f'/false -> false; anything else -> null. */
export function fromTF(v: unknown): boolean | null {
  const tf = toTF(v);
  return tf === null ? null : tf === 'T';
}

/** True only for the exact wire values 'T' and 'F' (upper case), as stored and sent. */
export function isTF(v: unknown): v is TF {
  return v === 'T' || v === 'F';
}
