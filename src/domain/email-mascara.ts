/**
 * The e-mail as "Esqueci minha senha" shows it (issue 23): enough for its owner to recognise the address, too
 * little for anyone else to learn it. The number of asterisks is fixed, so the mask never tells the length.
 */
export function mascararEmail(email: string): string {
  const [local, dominio = ''] = email.trim().toLowerCase().split('@');
  const ponto = dominio.indexOf('.');
  const nome = ponto > 0 ? dominio.slice(0, ponto) : dominio;
  const sufixo = ponto > 0 ? dominio.slice(ponto) : '';
  const l = local.length > 1 ? `${local[0]}***${local.at(-1)}` : `${local[0] ?? ''}***`;
  return `${l}@${nome[0] ?? ''}***${sufixo}`;
}

const LETRAS = 'abcdefghijklmnopqrstuvwxyz';
const DOMINIOS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'icloud.com', 'bol.com.br'];

/**
 * A mask shaped like mascararEmail's, drawn from `bytes` (an HMAC of the typed document under the server key): the
 * answer for a document with no account (or no e-mail) looks like any other, and is the same every time it is asked.
 */
export function mascaraFicticia(bytes: Uint8Array): string {
  const letra = (i: number) => LETRAS[bytes[i % bytes.length] % LETRAS.length];
  return mascararEmail(`${letra(0)}x${letra(1)}@${DOMINIOS[bytes[2 % bytes.length] % DOMINIOS.length]}`);
}
