/** Reads a cookie visible to script (the XSRF-TOKEN of the double-submit CSRF defence). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

/** The CSRF token cookie: `__Host-XSRF-TOKEN` when the server runs over TLS, `XSRF-TOKEN` (SPEC §7) otherwise. */
export const readXsrfCookie = (): string | undefined => readCookie('__Host-XSRF-TOKEN') ?? readCookie('XSRF-TOKEN');
