import { toIsoDate } from '../../domain/dates.ts';
import { emailValido } from '../../domain/email.ts';

/** What the account step asks (pssFscTemporaria/cadastrarPssFisicaTemporaria). */
export interface CamposConta {
  pssFscNome: string;
  pssFscEmail: string;
  pssFscDtNascimento: string;
  senha: string;
  senhaConfirmacao: string;
}

/** The server's own minimum (server/features/pessoa/routes.ts, the login app's password pages). */
export const SENHA_MINIMO = 8;

/** The password rules, stated before typing and ticked as the person types. */
export function regrasDaSenha(senha: string, confirmacao: string): { texto: string; ok: boolean }[] {
  return [
    { texto: `Ao menos ${SENHA_MINIMO} caracteres`, ok: senha.length >= SENHA_MINIMO },
    { texto: 'A confirmação igual à senha', ok: senha.length > 0 && senha === confirmacao },
  ];
}

/** The messages of the fields in error, in the form's order (the same checks the server makes, said before it does). */
export function errosDaConta(v: CamposConta): Partial<Record<keyof CamposConta, string>> {
  const e: Partial<Record<keyof CamposConta, string>> = {};
  if (v.pssFscNome.trim().length < 3) e.pssFscNome = 'Informe o nome completo.';
  if (!emailValido(v.pssFscEmail.trim())) e.pssFscEmail = 'Informe um e-mail válido.';
  if (v.pssFscDtNascimento && !toIsoDate(v.pssFscDtNascimento)) e.pssFscDtNascimento = 'Data de nascimento inválida; use dd/mm/aaaa.';
  if (v.senha.length < SENHA_MINIMO) e.senha = `A senha deve ter ao menos ${SENHA_MINIMO} caracteres.`;
  if (v.senhaConfirmacao !== v.senha) e.senhaConfirmacao = 'A confirmação da senha não confere.';
  return e;
}
