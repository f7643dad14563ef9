import { useId } from 'react';
import { AJUDA_MAX, NOME_ALTERNATIVO_MAX, type ConfiguracaoEditada } from '../../domain/formulario-layout.ts';
import type { CampoFormulario } from '../../domain/wire/gestao-formulario.ts';
import { alternar } from './gestao-formulario.ts';

interface Props {
  campo: CampoFormulario;
  valor: ConfiguracaoEditada;
  /** Messages keyed '<property>' for this field. */
  erros: Record<string, string>;
  desabilitado: boolean;
  onChange: (c: ConfiguracaoEditada) => void;
}

/** One field's settings: shown, required, alternative name, help text and whether the help hides behind an icon. */
export default function EditorDeCampo({ campo, valor, erros, desabilitado, onChange }: Props) {
  const id = useId();
  const erro = (k: string) => erros[k] && <div className="invalid-feedback d-block" id={`${id}-${k}-erro`}>{erros[k]}</div>;
  const descrito = (k: string) => (erros[k] ? `${id}-${k}-erro` : undefined);
  const interruptor = (k: 'exibir' | 'obrigatorio' | 'ajudaOculta', rotulo: string) => (
    <div className="form-check form-switch mb-0">
      <input
        id={`${id}-${k}`}
        type="checkbox"
        role="switch"
        className={`form-check-input${erros[k] ? ' is-invalid' : ''}`}
        checked={valor[k]}
        disabled={desabilitado}
        aria-describedby={descrito(k)}
        onChange={(e) => onChange(k === 'ajudaOculta' ? { ...valor, ajudaOculta: e.target.checked } : alternar(valor, k, e.target.checked))}
      />
      <label className="form-check-label" htmlFor={`${id}-${k}`}>{rotulo}</label>
    </div>
  );
  return (
    <li className="list-group-item" data-testid={`campo-${campo.prcSltFrmCmpNome}`}>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <div className="me-auto">
          <span className="fw-semibold">{campo.rotulo}</span> <code className="small text-body-secondary">{campo.prcSltFrmCmpNome}</code>
          {!campo.noFormulario && <div className="small text-body-secondary">O formulário do candidato não mostra este campo.</div>}
          {campo.sobreposto && <div className="small text-warning-emphasis">Há configuração por vínculo ou por opção para este campo: ela prevalece para esses candidatos.</div>}
        </div>
        {interruptor('exibir', 'Exibir')}
        {interruptor('obrigatorio', 'Obrigatório')}
      </div>
      {erro('obrigatorio')}
      <div className="row g-2">
        <div className="col-md-5">
          <label className="form-label small mb-1" htmlFor={`${id}-nome`}>Nome alternativo</label>
          <input
            id={`${id}-nome`}
            className={`form-control form-control-sm${erros.nomeAlternativo ? ' is-invalid' : ''}`}
            value={valor.nomeAlternativo ?? ''}
            maxLength={NOME_ALTERNATIVO_MAX + 50}
            placeholder={campo.rotulo}
            disabled={desabilitado}
            aria-describedby={descrito('nomeAlternativo')}
            onChange={(e) => onChange({ ...valor, nomeAlternativo: e.target.value })}
          />
          {erro('nomeAlternativo')}
        </div>
        <div className="col-md-7">
          <label className="form-label small mb-1" htmlFor={`${id}-ajuda`}>Texto de ajuda</label>
          <textarea
            id={`${id}-ajuda`}
            className={`form-control form-control-sm${erros.ajuda ? ' is-invalid' : ''}`}
            rows={1}
            value={valor.ajuda ?? ''}
            maxLength={AJUDA_MAX + 100}
            disabled={desabilitado}
            aria-describedby={descrito('ajuda')}
            onChange={(e) => onChange({ ...valor, ajuda: e.target.value })}
          />
          {erro('ajuda')}
          <div className="mt-1">{interruptor('ajudaOculta', 'Mostrar a ajuda só ao clicar em "Ajuda"')}</div>
          {erro('ajudaOculta')}
        </div>
      </div>
    </li>
  );
}
