import { useId, useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { DESCRICAO_ITEM_MAX } from '../../domain/wire/gestao-formulario.ts';

export interface ItemEditavel {
  codigo: number | null;
  descricao: string;
  detalhar?: boolean;
  emUso: number;
}

interface Props {
  item: ItemEditavel;
  /** Support conditions: the Detalhar switch. */
  temDetalhar: boolean;
  desabilitado: boolean;
  salvar: (item: { codigo: number | null; descricao: string; detalhar?: boolean }, justificativa?: string) => Promise<unknown>;
  remover?: () => Promise<unknown>;
  rotuloLista: string;
}

/** One item of a list, renamed in place (or the new item's row): its own messages and justification dialog. */
export default function LinhaDeItem({ item, temDetalhar, desabilitado, salvar, remover, rotuloLista }: Props) {
  const id = useId();
  const novo = item.codigo === null;
  const [descricao, setDescricao] = useState(item.descricao);
  const [detalhar, setDetalhar] = useState(item.detalhar ?? false);
  const { enviar, erros, enviando, dialogo } = useEscrita();
  const mudou = descricao.trim() !== item.descricao || (temDetalhar && detalhar !== (item.detalhar ?? false));
  const gravar = async () => {
    const r = await enviar((j) => salvar({ codigo: item.codigo, descricao, ...(temDetalhar ? { detalhar } : {}) }, j), novo ? 'Item acrescentado.' : 'Item salvo.');
    if (r && novo) {
      setDescricao('');
      setDetalhar(false);
    }
  };
  const erro = erros.descricao ?? erros.detalhar;
  return (
    <li className="list-group-item px-0">
      <form className="d-flex flex-wrap align-items-start gap-2" onSubmit={(e) => (e.preventDefault(), void gravar())}>
        <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
          <label className="visually-hidden" htmlFor={`${id}-d`}>{novo ? `Novo item de ${rotuloLista}` : `Descrição do item de ${rotuloLista}`}</label>
          <input
            id={`${id}-d`}
            className={`form-control form-control-sm${erro ? ' is-invalid' : ''}`}
            value={descricao}
            placeholder={novo ? 'Novo item...' : undefined}
            maxLength={DESCRICAO_ITEM_MAX + 50}
            disabled={desabilitado}
            aria-describedby={erro ? `${id}-e` : undefined}
            onChange={(e) => setDescricao(e.target.value)}
          />
          {erro && <div className="invalid-feedback d-block" id={`${id}-e`}>{erro}</div>}
          {!novo && item.emUso > 0 && <div className="form-text mt-0">Em uso em {item.emUso === 1 ? '1 registro' : `${item.emUso} registros`}: não pode ser removido.</div>}
        </div>
        {temDetalhar && (
          <div className="form-check form-switch mt-1">
            <input id={`${id}-t`} type="checkbox" role="switch" className="form-check-input" checked={detalhar} disabled={desabilitado} onChange={(e) => setDetalhar(e.target.checked)} />
            <label className="form-check-label small" htmlFor={`${id}-t`}>Pedir detalhe</label>
          </div>
        )}
        <button type="submit" className={`btn btn-sm ${novo ? 'btn-outline-primary' : 'btn-primary'}`} disabled={desabilitado || enviando || !mudou || !descricao.trim()}>
          {novo ? 'Acrescentar' : 'Salvar'}
        </button>
        {remover && (
          <button type="button" className="btn btn-sm btn-outline-danger" disabled={desabilitado || enviando || item.emUso > 0} onClick={() => void enviar(() => remover(), 'Item removido.')}>
            Remover<span className="visually-hidden"> {item.descricao}</span>
          </button>
        )}
      </form>
      {dialogo}
    </li>
  );
}
