/** The process form's controls: each one a labelled field with its message beside it (Campo). */
import Campo from '../../components/gestao/Campo.tsx';
import EntradaDataHora from '../../components/gestao/EntradaDataHora.tsx';
import type { CampoFlag, CampoInstante, CampoTexto, SecaoDoForm } from './gestao-processos.ts';

interface Base {
  s: SecaoDoForm;
  rotulo: string;
  ajuda?: string;
  obrigatorio?: boolean;
  className?: string;
}

export function Texto({ s, campo, rotulo, ajuda, obrigatorio, className, tipo = 'text', maxLength }: Base & { campo: CampoTexto; tipo?: 'text' | 'url'; maxLength?: number }) {
  return (
    <Campo rotulo={rotulo} erro={s.erros[campo]} ajuda={ajuda} obrigatorio={obrigatorio} className={className}>
      {(p) => <input {...p} name={campo} type={tipo} value={s.f[campo]} maxLength={maxLength} readOnly={s.leitura} onChange={(e) => s.mudar(campo, e.target.value)} />}
    </Campo>
  );
}

export function AreaDeTexto({ s, campo, rotulo, ajuda, className }: Base & { campo: CampoTexto }) {
  return (
    <Campo rotulo={rotulo} erro={s.erros[campo]} ajuda={ajuda} className={className}>
      {(p) => <textarea {...p} name={campo} rows={3} value={s.f[campo]} readOnly={s.leitura} onChange={(e) => s.mudar(campo, e.target.value)} />}
    </Campo>
  );
}

/** A date and time typed as 'dd/mm/aaaa hh:mm' in Horário de Brasília (or a day only, for the boleto due date). */
export function DataHora({ s, campo, rotulo, ajuda, obrigatorio, className = 'mb-3 col-12 col-md-6 col-xl-4' }: Base & { campo: CampoInstante | 'prcSltDtVncBoleto' }) {
  const soData = campo === 'prcSltDtVncBoleto';
  return (
    <Campo rotulo={`${rotulo} ${soData ? '(dd/mm/aaaa)' : '(dd/mm/aaaa hh:mm)'}`} erro={s.erros[campo]} ajuda={ajuda} obrigatorio={obrigatorio} className={className}>
      {(p) => <EntradaDataHora {...p} name={campo} soData={soData} value={s.f[campo]} readOnly={s.leitura} onChange={(v) => s.mudar(campo, v)} />}
    </Campo>
  );
}

/** A yes/no choice as a switch, with its message when the API has one. */
export function Flag({ s, campo, rotulo, ajuda }: Omit<Base, 'obrigatorio'> & { campo: CampoFlag }) {
  const id = `flag-${campo}`;
  return (
    <div className="form-check form-switch mb-2">
      <input className="form-check-input" type="checkbox" role="switch" id={id} name={campo} checked={s.f[campo]} disabled={s.leitura} aria-describedby={ajuda ? `${id}-ajuda` : undefined} onChange={(e) => s.mudar(campo, e.target.checked)} />
      <label className="form-check-label" htmlFor={id}>{rotulo}</label>
      {ajuda && <div className="form-text mt-0" id={`${id}-ajuda`}>{ajuda}</div>}
      {s.erros[campo] && <div className="invalid-feedback d-block">{s.erros[campo]}</div>}
    </div>
  );
}
