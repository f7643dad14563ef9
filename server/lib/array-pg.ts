/**
 * PostgreSQL array literals ('{1,2,NULL}', '{"a","b \"c\""}') built as one string: a bulk write then passes a
 * column of 100,000 values as one text parameter (`unnest($1::int[], ...)`), which the HTTP thread sends as it
 * is. The computation thread (./calculo-thread.ts) builds them, so the thread that answers candidates neither
 * holds 100,000 values nor has the driver escape them one by one.
 */

/** Integers (null → NULL). */
export function literalInteiros(xs: ArrayLike<number | null>): string {
  let s = '{';
  for (let i = 0; i < xs.length; i++) {
    if (i) s += ',';
    const x = xs[i];
    s += x === null ? 'NULL' : String(x);
  }
  return `${s}}`;
}

/** Texts, each quoted (backslash and double quote escaped; null → NULL). */
export function literalTextos(xs: ArrayLike<string | null>): string {
  let s = '{';
  for (let i = 0; i < xs.length; i++) {
    if (i) s += ',';
    const x = xs[i];
    s += x === null ? 'NULL' : `"${x.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${s}}`;
}
