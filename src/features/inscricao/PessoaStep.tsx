import { formatCpf } from '../../domain/cpf.ts';
import type { FormConfig } from '../../domain/formulario-config.ts';
import { mascarar, type TipoMascara } from '../../lib/masks.ts';
import CamposPessoa from './CamposPessoa.tsx';
import { editable, PESSOA_FIELDS, SEXO, type PessoaField } from './pessoa.ts';

interface Props {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** pssFscVncInterno: true/false, or null when the check failed. */
  interno: boolean | null;
  /** The process's form configuration: which SPEC §3 person fields it asks for. */
  cfg: FormConfig;
  onChange: (name: string, value: string) => void;
}

const INPUT: Partial<Record<NonNullable<PessoaField['kind']>, { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; placeholder?: string }>> = {
  date: { inputMode: 'numeric', placeholder: 'dd/mm/aaaa' },
  email: { type: 'email', inputMode: 'email' },
  cep: { inputMode: 'numeric', placeholder: '00000-000' },
  phone: { type: 'tel', inputMode: 'tel', placeholder: '(00) 00000-0000' },
};

/** The mask each kind of field wears (issue 38): dates, CEP and phones typed on the phone's keypad. */
const MASCARA_DO_CAMPO: Partial<Record<NonNullable<PessoaField['kind']>, TipoMascara>> = { date: 'data', cep: 'cep', phone: 'telefone' };
const comMascara = (f: PessoaField, valor: string) => {
  const m = f.kind && MASCARA_DO_CAMPO[f.kind];
  return m ? mascarar(m, valor) : valor;
};

/** Personal data (pssFisica): identity read-only for people with an internal bond; contact always editable. */
export default function PessoaStep({ values, errors, interno, cfg, onChange }: Props) {
  const documento = values.pssFscCPF ? `CPF ${formatCpf(values.pssFscCPF)}` : values.pssFscPassaporte ? `Passaporte ${values.pssFscPassaporte}` : '';
  const grupo = (g: PessoaField['group'], titulo: string) => (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{titulo}</legend>
      <div className="row g-3">
        {PESSOA_FIELDS.filter((f) => f.group === g).map((f) => {
          const id = `pessoa-${f.name}`;
          const ro = !editable(f, interno);
          const common = {
            id,
            value: values[f.name] ?? '',
            disabled: ro,
            'aria-invalid': Boolean(errors[f.name]),
            className: `${f.kind === 'sexo' ? 'form-select' : 'form-control'}${errors[f.name] ? ' is-invalid' : ''}`,
          };
          return (
            <div key={f.name} className={f.name === 'pssFscNome' || f.name === 'pssFscLogradouro' ? 'col-md-8' : 'col-md-4'}>
              <label htmlFor={id} className="form-label">
                {f.label}
                {f.required && !ro && <span className="text-danger" aria-hidden="true"> *</span>}
              </label>
              {f.kind === 'sexo' ? (
                <select {...common} onChange={(e) => onChange(f.name, e.target.value)}>
                  <option value="">Selecione...</option>
                  {SEXO.map(([v, t]) => (
                    <option key={v} value={v}>{t}</option>
                  ))}
                </select>
              ) : (
                <input {...common} {...INPUT[f.kind!]} required={f.required && !ro} autoComplete={f.autoComplete} onChange={(e) => onChange(f.name, comMascara(f, e.target.value))} />
              )}
              {errors[f.name] && <div className="invalid-feedback">{errors[f.name]}</div>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
  return (
    <div>
      {documento && <p className="mb-3">Documento: <strong>{documento}</strong></p>}
      {interno === true && <div className="alert alert-info small">Você tem vínculo com a instituição: seus dados de identificação são mantidos pela universidade e não podem ser alterados aqui.</div>}
      {grupo('identidade', 'Identificação')}
      <CamposPessoa cfg={cfg} values={values} errors={errors} editavel={interno === false} onChange={onChange} />
      {grupo('contato', 'Contato e endereço')}
      <p className="form-text">Estes dados ficam na sua conta e valem para todas as suas inscrições.</p>
    </div>
  );
}
