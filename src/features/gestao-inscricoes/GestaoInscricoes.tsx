import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { formatCpf } from '../../domain/cpf.ts';
import { NOME_SITUACAO_INSCRICAO } from '../../domain/wire/gestao-inscricoes.ts';
import { buildPath } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import FormBuscaInscricoes from './FormBuscaInscricoes.tsx';
import { quando } from '../../domain/dates.ts';
import { consultaDaBusca, COR_SITUACAO, formDoEndereco, POR_PAGINA, textoPagamento } from './gestao-inscricoes.ts';
import { $busca, buscar } from './gestao-inscricoes.store.ts';
import Trilha from '../../components/gestao/Trilha.tsx';

/** /gestao/inscricoes: candidates and enrolments of the caller's processes, searched and paged on the server. */
export default function GestaoInscricoes() {
  const busca = useStore($busca);
  const [inicial] = useState(() => (typeof window === 'undefined' ? null : formDoEndereco(window.location.search)));
  useEffect(() => {
    void requireSession().then(() => {
      const r = inicial && consultaDaBusca(inicial);
      if (r && 'query' in r) void buscar(r.query);
    });
  }, []);

  if (busca?.status === 'semAcesso') return <SemAcesso mensagem={busca.mensagem} />;
  return (
    <div>
      <Trilha pagina="Inscrições" />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Candidatos e inscrições</h1>
        <a className="btn btn-outline-dark" href={buildPath('gestaoContas')}>Contas de acesso</a>
      </div>
      <FormBuscaInscricoes inicial={inicial} errosDaApi={busca?.status === 'erro' ? busca.campos : undefined} />
      {busca === null && <p className="text-body-secondary">Preencha um ou mais campos e busque. Só aparecem inscrições dos processos em que você tem papel.</p>}
      {busca?.status === 'carregando' && <p className="text-body-secondary" aria-busy="true">Buscando...</p>}
      {busca?.status === 'erro' && !busca.campos && <p className="alert alert-danger" role="alert">{busca.mensagem}</p>}
      {busca?.status === 'pronto' && <Resultado />}
    </div>
  );
}

function Resultado() {
  const busca = useStore($busca);
  if (busca?.status !== 'pronto') return null;
  const { linhas, total, query } = busca.dados;
  if (!total) return <p className="alert alert-info" role="status">Nenhuma inscrição encontrada com esses filtros.</p>;
  const inicio = query.start ?? 0;
  const pagina = Math.floor(inicio / POR_PAGINA);
  const paginas = Math.max(1, Math.ceil(total / POR_PAGINA));
  const ir = (p: number) => void buscar({ ...query, start: p * POR_PAGINA });
  return (
    <>
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Inscrições encontradas (rolável)">
        <table className="table table-hover align-middle bg-white">
          <caption className="visually-hidden">Inscrições encontradas</caption>
          <thead>
            <tr>
              <th scope="col">Nº</th>
              <th scope="col">Candidato</th>
              <th scope="col" className="d-none d-md-table-cell">CPF</th>
              <th scope="col" className="d-none d-lg-table-cell">Processo</th>
              <th scope="col" className="d-none d-lg-table-cell">Feita em</th>
              <th scope="col">Situação</th>
              <th scope="col">Pagamento</th>
            </tr>
          </thead>
          <tbody>
            {linhas.map((l) => (
              <tr key={l.insPrcCodigo} data-inscricao={l.insPrcCodigo}>
                <td><a href={buildPath('gestaoInscricao', { insPrcCodigo: l.insPrcCodigo })}>{l.insPrcCodigo}</a></td>
                <td><a href={buildPath('gestaoInscricao', { insPrcCodigo: l.insPrcCodigo })} className="link-dark">{l.pssFscNome}</a></td>
                <td className="d-none d-md-table-cell text-nowrap">{l.pssFscCPF ? formatCpf(l.pssFscCPF) : '—'}</td>
                <td className="d-none d-lg-table-cell">{l.prcSltDescricao}</td>
                <td className="d-none d-lg-table-cell text-nowrap">{quando(l.insPrcIncDtHora)}</td>
                <td><span className={`badge text-bg-${COR_SITUACAO[l.situacao]}`}>{NOME_SITUACAO_INSCRICAO[l.situacao]}</span></td>
                <td className="small">{textoPagamento(l.situacaoPagamento)}{l.insPrcSlcIsencao && <span className="d-block text-body-secondary">Isenção {l.isencao === 'DEFERIDA' ? 'concedida' : l.isencao === 'INDEFERIDA' ? 'negada' : 'solicitada'}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="d-flex flex-wrap justify-content-between align-items-center gap-2" aria-label="Páginas da busca">
        <span className="text-body-secondary small" role="status">Inscrições {inicio + 1} a {Math.min(total, inicio + POR_PAGINA)} de {total}</span>
        <div className="d-flex align-items-center gap-2">
          <button type="button" className="btn btn-outline-dark btn-sm" disabled={pagina === 0} onClick={() => ir(pagina - 1)}>Anterior</button>
          <span className="small">Página {pagina + 1} de {paginas}</span>
          <button type="button" className="btn btn-outline-dark btn-sm" disabled={pagina + 1 >= paginas} onClick={() => ir(pagina + 1)}>Próxima</button>
        </div>
      </nav>
    </>
  );
}
