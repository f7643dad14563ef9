import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import Paginas from '../../components/gestao/Paginas.tsx';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { usePodeAtender } from '../../components/gestao/usePodeAtender.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import FormDecisao from './FormDecisao.tsx';
import { quando } from '../../domain/dates.ts';
import { ABAS_SITUACAO, POR_PAGINA } from './gestao-isencoes.ts';
import { $fila, $filtro, carregar, filtrar } from './gestao-isencoes.store.ts';
import ListaPedidos from './ListaPedidos.tsx';

/** /gestao/processo/:prcSltCodigo/isencoes: the process's fee-exemption requests, decided one by one or in bulk. */
export default function GestaoIsencoes() {
  const estado = useStore($fila);
  const filtro = useStore($filtro);
  const [prc, setPrc] = useState<number | null>(null);
  const [busca, setBusca] = useState('');
  const podeDecidir = usePodeAtender(prc);

  useEffect(() => {
    const p = paramCode(currentParams('gestaoIsencoes', window.location.pathname)?.prcSltCodigo);
    setPrc(p);
    void requireSession().then(() => (p ? carregar(p) : $fila.set({ status: 'erro', mensagem: 'Processo não encontrado.' })));
  }, []);

  if (estado.status === 'carregando' || !prc) return <p className="text-body-secondary" aria-busy="true">Carregando os pedidos de isenção...</p>;
  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  const { fila, total } = estado.dados;
  const buscar = (e: FormEvent) => {
    e.preventDefault();
    void filtrar({ busca });
  };

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prc} aba="gestaoIsencoes" />
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
            <FormDecisao prcSltCodigo={prc} />
          </div>
        )}
      </div>
    </div>
  );
}
