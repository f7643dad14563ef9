/**
 * Interleaved 2 of 5, the symbology of the boleto barcode (FEBRABAN: 44 digits, wide = 3 × narrow).
 * Digits go in pairs: the first digit's five elements are the bars, the second's the spaces between
 * them. Start pattern: narrow bar, narrow space, narrow bar, narrow space; stop: wide bar, narrow
 * space, narrow bar.
 */

/** Element widths of each digit: 1 = wide, 0 = narrow. */
const PATTERNS = ['00110', '10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'];

/** The symbol as alternating elements starting with a bar: true = wide. */
export function i2of5Elements(digits: string): boolean[] {
  if (!/^\d*$/.test(digits) || digits.length % 2 !== 0) throw new Error('I2of5 precisa de um número par de dígitos');
  const out: boolean[] = [false, false, false, false];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])];
    const spaces = PATTERNS[Number(digits[i + 1])];
    for (let k = 0; k < 5; k++) out.push(bars[k] === '1', spaces[k] === '1');
  }
  out.push(true, false, false);
  return out;
}

/** The bars to draw, as x offsets and widths in the unit of `narrow`. */
export function i2of5Bars(digits: string, narrow = 1, ratio = 3): { x: number; w: number }[] {
  const bars: { x: number; w: number }[] = [];
  let x = 0;
  i2of5Elements(digits).forEach((wide, i) => {
    const w = wide ? narrow * ratio : narrow;
    if (i % 2 === 0) bars.push({ x, w });
    x += w;
  });
  return bars;
}

/** Reads elements back into digits (used to check the encoder); null when the symbol is malformed. */
export function i2of5Decode(elements: boolean[]): string | null {
  const start = elements.slice(0, 4);
  const stop = elements.slice(-3);
  if (start.some(Boolean) || !stop[0] || stop[1] || stop[2]) return null;
  const body = elements.slice(4, -3);
  if (body.length % 10 !== 0) return null;
  let digits = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10);
    const bars = chunk.filter((_, k) => k % 2 === 0).map((w) => (w ? '1' : '0')).join('');
    const spaces = chunk.filter((_, k) => k % 2 === 1).map((w) => (w ? '1' : '0')).join('');
    const a = PATTERNS.indexOf(bars);
    const b = PATTERNS.indexOf(spaces);
    if (a < 0 || b < 0) return null;
    digits += `${a}${b}`;
  }
  return digits;
}
