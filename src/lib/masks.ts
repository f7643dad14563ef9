/**
 * The candidate forms' masks (issue 38: forms that fit a phone), through imask's pipe so a controlled React input
 * stays the single source of its text: every date dd/mm/aaaa (typed on a numeric keypad, slashes put in — many
 * Android number pads have no "/"), CPF 000.000.000-00 (SPEC §9), CEP, and phones with 8 or 9 digits.
 */
import IMask, { type FactoryArg } from 'imask';

export const MASCARA = {
  data: { mask: '00/00/0000' },
  cpf: { mask: '000.000.000-00' },
  cep: { mask: '00000-000' },
  // landlines have 8 digits after the area code, mobiles 9: imask picks the one the digits fit
  telefone: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
} satisfies Record<string, FactoryArg>;
export type TipoMascara = keyof typeof MASCARA;

/**
 * The text masked as the person types it. Every mask here is of digits: they are masked from the digits alone, so a
 * phone that grows from 8 to 9 digits is laid out again instead of keeping the 8-digit layout and refusing the 11th.
 */
export const mascarar = (tipo: TipoMascara, valor: string): string => IMask.pipe(valor.replace(/\D/g, ''), MASCARA[tipo] as FactoryArg);

/** The keypad each mask wants on a phone. */
export const TECLADO: Record<TipoMascara, 'numeric' | 'tel'> = { data: 'numeric', cpf: 'numeric', cep: 'numeric', telefone: 'tel' };

/**
 * After a failed submit: focus goes to the first field in error (WCAG 3.3.1), so a phone's screen scrolls to it
 * and a screen reader reads its label and message. The message itself is announced by the form's aria-live region.
 */
export function focarPrimeiroErro(raiz: ParentNode | null | undefined): void {
  const campo = raiz?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
  campo?.focus();
}
