import { useStore } from '@nanostores/react';
import LoadedPage from '../../components/LoadedPage.tsx';
import type { ListaFiscais as Lista } from './lista-fiscais.api.ts';
import { $fiscais, carregarFiscais } from './lista-fiscais.store.ts';

/**
 * Inspectors of a municipality (lista-fiscais/{p}/{i}/{m}): open only for an enrolment in an
 * inspector-selection process (verificaPrcSeletivoTpProcessoFiscal), then the list by venue.
 */
export default function ListaFiscais() {
  const estado = useStore($fiscais);
  return (
    <LoadedPage route="listaFiscais" load={carregarFiscais} state={estado} unavailable="Lista de fiscais não disponível.">
      {(e) =>
        e.status === 'naoFiscal' ? (
          <p className="alert alert-warning">A lista de fiscais está disponível apenas para inscrições em processos de seleção de fiscais.</p>
        ) : (
          <Fiscais l={e.l} />
        )
      }
    </LoadedPage>
  );
}

function Fiscais({ l }: { l: Lista }) {
  return (
    <section>
      <h1 className="h3">
        Lista de Fiscais - {l.mncDescricao}/{l.ufCodigo}
      </h1>
      <p className="text-body-secondary">{l.prcSltDescricao}</p>
      {l.fiscais.length === 0 ? (
        <p className="alert alert-info">Nenhum fiscal designado para este município.</p>
      ) : (
        // focusable: on a phone the table scrolls sideways in its box, and the keyboard must reach that scroll too
        <div className="table-responsive" tabIndex={0}>
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
