import { plural } from './text.ts';

/** A mebibyte: what the screens and limits call 'MB'. */
export const MB = 1024 * 1024;

/**
 * A file's size in words, as every screen and message that names one writes it: '900 bytes' under a kibibyte,
 * '500 KB' under a mebibyte, '1,5 MB' / '2 MB' from one up, with a decimal comma.
 */
export function tamanhoTexto(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return plural(bytes, 'byte', 'bytes');
}
