import { TIPO_CRONOGRAMA_RECURSO } from '../../domain/cronograma.ts';
import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaDataHora from '../../components/gestao/EntradaDataHora.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { DESCRICAO_CRONOGRAMA_MAX, type TipoCronogramaGestao } from '../../domain/wire/gestao-cronogramas.ts';
import { salvarItemCronograma } from './gestao-cronogramas.api.ts';
import { corpoDoItem, type RascunhoItem } from './gestao-cronogramas.ts';
import { aplicarCronogramas } from './gestao-cronogramas.store.ts';

interface Props {
  prcSltCodigo: number;
  tipos: TipoCronogramaGestao[];
  inicial: RascunhoItem;
  desabilitado: boolean;
  onFim: () => void;
}

/** The item being added or changed (the parent gives it a key per item, so another item starts afresh): type, description, start and end in Horário de Brasília, order, appeal window and fee. */
export default function FormItemCronograma({ prcSltCodigo, tipos, inicial, desabilitado, onFim }: Props) {
  const [r, setR] = useState(inicial);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  const muda = (p: Partial<RascunhoItem>) => setR({ ...r, ...p });

  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    const c = corpoDoItem(prcSltCodigo, r);
    if ('erros' in c) return setErros(c.erros);
    const salvo = await enviar((j) => salvarItemCronograma(c.corpo, j), r.prcSltCrnCodigo ? 'Item do cronograma salvo.' : 'Item acrescentado ao cronograma.');
    if (salvo) {
      aplicarCronogramas(salvo);
      onFim();
    }
  }

  return (
    <form className="card" onSubmit={(e) => void salvar(e)} noValidate aria-labelledby="form-item-titulo" data-testid="form-item-cronograma">
      <div className="card-header"><h3 className="h6 mb-0" id="form-item-titulo">{r.prcSltCrnCodigo ? 'Alterar item' : 'Novo item'}</h3></div>
      <div className="card-body">
        <Campo rotulo="Tipo" erro={erros.tblGrlItmCdgPrcSltTpCrn}>
          {(p) => (
            <select {...p} className={p.className.replace('form-control', 'form-select')} value={r.tipo} disabled={desabilitado} onChange={(e) => muda({ tipo: e.target.value })}>
              {tipos.map((t) => <option key={t.codigo} value={t.codigo}>{t.descricao}</option>)}
            </select>
          )}
        </Campo>
        <Campo rotulo="Descrição" obrigatorio erro={erros.prcSltCrnDescricao}>
          {(p) => <input {...p} value={r.descricao} maxLength={DESCRICAO_CRONOGRAMA_MAX + 50} disabled={desabilitado} onChange={(e) => muda({ descricao: e.target.value })} />}
        </Campo>
        <div className="row g-2">
          <Campo className="col-sm-6 mb-3" rotulo="Início (Horário de Brasília)" erro={erros.prcSltCrnDtInicio} ajuda="dd/mm/aaaa hh:mm; vazio = a definir">
            {(p) => <EntradaDataHora {...p} value={r.inicio} disabled={desabilitado} onChange={(v) => muda({ inicio: v })} />}
          </Campo>
          <Campo className="col-sm-6 mb-3" rotulo="Fim (Horário de Brasília)" erro={erros.prcSltCrnDtFim}>
            {(p) => <EntradaDataHora {...p} value={r.fim} disabled={desabilitado} onChange={(v) => muda({ fim: v })} />}
          </Campo>
        </div>
        <Campo rotulo="Ordem" erro={erros.prcSltCrnOrdem} ajuda="Vazio: depois do último item deste tipo.">
          {(p) => <input {...p} inputMode="numeric" value={r.ordem} disabled={desabilitado} onChange={(e) => muda({ ordem: e.target.value })} />}
        </Campo>
        {r.tipo === TIPO_CRONOGRAMA_RECURSO && <p className="small text-body-secondary mb-2" data-testid="item-e-recurso">Item do tipo Reexame: é uma janela de recurso (o candidato pede reexame neste período).</p>}
        {erros.recurso && <div className="invalid-feedback d-block">{erros.recurso}</div>}
        {r.tipo === TIPO_CRONOGRAMA_RECURSO && (
          <Campo rotulo="Taxa do recurso (R$)" erro={erros.prcSltCrnRcrVlr} ajuda="Vazio: recurso gratuito.">
            {(p) => <input {...p} inputMode="decimal" placeholder="0,00" value={r.taxa} disabled={desabilitado} onChange={(e) => muda({ taxa: e.target.value })} />}
          </Campo>
        )}
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={desabilitado || enviando}>{enviando ? 'Salvando...' : 'Salvar item'}</button>
          <button type="button" className="btn btn-outline-secondary" onClick={onFim}>Cancelar</button>
        </div>
      </div>
      {dialogo}
    </form>
  );
}
