/**
 * Entry screen rules (SPEC §2 "Entry screen (entrar)", §4, §5): which state the screen is in, the CPF mask,
 * and the hand-off to a new enrolment. Pure: no DOM, no network.
 */
import { onlyDigits } from '../../domain/cpf.ts';
import type { TipoDocumento } from '../../domain/documento-pessoal.ts';
import { buildPath } from '../../lib/routes.ts';

export type Nacionalidade = 'brasileiro' | 'estrangeiro';

/** loading, then one of: not current / login needed (groups) / document entry / account exists (SPEC §4). */
export type Fase = 'carregando' | 'naoVigente' | 'grupos' | 'documento' | 'contaExiste';

/** Where the screen sends the visitor before showing anything (SPEC §2). null = stay and show the screen. */
export function entryRedirect(loggedInPerson: number | null, prcSltCodigo: number | null): { to: 'inscrever' | 'home' | 'login'; path?: string } | null {
  if (loggedInPerson !== null) {
    return prcSltCodigo !== null ? { to: 'inscrever', path: buildPath('inscrever', { pessoaCode: loggedInPerson, prcSltCodigo, insPrcCodigo: 0 }) } : { to: 'home', path: buildPath('home') };
  }
  return prcSltCodigo === null ? { to: 'login' } : null;
}

/** The state after reading the process: missing or not current, login required (groups), or document entry. */
export function phaseFor(processo: { prcSltVigente: string; prcSltTemGrupos: string } | null): Fase {
  if (!processo || processo.prcSltVigente !== 'T') return 'naoVigente';
  if (processo.prcSltTemGrupos === 'T') return 'grupos';
  return 'documento';
}

/** CPF mask 000.000.000-00, applied while typing: extra digits are dropped, anything else is ignored. */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  let out = d.slice(0, 3);
  if (d.length > 3) out += `.${d.slice(3, 6)}`;
  if (d.length > 6) out += `.${d.slice(6, 9)}`;
  if (d.length > 9) out += `-${d.slice(9)}`;
  return out;
}

/** The process code of an /entrar path; null for /entrar, the shell '-' or anything that is not a code. */
export function processCodeFrom(param: string | undefined | null): number | null {
  return param && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** The state the new-enrolment page receives (history state and sessionStorage 'ps:criarConta'). */
export interface CriarContaState {
  criarConta: true;
  nacionalidade: Nacionalidade;
  documento: string;
  tpDcmPessoal: TipoDocumento;
  prcSltCodigo: number;
}

export const CRIAR_CONTA_KEY = 'ps:criarConta';

/** The hand-off of SPEC §2: person code 0, this process, no enrolment yet, and the state to create the account. */
export function handOff(prcSltCodigo: number, nacionalidade: Nacionalidade, tpDcmPessoal: TipoDocumento, documento: string): { path: string; state: CriarContaState } {
  return {
    path: buildPath('inscrever', { pessoaCode: 0, prcSltCodigo, insPrcCodigo: 0 }),
    state: { criarConta: true, nacionalidade, documento, tpDcmPessoal, prcSltCodigo },
  };
}
