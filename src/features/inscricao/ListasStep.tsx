import { MAX_EXTRA_KNOWLEDGE_AREAS } from '../../domain/constants.ts';
import { LIST_FIELDS } from '../../domain/inscricao-campos.ts';
import { fieldLabel, fieldRequired, fieldShown, type FormConfig } from '../../domain/formulario-config.ts';
import type { Listas } from './inscricao.api.ts';
import type { Draft } from './inscricao.ts';

interface Props {
  cfg: FormConfig;
  listas: Listas;
  draft: Draft;
  errors: Record<string, string>;
  onChange: (patch: Partial<Draft>) => void;
}

const toggle = (list: number[], code: number, on: boolean) => (on ? [...list, code] : list.filter((c) => c !== code));

/** Desired locations, support conditions (with detail when asked), up to 3 extra knowledge areas and teaching institution types, as configured. */
export default function ListasStep({ cfg, listas, draft, errors, onChange }: Props) {
  const box = (name: keyof typeof LIST_FIELDS, children: React.ReactNode, hint?: string) => {
    if (!fieldShown(cfg, name)) return null;
    const c = cfg[name];
    return (
      <fieldset className="col-12" aria-describedby={errors[name] ? `${name}-erro` : undefined}>
        <legend className="fs-6">
          {fieldLabel(cfg, name, LIST_FIELDS[name])}
          {fieldRequired(cfg, name) && <span className="text-danger" aria-hidden="true"> *</span>}
        </legend>
        {hint && <div className="form-text mt-0 mb-1">{hint}</div>}
        {children}
        {c?.ajuda && (c.ajudaOculta ? <details className="form-text"><summary>Ajuda</summary>{c.ajuda}</details> : <div className="form-text">{c.ajuda}</div>)}
        {errors[name] && <div className="text-danger small" id={`${name}-erro`}>{errors[name]}</div>}
      </fieldset>
    );
  };
  const check = (id: string, label: string, checked: boolean, on: (v: boolean) => void, disabled = false) => (
    <div key={id} className="form-check">
      <input id={id} type="checkbox" className="form-check-input" checked={checked} disabled={disabled} onChange={(e) => on(e.target.checked)} />
      <label htmlFor={id} className="form-check-label">{label}</label>
    </div>
  );
  const principal = Number(draft.values.prcSltArCnhCodigo) || null;
  const areas = listas.areas.filter(([c]) => c !== principal);
  const cheio = draft.arConhecimentos.length >= MAX_EXTRA_KNOWLEDGE_AREAS;

  return (
    <div className="row g-3 mt-1">
      {box('locaisDesejados', listas.locais.map(([c, t]) => check(`local-${c}`, t, draft.locaisDesejados.includes(c), (v) => onChange({ locaisDesejados: toggle(draft.locaisDesejados, c, v) }))))}
      {box(
        'cndApoio',
        listas.apoios.map((a) => (
          <div key={a.codigo}>
            {check(`apoio-${a.codigo}`, a.descricao, draft.cndApoio.includes(a.codigo), (v) => onChange({ cndApoio: toggle(draft.cndApoio, a.codigo, v) }))}
            {a.detalhar && draft.cndApoio.includes(a.codigo) && (
              <div className="ms-4 mb-2">
                <label htmlFor={`apoio-detalhe-${a.codigo}`} className="form-label small">Descreva a condição de apoio</label>
                <textarea id={`apoio-detalhe-${a.codigo}`} className="form-control" rows={2} maxLength={1000} value={draft.cndApoioDetalhe[a.codigo] ?? ''} onChange={(e) => onChange({ cndApoioDetalhe: { ...draft.cndApoioDetalhe, [a.codigo]: e.target.value } })} />
              </div>
            )}
          </div>
        )),
      )}
      {box(
        'arConhecimentos',
        areas.map(([c, t]) => {
          const on = draft.arConhecimentos.includes(c);
          return check(`area-${c}`, t, on, (v) => onChange({ arConhecimentos: toggle(draft.arConhecimentos, c, v) }), !on && cheio);
        }),
        `Escolha até ${MAX_EXTRA_KNOWLEDGE_AREAS}.`,
      )}
      {box(
        'tpInstituicoes',
        listas.tiposInstituicao.map(([c, t]) => check(`tipo-instituicao-${c}`, t, draft.tpInstituicoes.includes(c), (v) => onChange({ tpInstituicoes: toggle(draft.tpInstituicoes, c, v) }))),
        'Marque todos os que se aplicam.',
      )}
    </div>
  );
}
