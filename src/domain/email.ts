/**
 * What the product accepts as an e-mail address, on the site and in the API alike: something, an '@', a domain
 * with a dot and a suffix of two or more characters, no spaces. Deliberately loose (the confirmation e-mail is
 * what proves an address works); one pattern so a form never accepts what the API then refuses.
 */
export const EMAIL_VALIDO = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True when `email` (already trimmed) has the shape EMAIL_VALIDO asks for. */
export const emailValido = (email: string): boolean => EMAIL_VALIDO.test(email);
