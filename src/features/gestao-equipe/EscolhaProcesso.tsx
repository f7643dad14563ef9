import { useEffect, useId, useState } from 'react';
import { useConsulta } from '../../components/gestao/useFila.tsx';
import { buscarProcessos } from './gestao-equipe.api.ts';

interface Props {
  valor: string;
  erro?: string;
  onChange: (prcSltCodigo: string) => void;
}

/**
 * The process a role is limited to: a select of the staff process list (with a filter by name), or — when that
 * list cannot be read — the process code typed in.
 */
export default function EscolhaProcesso({ valor, erro, onChange }: Props) {
  const id = useId();
  const [busca, setBusca] = useState('');
  const consulta = useConsulta(buscarProcessos);
  const carregar = (texto: string) => consulta.consultar(texto);
  const lista = consulta.estado?.status === 'erro' || consulta.estado?.status === 'semAcesso' ? 'indisponivel' : consulta.pronto;
  useEffect(() => void carregar(''), []);
  useEffect(() => {
    // A choice the filter no longer lists would be sent unseen: drop it.
    if (consulta.pronto && valor && !consulta.pronto.processos.some((p) => String(p.prcSltCodigo) === valor)) onChange('');
  }, [consulta.pronto]);

  const invalido = erro ? ' is-invalid' : '';
  const erroId = erro ? `${id}-erro` : undefined;
  if (lista === 'indisponivel') {
    return (
      <div className="mt-2">
        <label className="form-label" htmlFor={`${id}-codigo`}>Código do processo</label>
        <input id={`${id}-codigo`} className={`form-control${invalido}`} inputMode="numeric" value={valor} aria-invalid={erro ? true : undefined} aria-describedby={erroId} onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))} />
        {erro && <div className="invalid-feedback d-block" id={erroId}>{erro}</div>}
      </div>
    );
  }
  return (
    <div className="mt-2">
      <div className="input-group mb-2">
        <label className="visually-hidden" htmlFor={`${id}-busca`}>Filtrar processos pelo nome</label>
        <input id={`${id}-busca`} className="form-control" placeholder="Filtrar processos pelo nome" value={busca} onChange={(e) => setBusca(e.target.value)} onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void carregar(busca);
          }
        }} />
        <button type="button" className="btn btn-outline-secondary" onClick={() => void carregar(busca)}>Filtrar</button>
      </div>
      <label className="form-label" htmlFor={`${id}-processo`}>Processo</label>
      <select id={`${id}-processo`} className={`form-select${invalido}`} value={valor} aria-invalid={erro ? true : undefined} aria-describedby={erroId} disabled={lista === null} onChange={(e) => onChange(e.target.value)} data-testid="processo-do-papel">
        <option value="">{lista === null ? 'Carregando os processos...' : 'Escolha o processo'}</option>
        {lista?.processos.map((p) => <option key={p.prcSltCodigo} value={String(p.prcSltCodigo)}>{p.prcSltDescricao} ({p.prcSltCodigo})</option>)}
      </select>
      {lista && lista.total > lista.processos.length && <div className="form-text">Mostrando {lista.processos.length} de {lista.total} processos: filtre pelo nome para achar outro.</div>}
      {erro && <div className="invalid-feedback d-block" id={erroId}>{erro}</div>}
    </div>
  );
}
