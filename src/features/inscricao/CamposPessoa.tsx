import { fieldLabel, fieldRequired, type FormConfig } from '../../domain/formulario-config.ts';
import { mascaraCampoPessoa, type CampoPessoa } from '../../domain/pessoa-campos.ts';
import { camposPessoaDoFormulario, comValorAtual } from './pessoa.ts';
import { BancoSelect, MunicipioPicker } from './PickersPessoa.tsx';

interface Props {
  cfg: FormConfig;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Identity data: editable only without an internal bond. */
  editavel: boolean;
  onChange: (name: string, value: string) => void;
}

const TECLADO: Partial<Record<CampoPessoa['kind'], 'numeric'>> = { digits: 'numeric', year: 'numeric', nis: 'numeric', date: 'numeric' };

/** The SPEC §3 person fields the process asks for (form configuration), each with its mask and label (issue 24). */
export default function CamposPessoa({ cfg, values, errors, editavel, onChange }: Props) {
  const campos = camposPessoaDoFormulario(cfg);
  if (!campos.length) return null;
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Documentos e outros dados</legend>
      <div className="row g-3">
        {campos.map((c) => {
          const id = `pessoa-${c.name}`;
          const obrigatorio = fieldRequired(cfg, c.name) && editavel;
          const rotulo = fieldLabel(cfg, c.name, c.label);
          const invalido = errors[c.name] ? ' is-invalid' : '';
          const comum = { id, disabled: !editavel, required: obrigatorio, 'aria-invalid': Boolean(errors[c.name]), 'aria-describedby': errors[c.name] ? `${id}-erro` : undefined };
          const ajuda = cfg[c.name]?.ajuda;
          if (c.kind === 'tf') {
            return (
              <div key={c.name} className="col-12 form-check ms-2">
                <input {...comum} type="checkbox" className={`form-check-input${invalido}`} checked={values[c.name] === 'T'} onChange={(e) => onChange(c.name, e.target.checked ? 'T' : 'F')} />
                <label htmlFor={id} className="form-check-label">{rotulo}{obrigatorio && <span className="text-danger" aria-hidden="true"> *</span>}</label>
                {errors[c.name] && <div className="invalid-feedback" id={`${id}-erro`}>{errors[c.name]}</div>}
              </div>
            );
          }
          if (c.kind === 'municipio' || c.kind === 'banco') {
            const Picker = c.kind === 'banco' ? BancoSelect : MunicipioPicker;
            return (
              <div key={c.name} className={c.kind === 'banco' ? 'col-md-4' : 'col-md-8'}>
                <Picker comum={comum} invalido={invalido} rotulo={rotulo} obrigatorio={obrigatorio} value={values[c.name] ?? ''} onChange={(v) => onChange(c.name, v)} />
                {ajuda && !cfg[c.name]?.ajudaOculta && <div className="form-text">{ajuda}</div>}
                {errors[c.name] && <div className="invalid-feedback d-block" id={`${id}-erro`}>{errors[c.name]}</div>}
              </div>
            );
          }
          return (
            <div key={c.name} className="col-md-4">
              <label htmlFor={id} className="form-label">{rotulo}{obrigatorio && <span className="text-danger" aria-hidden="true"> *</span>}</label>
              {c.kind === 'choice' ? (
                <select {...comum} className={`form-select${invalido}`} value={values[c.name] ?? ''} onChange={(e) => onChange(c.name, e.target.value)}>
                  <option value="">Selecione...</option>
                  {comValorAtual(c.choices!, values[c.name]).map(([v, t]) => <option key={v} value={v}>{t}</option>)}
                </select>
              ) : (
                <input {...comum} className={`form-control${invalido}`} value={values[c.name] ?? ''} inputMode={TECLADO[c.kind]} placeholder={c.kind === 'date' ? 'dd/mm/aaaa' : undefined} autoComplete="off" onChange={(e) => onChange(c.name, mascaraCampoPessoa(c, e.target.value))} />
              )}
              {ajuda && !cfg[c.name]?.ajudaOculta && <div className="form-text">{ajuda}</div>}
              {errors[c.name] && <div className="invalid-feedback" id={`${id}-erro`}>{errors[c.name]}</div>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
