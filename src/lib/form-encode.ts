/**
 * Form-encodes a payload the way the API's parser (qs) reads it: nested objects and lists become
 * opcoes[0][opcCodigo]=1. Booleans are sent as T/F (SPEC §5); null and undefined are left out.
 */
export function formEncode(data: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'boolean') params.append(key, value ? 'T' : 'F');
    else if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${i}]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else params.append(key, String(value));
  };
  for (const [k, v] of Object.entries(data)) add(k, v);
  return params.toString();
}
