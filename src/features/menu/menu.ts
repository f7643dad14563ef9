import { readXsrfCookie } from '../../lib/cookies.ts';

/**
 * The login system is reached by a form post to the URL intern/redirect gives (SPEC §7 "External"),
 * carrying the CSRF token like any other post.
 */
export function postTo(url: string, fields: Record<string, string> = {}): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  const all = { _csrf: readXsrfCookie() ?? '', ...fields };
  for (const [name, value] of Object.entries(all)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
