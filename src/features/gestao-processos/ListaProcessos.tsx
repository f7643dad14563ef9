import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { useFila } from '../../components/gestao/useFila.tsx';
import { formatBrDateTimeShort } from '../../domain/dates.ts';
import { NOME_SITUACAO, type SituacaoProcesso } from '../../domain/wire/gestao.ts';
import { NOME_TIPO_PROCESSO, type TipoProcessoGestao } from '../../domain/wire/gestao-processos.ts';
import { buildPath } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import { $podeCriar, $podeGerirPapeis, carregarPermissoes, filaProcessos } from './gestao-processos.store.ts';
import { COR_SITUACAO } from './gestao-processos.ts';
import Paginacao from './Paginacao.tsx';

const data = (iso: string) => formatBrDateTimeShort(new Date(iso));

/** /gestao: the processes the caller may see, searched by description and filtered by state and type. */
export default function ListaProcessos() {
  const { estado: lista, filtro: filtros, pronto } = useFila(filaProcessos);
  const podeCriar = useStore($podeCriar);
  const podeGerirPapeis = useStore($podeGerirPapeis);
  const [busca, setBusca] = useState('');

  useEffect(() => {
    void requireSession().then(carregarPermissoes);
  }, []);

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    void filaProcessos.filtrar({ busca });
  };

  if (lista.status === 'semAcesso') return <SemAcesso mensagem={lista.mensagem} />;
  return (
    <div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Processos seletivos</h1>
        <div className="d-flex flex-wrap gap-2">
          <a className="btn btn-outline-dark" href={buildPath('gestaoInscricoes')}>Inscrições</a>
          <a className="btn btn-outline-dark" href={buildPath('gestaoContas')}>Contas de acesso</a>
          <a className="btn btn-outline-dark" href={buildPath('gestaoListagens')}>Listagens de pós-graduação</a>
          {podeGerirPapeis && <a className="btn btn-outline-dark" href={buildPath('gestaoEquipe')}>Equipe e papéis</a>}
          <a className="btn btn-outline-dark" href={buildPath('gestaoPagamentos')}>Retornos bancários</a>
          <a className="btn btn-outline-dark" href={buildPath('gestaoMensagens')}>Mensagens</a>
          {podeCriar && <a className="btn btn-primary" href={buildPath('gestaoNovo')}>Novo processo</a>}
        </div>
      </div>
      <form className="row g-2 align-items-end mb-3" role="search" onSubmit={buscar}>
        <div className="col-12 col-md-5">
          <label htmlFor="busca-processo" className="form-label">Buscar pela descrição</label>
          <input id="busca-processo" type="search" className="form-control" value={busca} onChange={(e) => setBusca(e.target.value)} />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="filtro-situacao" className="form-label">Situação</label>
          <select id="filtro-situacao" className="form-select" value={filtros.situacao ?? ''} onChange={(e) => void filaProcessos.filtrar({ situacao: (e.target.value || undefined) as SituacaoProcesso | undefined })}>
            <option value="">Todos (menos arquivados)</option>
            {(Object.keys(NOME_SITUACAO) as SituacaoProcesso[]).map((s) => <option key={s} value={s}>{NOME_SITUACAO[s]}</option>)}
          </select>
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor="filtro-tipo" className="form-label">Tipo</label>
          <select id="filtro-tipo" className="form-select" value={filtros.tipo ?? ''} onChange={(e) => void filaProcessos.filtrar({ tipo: (e.target.value || undefined) as TipoProcessoGestao | undefined })}>
            <option value="">Todos</option>
            {(Object.keys(NOME_TIPO_PROCESSO) as TipoProcessoGestao[]).map((t) => <option key={t} value={t}>{NOME_TIPO_PROCESSO[t]}</option>)}
          </select>
        </div>
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-primary w-100">Buscar</button>
        </div>
      </form>
      {lista.status === 'carregando' && <p className="text-body-secondary" aria-busy="true">Carregando os processos...</p>}
      {lista.status === 'erro' && <p className="alert alert-danger" role="alert">{lista.mensagem}</p>}
      {pronto && pronto.linhas.length === 0 && <p className="alert alert-info">Nenhum processo encontrado.</p>}
      {pronto && pronto.linhas.length > 0 && (
        <>
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Processos (rolável)">
            <table className="table table-hover align-middle">
              <caption className="visually-hidden">Processos seletivos</caption>
              <thead>
                <tr><th scope="col">Código</th><th scope="col">Descrição</th><th scope="col" className="d-none d-lg-table-cell">Tipo</th><th scope="col">Inscrições (Horário de Brasília)</th><th scope="col">Situação</th><th scope="col">Fase</th><th scope="col" className="text-end">Inscritos</th></tr>
              </thead>
              <tbody>
                {pronto.linhas.map((p) => (
                  <tr key={p.prcSltCodigo}>
                    <td>{p.prcSltCodigo}</td>
                    <td><a href={buildPath('gestaoProcesso', { prcSltCodigo: p.prcSltCodigo })}>{p.prcSltDescricao}</a></td>
                    <td className="d-none d-lg-table-cell">{NOME_TIPO_PROCESSO[p.prcSltTipo as TipoProcessoGestao] ?? p.prcSltTipo}</td>
                    <td className="small">{data(p.prcSltDtInicio)} a {data(p.prcSltDtFim)}</td>
                    <td><span className={`badge text-wrap text-start ${COR_SITUACAO[p.situacao]}`}>{NOME_SITUACAO[p.situacao]}</span></td>
                    <td data-testid="fase-na-lista">{p.nomeFase ?? ''}</td>
                    <td className="text-end">{p.inscricoes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Paginacao total={pronto.total} />
        </>
      )}
    </div>
  );
}
