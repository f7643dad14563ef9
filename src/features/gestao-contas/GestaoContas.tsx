import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { formatCpf } from '../../domain/cpf.ts';
import { CONTAS_SO_PARA_TODOS } from '../../domain/wire/gestao-contas.ts';
import { buildPath } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import { resumoDaConta, termoDaBusca } from './gestao-contas.ts';
import { $conta, $pessoas, abrirConta, buscar } from './gestao-contas.store.ts';
import PainelConta from './PainelConta.tsx';
import Trilha from '../../components/gestao/Trilha.tsx';

/** /gestao/contas: find a person and support their account (sessions, sign-ins, new password, disputed CPF). */
export default function GestaoContas() {
  const pessoas = useStore($pessoas);
  const conta = useStore($conta);
  const [q, setQ] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  useEffect(() => {
    void requireSession();
  }, []);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const t = termoDaBusca(q);
    if ('erro' in t) return setErro(t.erro);
    setErro(undefined);
    void buscar(t.q);
  };

  if (pessoas?.status === 'semAcesso') return <SemAcesso mensagem={pessoas.mensagem} />;
  return (
    <div>
      <Trilha pagina="Contas de acesso" />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0">Contas de acesso</h1>
        <a className="btn btn-outline-dark" href={buildPath('gestaoInscricoes')}>Inscrições</a>
      </div>
      <p className="small text-body-secondary">{CONTAS_SO_PARA_TODOS} Nenhuma senha nem sessão aparece aqui: só quando e de onde.</p>
      <form className="card card-body mb-3" role="search" aria-label="Buscar pessoa" onSubmit={enviar} noValidate>
        <div className="row g-2 align-items-start">
          <Campo rotulo="Nome (ou parte dele) ou CPF inteiro" erro={erro} className="col-12 col-md-8 col-lg-6">
            {(p) => <input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} data-testid="busca-pessoa" />}
          </Campo>
          <div className="col-12 col-md-4 pt-md-4 mt-md-2"><button type="submit" className="btn btn-primary">Buscar</button></div>
        </div>
      </form>
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          {pessoas?.status === 'carregando' && <p className="text-body-secondary" aria-busy="true">Buscando...</p>}
          {pessoas?.status === 'erro' && <p className="alert alert-danger" role="alert">{pessoas.mensagem}</p>}
          {pessoas?.status === 'pronto' && pessoas.dados.length === 0 && <p className="alert alert-info" role="status">Ninguém encontrado.</p>}
          {pessoas?.status === 'pronto' && pessoas.dados.length > 0 && (
            <ul className="list-group" aria-label="Pessoas encontradas">
              {pessoas.dados.map((p) => {
                const ativa = conta?.status === 'pronto' && conta.dados.pessoa.pssFscCodigo === p.pssFscCodigo;
                return (
                  <li key={p.pssFscCodigo} className="list-group-item p-0">
                    <button type="button" className={`list-group-item list-group-item-action border-0${ativa ? ' active' : ''}`} aria-current={ativa || undefined} onClick={() => void abrirConta(p.pssFscCodigo)}>
                      <strong>{p.pssFscNome}</strong>
                      <span className="d-block small">{p.pssFscCPF ? `CPF ${formatCpf(p.pssFscCPF)}` : p.pssFscPassaporte ? `Passaporte ${p.pssFscPassaporte}` : 'Sem CPF'} · {resumoDaConta(p)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="col-12 col-lg-7">
          {conta?.status === 'carregando' && <p className="text-body-secondary" aria-busy="true">Carregando a conta...</p>}
          {(conta?.status === 'erro' || conta?.status === 'semAcesso') && <p className="alert alert-danger" role="alert">{conta.mensagem}</p>}
          {conta?.status === 'pronto' && <PainelConta dados={conta.dados} />}
        </div>
      </div>
    </div>
  );
}
