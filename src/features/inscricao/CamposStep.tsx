import type { EnrolmentField } from '../../domain/inscricao-campos.ts';
import { fieldLabel, fieldRequired, type FormConfig } from '../../domain/formulario-config.ts';
import type { Lookups } from './inscricao.ts';
import { mascarar } from '../../lib/masks.ts';
import InstituicaoPicker from './InstituicaoPicker.tsx';
import { comValorAtual } from './pessoa.ts';

interface Props {
  fields: EnrolmentField[];
  cfg: FormConfig;
  values: Record<string, string>;
  errors: Record<string, string>;
  lookups: Lookups;
  onChange: (name: string, value: string) => void;
}

const PLACEHOLDER: Partial<Record<EnrolmentField['kind'], string>> = { date: 'dd/mm/aaaa', decimal: '0,00', money: '0,00', cpf: '000.000.000-00', nis: '000.00000.00-0' };
const INPUT_MODE: Partial<Record<EnrolmentField['kind'], 'numeric' | 'decimal' | 'email'>> = { date: 'numeric', decimal: 'decimal', money: 'decimal', cpf: 'numeric', nis: 'numeric', digits: 'numeric', year: 'numeric', int: 'numeric', email: 'email' };

/** Dates and CPFs masked as typed (issue 38); other kinds as typed. */
const comMascara = (kind: EnrolmentField['kind'], v: string) => (kind === 'date' ? mascarar('data', v) : kind === 'cpf' ? mascarar('cpf', v) : v);

/** The configured fields of one step: required marks, alternative names, help text (hidden help behind a toggle). */
export default function CamposStep({ fields, cfg, values, errors, lookups, onChange }: Props) {
  return (
    <div className="row g-3">
      {fields.map((f) => {
        const id = `campo-${f.name}`;
        const label = fieldLabel(cfg, f.name, f.label);
        const required = fieldRequired(cfg, f.name);
        const c = cfg[f.name];
        const help = c?.ajuda ? (
          c.ajudaOculta ? (
            <details className="form-text">
              <summary>Ajuda</summary>
              {c.ajuda}
            </details>
          ) : (
            <div className="form-text" id={`${id}-ajuda`}>{c.ajuda}</div>
          )
        ) : null;
        const invalid = errors[f.name] ? ' is-invalid' : '';
        const common = { id, 'aria-invalid': Boolean(errors[f.name]), 'aria-describedby': c?.ajuda ? `${id}-ajuda` : undefined };
        if (f.flag && values[f.flag] !== 'T') return null;
        if (f.kind === 'tf') {
          return (
            <div key={f.name} className="col-12">
              <div className="form-check">
                <input {...common} type="checkbox" className={`form-check-input${invalid}`} checked={values[f.name] === 'T'} onChange={(e) => onChange(f.name, e.target.checked ? 'T' : 'F')} />
                <label className="form-check-label" htmlFor={id}>
                  {label}
                  {required && <span className="text-danger" aria-hidden="true"> *</span>}
                </label>
                {errors[f.name] && <div className="invalid-feedback d-block">{errors[f.name]}</div>}
                {help}
              </div>
            </div>
          );
        }
        const options = f.kind === 'lookup' ? lookups[f.name] ?? [] : f.kind === 'choice' ? comValorAtual((f.choices ?? []).map((x) => [x, x] as const), values[f.name]) : null;
        return (
          <div key={f.name} className={f.kind === 'longtext' ? 'col-12' : 'col-md-6'}>
            <label htmlFor={id} className="form-label">
              {label}
              {required && <span className="text-danger" aria-hidden="true"> *</span>}
            </label>
            {f.picker === 'instituicao' ? (
              <InstituicaoPicker id={id} value={values[f.name] ?? ''} required={required} className={`form-select${invalid}`} describedBy={common['aria-describedby']} onChange={(v) => onChange(f.name, v)} />
            ) : options ? (
              <select {...common} required={required} className={`form-select${invalid}`} value={values[f.name] ?? ''} onChange={(e) => onChange(f.name, e.target.value)}>
                <option value="">Selecione...</option>
                {options.map(([v, t]) => (
                  <option key={v} value={v}>
                    {t}
                  </option>
                ))}
              </select>
            ) : f.kind === 'longtext' ? (
              <textarea {...common} required={required} className={`form-control${invalid}`} rows={3} value={values[f.name] ?? ''} maxLength={f.length} onChange={(e) => onChange(f.name, e.target.value)} />
            ) : (
              <input {...common} required={required} className={`form-control${invalid}`} value={values[f.name] ?? ''} placeholder={PLACEHOLDER[f.kind]} inputMode={INPUT_MODE[f.kind]} type={f.kind === 'email' ? 'email' : 'text'} onChange={(e) => onChange(f.name, comMascara(f.kind, e.target.value))} />
            )}
            {errors[f.name] && <div className={`invalid-feedback${f.picker ? ' d-block' : ''}`}>{errors[f.name]}</div>}
            {help}
          </div>
        );
      })}
    </div>
  );
}
