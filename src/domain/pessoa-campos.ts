/**
 * The person's own fields of SPEC §3 "Person" beyond the always-asked personal data (name, birth, sex, RG, mother,
 * contact): each is a configurable field of the enrolment form (shown and required per process through the form
 * configuration, catalogue rows installed by migration 0027), typed on the form's first step with its mask and
 * checked here, by the browser and by configuracoes/pssFisica/atualizaDados alike, with Portuguese messages.
 * Municipality and bank codes (voter-title municipality, naturalidade, bank) are picked from lists (UF then
 * municipality; the banks): here only their shape, the server checks that the chosen one exists.
 */
import { parseBrDate } from './dates.ts';
import { isValidNis } from './nis.ts';

export type TipoCampoPessoa = 'text' | 'date' | 'digits' | 'year' | 'choice' | 'tf' | 'nis' | 'municipio' | 'banco';

export interface CampoPessoa {
  name: string;
  label: string;
  kind: TipoCampoPessoa;
  /** digits: at most this many (exactly, with `exato`); text: at most this many characters. */
  length?: number;
  exato?: boolean;
  choices?: readonly (readonly [string, string])[];
}

const c = (name: string, label: string, kind: TipoCampoPessoa, extra: Partial<CampoPessoa> = {}): CampoPessoa => ({ name, label, kind, ...extra });
const lista = (...xs: string[]) => xs.map((x) => [x, x] as const);
const UFS = lista('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO');

export const CAMPOS_PESSOA: readonly CampoPessoa[] = [
  c('pssFscNmeCivil', 'Nome civil', 'text', { length: 200 }),
  c('pssFscSobrenome', 'Sobrenome', 'text', { length: 200 }),
  c('pssFscNmPai', 'Nome do pai', 'text', { length: 200 }),
  c('estCivil', 'Estado civil', 'choice', { choices: lista('Solteiro(a)', 'Casado(a)', 'União estável', 'Divorciado(a)', 'Separado(a)', 'Viúvo(a)') }),
  c('pssFscCorRaca', 'Cor/raça', 'choice', { choices: lista('Branca', 'Preta', 'Parda', 'Amarela', 'Indígena', 'Não declarada') }),
  c('pssFscTpNacionalidade', 'Tipo de nacionalidade', 'choice', { choices: [['B', 'Brasileira'], ['N', 'Brasileira naturalizada'], ['E', 'Estrangeira']] }),
  c('pssFscNacionalidade', 'Nacionalidade', 'text', { length: 100 }),
  c('mncCdgNaturalidade', 'Naturalidade (município de nascimento)', 'municipio'),
  c('pssFscPisPasep', 'PIS/PASEP', 'nis'),
  c('pssFscPassaporte', 'Passaporte', 'text', { length: 40 }),
  c('pssFscRNE', 'RNE', 'text', { length: 20 }),
  c('pssFscRNEDtaValidade', 'Validade do RNE', 'date'),
  c('pssFscCTPS', 'CTPS (número)', 'digits', { length: 7 }),
  c('pssFscCTPSSerie', 'CTPS (série)', 'digits', { length: 5 }),
  c('pssFscCTPSDtaEmissao', 'CTPS (data de emissão)', 'date'),
  c('pssFscTtlEleitor', 'Título de eleitor', 'digits', { length: 12, exato: true }),
  c('pssFscTtlEltZona', 'Título de eleitor (zona)', 'digits', { length: 4 }),
  c('pssFscTtlEltSecao', 'Título de eleitor (seção)', 'digits', { length: 4 }),
  c('pssFscTtlEltDtEmissao', 'Título de eleitor (data de emissão)', 'date'),
  c('pssFscTtlEltMncCodigo', 'Título de eleitor (município)', 'municipio'),
  c('pssFscCnh', 'Carteira de motorista (CNH)', 'digits', { length: 11, exato: true }),
  c('pssFscCnhCategoria', 'CNH (categoria)', 'choice', { choices: lista('A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE') }),
  c('pssFscDcmMilitar', 'Documento militar (número)', 'text', { length: 30 }),
  c('pssFscDcmMltAno', 'Documento militar (ano)', 'year'),
  c('pssFscDcmMltTipo', 'Documento militar (tipo)', 'choice', { choices: lista('Certificado de Reservista', 'Certificado de Dispensa de Incorporação', 'Certificado de Alistamento Militar', 'Carta Patente') }),
  c('pssFscDcmMltData', 'Documento militar (data)', 'date'),
  c('pssFscDcmMltOrgao', 'Documento militar (órgão expedidor)', 'text', { length: 60 }),
  c('pssFscRgsClasse', 'Registro de classe (número)', 'text', { length: 30 }),
  c('pssFscRgsClsDtEmissao', 'Registro de classe (data de emissão)', 'date'),
  c('pssFscRgsClsUf', 'Registro de classe (UF)', 'choice', { choices: UFS }),
  c('pssFscRgsClsOrgao', 'Registro de classe (órgão)', 'text', { length: 60 }),
  c('pssFscGrpSanguineo', 'Grupo sanguíneo', 'choice', { choices: lista('A', 'B', 'AB', 'O') }),
  c('pssFscFatorRh', 'Fator RH', 'choice', { choices: [['+', 'Positivo (+)'], ['-', 'Negativo (-)']] }),
  c('pssFscDoador', 'Sou doador de sangue', 'tf'),
  c('pssFscLattes', 'Currículo Lattes (código)', 'digits', { length: 16, exato: true }),
  c('bncCodigo', 'Banco', 'banco'),
  c('pssFscAgencia', 'Agência bancária', 'text', { length: 10 }),
  c('pssFscCntCorrente', 'Conta corrente', 'text', { length: 20 }),
];

export const CAMPO_PESSOA_POR_NOME: Readonly<Record<string, CampoPessoa>> = Object.fromEntries(CAMPOS_PESSOA.map((x) => [x.name, x]));

const digitos = (v: string) => v.replace(/\D/g, '');

/** The message for a municipality or bank code that is not one of the list's. */
export const escolhaInexistente = (campo: CampoPessoa): string => `${campo.label}: escolha ${campo.kind === 'banco' ? 'um banco' : 'um município'} da lista.`;

/**
 * The value as stored (text, digits, dd/mm/yyyy, 'T'/'F'), or the Portuguese message refusing it. An empty value is
 * null (required-ness is the form configuration's, checked by the caller).
 */
export function normalizarCampoPessoa(campo: CampoPessoa, bruto: string): { valor: string | null } | { erro: string } {
  const v = bruto.trim();
  if (!v) return { valor: null };
  const { label } = campo;
  switch (campo.kind) {
    case 'text':
      return v.length > (campo.length ?? 200) ? { erro: `${label}: até ${campo.length ?? 200} caracteres.` } : { valor: v };
    case 'date':
      return parseBrDate(v) ? { valor: v } : { erro: `${label}: use uma data válida no formato dd/mm/aaaa.` };
    case 'digits': {
      const d = digitos(v);
      if (d.length !== v.replace(/[\s.\-/]/g, '').length || !d) return { erro: `${label}: use apenas números.` };
      const n = campo.length ?? 20;
      if (campo.exato ? d.length !== n : d.length > n) return { erro: `${label}: ${campo.exato ? 'informe' : 'até'} ${n} dígitos.` };
      return { valor: d };
    }
    case 'year': {
      const ano = Number(v);
      return /^\d{4}$/.test(v) && ano >= 1900 && ano <= 2100 ? { valor: v } : { erro: `${label}: informe o ano com quatro dígitos.` };
    }
    case 'nis':
      return isValidNis(v) ? { valor: digitos(v) } : { erro: `${label}: número inválido.` };
    case 'choice':
      return campo.choices?.some(([valor]) => valor === v) ? { valor: v } : { erro: `${label}: escolha uma das opções.` };
    case 'tf':
      return v === 'T' || v === 'F' ? { valor: v } : { erro: `${label}: valor inválido.` };
    case 'municipio':
    case 'banco':
      // a code from the picker's list; whether it exists is the server's to check (escolhaInexistente)
      return /^\d{1,9}$/.test(v) && Number(v) > 0 ? { valor: String(Number(v)) } : { erro: escolhaInexistente(campo) };
  }
}

/** The mask shown while typing: digits only for numbers, dd/mm/aaaa for dates; everything else as typed. */
export function mascaraCampoPessoa(campo: CampoPessoa, v: string): string {
  if (campo.kind === 'digits' || campo.kind === 'year' || campo.kind === 'nis') return digitos(v).slice(0, campo.kind === 'year' ? 4 : campo.kind === 'nis' ? 11 : (campo.length ?? 20));
  if (campo.kind === 'date') {
    const d = digitos(v).slice(0, 8);
    return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
  }
  return v;
}
