import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { currentParams } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import { $fiscais, carregarFiscais } from './fiscais.store.ts';
const codigo = (v: string | undefined) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * Inspectors of a municipality (lista-fiscais/{p}/{i}/{m}): open only for an enrolment in an
 * inspector-selection process (verificaPrcSeletivoTpProcessoFiscal), then the list by venue.
 */
export default function ListaFiscais() {
  const estado = useStore($fiscais);

  useEffect(() => {
    const params = currentParams('listaFiscais', window.location.pathname);
    const p = codigo(params?.prcSltCodigo);
    const i = codigo(params?.insPrcCodigo);
    const m = codigo(params?.prcSltMncPrvCodigo);
    void requireSession().then(() => carregarFiscais(p, i, m));
  }, []);

  if (estado.status === 'carregando') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  if (estado.status === 'naoFiscal') return <p className="alert alert-warning">A lista de fiscais está disponível apenas para inscrições em processos de seleção de fiscais.</p>;
  if (estado.status === 'erro') return <p className="alert alert-warning">Lista de fiscais não disponível.</p>;
  const l = estado.l;
  return (
    <section>
      <h1 className="h3">
        Lista de Fiscais - {l.mncDescricao}/{l.ufCodigo}
      </h1>
      <p className="text-body-secondary">{l.prcSltDescricao}</p>
      {l.fiscais.length === 0 ? (
        <p className="alert alert-info">Nenhum fiscal designado para este município.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-striped align-middle">
            <caption className="visually-hidden">Fiscais de {l.mncDescricao}</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">Função</th>
                <th scope="col">Local</th>
                <th scope="col">Sala</th>
              </tr>
            </thead>
            <tbody>
              {l.fiscais.map((f, k) => (
                <tr key={k} className={f.voce === 'T' ? 'table-primary' : undefined}>
                  <td>
                    {f.pssFscNome}
                    {f.voce === 'T' && <span className="badge text-bg-primary ms-2">Você</span>}
                  </td>
                  <td>{f.fscPrcSltFuncao}</td>
                  <td>{f.fscPrcSltLocal ?? '-'}</td>
                  <td>{f.fscPrcSltSala ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <a href="/prcSeletivo">Voltar para Processos Seletivos</a>
    </section>
  );
}
