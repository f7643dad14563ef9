import { onlyDigits } from '../../domain/cpf.ts';
import { parseBrDate } from '../../domain/dates.ts';
import { fieldLabel, fieldRequired, fieldShown, type FormConfig } from '../../domain/formulario-config.ts';
import { CAMPOS_PESSOA, normalizarCampoPessoa, type CampoPessoa } from '../../domain/pessoa-campos.ts';
import { emailValido } from '../../domain/email.ts';

/**
 * The personal-data block of the enrolment form (pssFisica). Identity fields are kept by the
 * institution for people with an internal bond (pssFscVncInterno = 'T'): shown, not editable.
 * Contact fields are always the candidate's to change. The server enforces the same split.
 */
export interface PessoaField {
  name: string;
  label: string;
  group: 'identidade' | 'contato';
  kind?: 'date' | 'email' | 'cep' | 'sexo' | 'phone';
  required?: boolean;
  autoComplete?: string;
}

export const PESSOA_FIELDS: PessoaField[] = [
  { name: 'pssFscNome', label: 'Nome completo', group: 'identidade', required: true, autoComplete: 'name' },
  { name: 'pssFscDtNascimento', label: 'Data de nascimento', group: 'identidade', kind: 'date', required: true, autoComplete: 'bday' },
  { name: 'pssFscSexo', label: 'Sexo', group: 'identidade', kind: 'sexo' },
  { name: 'pssFscRG', label: 'RG', group: 'identidade' },
  { name: 'orgExpRG', label: 'Órgão expedidor do RG', group: 'identidade' },
  { name: 'pssFscNmMae', label: 'Nome da mãe', group: 'identidade' },
  { name: 'pssFscEmail', label: 'E-mail', group: 'contato', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'pssFscCelular', label: 'Celular', group: 'contato', kind: 'phone', autoComplete: 'tel' },
  { name: 'pssFscCep', label: 'CEP', group: 'contato', kind: 'cep', autoComplete: 'postal-code' },
  { name: 'pssFscLogradouro', label: 'Endereço', group: 'contato', autoComplete: 'address-line1' },
  { name: 'pssFscNumero', label: 'Número', group: 'contato' },
  { name: 'pssFscComplemento', label: 'Complemento', group: 'contato', autoComplete: 'address-line2' },
  { name: 'pssFscBairro', label: 'Bairro', group: 'contato' },
];

/** What configuracoes/pssFisica/pesquisa is asked for (map). */
export const PESSOA_MAP = [...new Set(['pssFscCodigo', 'pssFscCPF', 'pssFscPassaporte', ...PESSOA_FIELDS.map((f) => f.name), ...CAMPOS_PESSOA.map((c) => c.name)])];

/** The SPEC §3 person fields this process's form configuration shows (issue 24), in catalogue order. */
export const camposPessoaDoFormulario = (cfg: FormConfig): CampoPessoa[] => CAMPOS_PESSOA.filter((c) => fieldShown(cfg, c.name));

export const SEXO: [string, string][] = [
  ['F', 'Feminino'],
  ['M', 'Masculino'],
];

/** SPEC §8: the internal-bond check failed. */
export const VINCULO_FALHOU = 'Não foi possivel verificar se existe vinculo com a instituição. Talvez você não poderá editar os seus dados.';

/** Identity fields are read-only when the person has an internal bond, or when the check failed (null). */
export const editable = (f: PessoaField, interno: boolean | null) => f.group === 'contato' || interno === false;

/** Messages by field for what the candidate can edit. */
export function pessoaErrors(values: Record<string, string>, interno: boolean | null, cfg: FormConfig = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  // the configured person fields: identity data, so only when the person may edit it (no internal bond)
  if (interno === false) {
    for (const c of camposPessoaDoFormulario(cfg)) {
      const label = fieldLabel(cfg, c.name, c.label);
      const v = (values[c.name] ?? '').trim();
      if (!v || (c.kind === 'tf' && v === 'F' && fieldRequired(cfg, c.name))) {
        if (fieldRequired(cfg, c.name)) errors[c.name] = `${label}: campo obrigatório.`;
        continue;
      }
      const r = normalizarCampoPessoa({ ...c, label }, v);
      if ('erro' in r) errors[c.name] = r.erro;
    }
  }
  for (const f of PESSOA_FIELDS.filter((x) => editable(x, interno))) {
    const v = (values[f.name] ?? '').trim();
    if (!v) {
      if (f.required) errors[f.name] = `${f.label}: campo obrigatório.`;
      continue;
    }
    if (f.kind === 'date' && !parseBrDate(v)) errors[f.name] = `${f.label}: use uma data válida no formato dd/mm/aaaa.`;
    if (f.kind === 'email' && !emailValido(v)) errors[f.name] = `${f.label}: informe um e-mail válido.`;
    if (f.kind === 'cep' && onlyDigits(v).length !== 8) errors[f.name] = `${f.label}: informe os 8 dígitos.`;
    if (f.kind === 'phone' && !/^[\d\s()+-]{8,20}$/.test(v)) errors[f.name] = `${f.label}: informe um telefone válido.`;
  }
  return errors;
}

/** The editable fields that differ from what the server has: the atualizaDados body (empty = nothing to send). */
export function pessoaChanges(original: Record<string, string>, values: Record<string, string>, interno: boolean | null, cfg: FormConfig = {}): Record<string, string> {
  const out: Record<string, string> = {};
  if (interno === false) {
    for (const c of camposPessoaDoFormulario(cfg)) {
      const v = (values[c.name] ?? '').trim();
      if (v !== (original[c.name] ?? '').trim()) out[c.name] = v;
    }
  }
  for (const f of PESSOA_FIELDS.filter((x) => editable(x, interno))) {
    const v = (values[f.name] ?? '').trim();
    if (v !== (original[f.name] ?? '').trim()) out[f.name] = v;
  }
  return out;
}

/**
 * Every option of a list on every screen (issue 38): the value the person already has stays offered even when a
 * list changed since, so the edit screen never drops (and silently clears) what the first screen saved.
 */
export function comValorAtual(choices: readonly (readonly [string, string])[], atual: string | undefined): (readonly [string, string])[] {
  return atual && !choices.some(([v]) => v === atual) ? [...choices, [atual, atual]] : [...choices];
}
