/**
 * The two profiles (DESIGN "Two profiles"): the demo shows, on every page of the site and of the login app, a
 * strip saying its data is fictitious, so nobody takes a demo for the real system; production never does.
 * The site is static: the profile is read when it is built, from PUBLIC_PERFIL (set by the server's rebuild
 * from its config.perfil; `npm run build:site` without it builds the demo).
 */

/** The strip's text, exactly. */
export const DEMO_STRIP_TEXT = 'Ambiente de demonstração — dados fictícios';

/**
 * Said beside it (issue 34 §2): the demo's own staff accounts (the super user, the administrator and the Gestor of
 * the README) sign in without the second factor so anyone can try the back office; any other staff account of the
 * demo, and every one in production, is asked for it.
 */
export const DEMO_STRIP_SEGUNDO_FATOR = 'As contas de demonstração da equipe entram sem a verificação em duas etapas, que a produção sempre exige.';

/**
 * The strip's second line: the demo's payments go to local simulators (the API Pix PSP of server/lib/psp-pix-simulador.ts
 * and the card provider's), never to a bank.
 */
export const DEMO_STRIP_PAGAMENTOS = 'Pagamentos confirmados por simuladores locais (PSP Pix simulado e cartão simulado): nenhum valor é cobrado';

/** Anything but an explicit 'producao' is the demo: a mistyped profile shows the strip rather than hiding it. */
export const showsDemoStrip = (perfil: string | undefined): boolean => perfil !== 'producao';
