/**
 * What the login pages add to Bootstrap for WCAG 2.1 AA contrast (issue 38; the site's own src/styles/global.css
 * does the same): Bootstrap's link blue is 4.26:1 on the light grey page ("Esqueci minha senha"), and the navbar's
 * 55 % white text 2.36:1 on the blue bar ("Login"). Served at the end of /login/assets/bootstrap.min.css, so the
 * pages load one stylesheet and keep no inline style.
 */
export const CONTRASTE_LOGIN =
  '\n:root{--bs-link-color:#0a58ca;--bs-link-color-rgb:10,88,202;--bs-link-hover-color:#084298;--bs-link-hover-color-rgb:8,66,152}' +
  '.navbar.bg-primary{--bs-navbar-color:#fff;--bs-navbar-hover-color:#fff;--bs-navbar-active-color:#fff}' +
  '.nav-pills{--bs-nav-link-color:#0a58ca;--bs-nav-link-hover-color:#084298}.btn-link{--bs-btn-color:#0a58ca}\n';
