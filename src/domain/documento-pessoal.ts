/**
 * The personal document asked for on the entry screen (SPEC §2 "entrar", §5),
 * turned into the pair sent to pssFisica/checkContaExisteByDcmPessoal.
 */
import { isValidCpf, onlyDigits } from './cpf.ts';

/** Document types known to the API (SPEC §3). */
export type TipoDocumento = 'CPF' | 'RG' | 'PASSAPORTE';

/** Warning shown for 4 s when the document is refused (SPEC §5, §8). Exact text. */
export const INVALID_DOCUMENT_TEXT = 'O valor do campo de documento pessoal não é válido!';

export type PersonalDocumentResult =
  | { ok: true; tpDcmPessoal: TipoDocumento; dcmPessoal: string }
  | { ok: false };

/**
 * Brasileiro: the value must be a valid CPF and is sent as digits only, so a
 * masked and an unmasked CPF find the same account.
 * Estrangeiro: the screen accepts a passport or an RG with no mask and SPEC only
 * requires it to be non-empty; it is trimmed and sent as what the candidate says
 * it is (SPEC §7 lists both PASSAPORTE and RG), a passport unless told otherwise.
 */
export function validatePersonalDocument(
  nationality: 'brasileiro' | 'estrangeiro',
  value: string,
  foreignType: 'PASSAPORTE' | 'RG' = 'PASSAPORTE',
): PersonalDocumentResult {
  if (nationality === 'brasileiro') {
    return isValidCpf(value) ? { ok: true, tpDcmPessoal: 'CPF', dcmPessoal: onlyDigits(value) } : { ok: false };
  }
  const trimmed = value.trim();
  return trimmed === '' ? { ok: false } : { ok: true, tpDcmPessoal: foreignType, dcmPessoal: trimmed };
}

/** The person's RG is stored trimmed (SPEC §5); inner characters are kept as typed. */
export function trimRg(s: string): string {
  return s.trim();
}
