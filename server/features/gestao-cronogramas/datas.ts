/** An ISO instant from the wire: undefined when absent or blank, null when it is not a date. */
export function instante(v: string | null | undefined): Date | null | undefined {
  if (v == null || v.trim() === '') return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}
