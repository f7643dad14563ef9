import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import Paginas from '../../components/gestao/Paginas.tsx';
import { enquantoCarrega, useFilaDoProcesso } from '../../components/gestao/useFila.tsx';
import { usePodeAtender } from '../../components/gestao/usePodeAtender.ts';
import FormDecisao from './FormDecisao.tsx';
import { quando } from '../../domain/dates.ts';
import { ABAS_SITUACAO, POR_PAGINA } from './gestao-isencoes.ts';
import { filaIsencoes, filtrar } from './gestao-isencoes.store.ts';
import ListaPedidos from './ListaPedidos.tsx';

/** /gestao/processo/:prcSltCodigo/isencoes: the process's fee-exemption requests, decided one by one or in bulk. */
export default function GestaoIsencoes() {
  const { estado, pronto, filtro, prc, busca, setBusca, buscar } = useFilaDoProcesso(filaIsencoes, 'gestaoIsencoes');
  const podeDecidir = usePodeAtender(prc);
  if (!pronto) return enquantoCarrega(estado, 'Carregando os pedidos de isenção...');
  const { fila, total } = pronto.dados;

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={pronto.prc} aba="gestaoIsencoes" />
      <h2 className="h5 mt-3">Isenção da taxa de inscrição</h2>
      <p className="text-body-secondary small">
        {fila.prazo ? `Pedidos aceitos até ${quando(fila.prazo)} (Horário de Brasília).` : 'Este processo não tem prazo de pedido de isenção.'} A decisão e o motivo aparecem na tela de pagamento do candidato, que também recebe uma mensagem.
      </p>
      <ul className="nav nav-pills mb-2">
        {ABAS_SITUACAO.map((a) => (
          <li className="nav-item" key={a.situacao}>
            <button type="button" className={`nav-link${filtro.situacao === a.situacao ? ' active' : ' text-primary-emphasis'}`} aria-pressed={filtro.situacao === a.situacao} onClick={() => void filtrar({ situacao: a.situacao })}>
              {a.nome} <span className="badge text-bg-light">{fila.contagem[a.situacao]}</span>
            </button>
          </li>
        ))}
      </ul>
      <form className="row g-2 align-items-end mb-2" role="search" onSubmit={buscar}>
        <div className="col-12 col-md-6">
          <label htmlFor="busca-isencao" className="form-label">Buscar por nome ou número da inscrição</label>
          <input id="busca-isencao" type="search" className="form-control" value={busca} onChange={(e) => setBusca(e.target.value)} />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-outline-dark">Buscar</button>
        </div>
      </form>
      <div className="row g-3">
        <div className={podeDecidir ? 'col-xl-8' : 'col-12'}>
          <ListaPedidos pedidos={fila.pedidos} podeDecidir={podeDecidir} />
          <Paginas inicio={filtro.start} porPagina={POR_PAGINA} total={total} rotulo="Pedidos" aoIr={(start) => void filtrar({ start })} />
        </div>
        {podeDecidir && (
          <div className="col-xl-4">
            <FormDecisao prcSltCodigo={pronto.prc} />
          </div>
        )}
      </div>
    </div>
  );
}
