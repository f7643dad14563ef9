/**
 * The login app's only script, /login/assets/formularios.js (a file: the CSP runs no inline script). Each form
 * carries the CSRF token its page was rendered with, but the browser's cookie may have been replaced since: on a
 * first visit, two answers sent together (the page that led here still calling the API while the sign-in page
 * loaded) each set a token, and the later cookie no longer matched the form. The signed double submit compares
 * the field with the cookie, so the form sends the token the browser holds when it is submitted: the same check, no
 * refusal for a race the person never saw. Without the script the refusal answers a page that leads them on
 * (./csrf-em-html.ts).
 */
export const SCRIPT_FORMULARIOS = `document.addEventListener('submit', function (e) {
  var campo = e.target && e.target.querySelector ? e.target.querySelector('input[name="_csrf"]') : null;
  var cookie = document.cookie.match(/(?:^|;\\s*)(?:__Host-)?XSRF-TOKEN=([^;]+)/);
  if (campo && cookie) campo.value = decodeURIComponent(cookie[1]);
}, true);
`;
