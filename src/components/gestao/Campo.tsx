import { useId, type ReactNode } from 'react';

interface Props {
  rotulo: string;
  /** The field's message from the API (data.campos[name]) or from the screen's own check. */
  erro?: string;
  ajuda?: ReactNode;
  obrigatorio?: boolean;
  /** Renders the control with the id, the invalid state and the description wired for screen readers. */
  children: (p: { id: string; className: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined; required: boolean | undefined }) => ReactNode;
  className?: string;
}

/**
 * One labelled form field of the back office: label, control, help text and the field's own error message
 * (Bootstrap's is-invalid / invalid-feedback), so a wrong value is explained beside it.
 */
export default function Campo({ rotulo, erro, ajuda, obrigatorio, children, className = 'mb-3' }: Props) {
  const id = useId();
  const ajudaId = ajuda ? `${id}-ajuda` : undefined;
  const erroId = erro ? `${id}-erro` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {rotulo}
        {obrigatorio && <span className="text-danger" aria-hidden="true"> *</span>}
      </label>
      {children({ id, className: `form-control${erro ? ' is-invalid' : ''}`, 'aria-invalid': erro ? true : undefined, 'aria-describedby': [ajudaId, erroId].filter(Boolean).join(' ') || undefined, required: obrigatorio || undefined })}
      {erro && <div className="invalid-feedback d-block" id={erroId}>{erro}</div>}
      {ajuda && <div className="form-text" id={ajudaId}>{ajuda}</div>}
    </div>
  );
}
