import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import Paginas from '../../components/gestao/Paginas.tsx';
import { enquantoCarrega, useFilaDoProcesso } from '../../components/gestao/useFila.tsx';
import { usePodeAtender } from '../../components/gestao/usePodeAtender.ts';
import FormResposta from './FormResposta.tsx';
import { POR_PAGINA, rotuloEtapa, SITUACOES_FILA } from './gestao-reexame.ts';
import { filaRecursos, filtrar } from './gestao-reexame.store.ts';
import ListaRecursos from './ListaRecursos.tsx';

/** /gestao/processo/:prcSltCodigo/reexame: the process's appeals per stage, answered one by one or together. */
export default function GestaoReexame() {
  const { estado, filtro, prc, busca, setBusca, buscar } = useFilaDoProcesso(filaRecursos, 'gestaoReexame');
  const podeResponder = usePodeAtender(prc);
  const espera = enquantoCarrega(estado, prc !== null, 'Carregando os recursos...');
  if (espera || estado.status !== 'pronto' || prc === null) return espera;
  const { fila, total } = estado.dados;

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prc} aba="gestaoReexame" />
      <h2 className="h5 mt-3">Recursos (reexame)</h2>
      <p className="text-body-secondary small">A resposta aparece na tela de reexame do candidato, que também recebe uma mensagem. Recursos iguais podem ser respondidos juntos.</p>
      {fila.etapas.length === 0 ? (
        <p className="alert alert-info">Este processo não tem janelas de recurso no cronograma.</p>
      ) : (
        <form className="row g-2 align-items-end mb-2" role="search" onSubmit={buscar}>
          <div className="col-12 col-md-5">
            <label htmlFor="etapa-recurso" className="form-label">Etapa</label>
            <select id="etapa-recurso" className="form-select" value={filtro.etapa ?? ''} onChange={(e) => void filtrar({ etapa: e.target.value ? Number(e.target.value) : null })}>
              <option value="">Todas as etapas</option>
              {fila.etapas.map((e) => (
                <option key={e.prcSltCrnCodigo} value={e.prcSltCrnCodigo}>{rotuloEtapa(e)}</option>
              ))}
            </select>
          </div>
          <div className="col-12 col-md-3">
            <label htmlFor="situacao-recurso" className="form-label">Situação</label>
            <select id="situacao-recurso" className="form-select" value={filtro.situacao} onChange={(e) => void filtrar({ situacao: e.target.value as typeof filtro.situacao })}>
              {SITUACOES_FILA.map((s) => (
                <option key={s.situacao} value={s.situacao}>{s.nome}</option>
              ))}
            </select>
          </div>
          <div className="col-12 col-md-4">
            <label htmlFor="busca-recurso" className="form-label">Nome, inscrição ou nº do recurso</label>
            <div className="input-group">
              <input id="busca-recurso" type="search" className="form-control" value={busca} onChange={(e) => setBusca(e.target.value)} />
              <button type="submit" className="btn btn-outline-dark">Buscar</button>
            </div>
          </div>
        </form>
      )}
      <div className="row g-3">
        <div className={podeResponder ? 'col-xl-8' : 'col-12'}>
          <ListaRecursos recursos={fila.recursos} podeResponder={podeResponder} />
          <Paginas inicio={filtro.start} porPagina={POR_PAGINA} total={total} rotulo="Recursos" aoIr={(start) => void filtrar({ start })} />
        </div>
        {podeResponder && fila.etapas.length > 0 && (
          <div className="col-xl-4">
            <FormResposta prcSltCodigo={prc} />
          </div>
        )}
      </div>
    </div>
  );
}
