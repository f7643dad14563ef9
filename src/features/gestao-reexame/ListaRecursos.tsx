import { useStore } from '@nanostores/react';
import type { RecursoGestao } from '../../domain/wire/gestao-reexame.ts';
import { urlAnexoDaResposta, urlAnexoDoRecurso } from './gestao-reexame.api.ts';
import { quando } from '../../domain/dates.ts';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
import { COR_RESPOSTA } from './gestao-reexame.ts';
import { $selecionados, alternar, selecionarTodos } from './gestao-reexame.store.ts';

/** One page of appeals: tick to answer (identical appeals together), the candidate's text and file, the answer given. */
export default function ListaRecursos({ recursos, podeResponder }: { recursos: RecursoGestao[]; podeResponder: boolean }) {
  const selecionados = useStore($selecionados);
  if (!recursos.length) return <p className="text-body-secondary" data-testid="fila-vazia">Nenhum recurso nesta seleção.</p>;
  const todos = recursos.every((r) => selecionados.includes(r.insPrcRcrCodigo));
  return (
    <div>
      {podeResponder && (
        <div className="form-check mb-2">
          <input className="form-check-input" type="checkbox" id="recursos-todos" checked={todos} onChange={() => selecionarTodos(todos ? [] : recursos.map((r) => r.insPrcRcrCodigo))} />
          <label className="form-check-label" htmlFor="recursos-todos">Selecionar todos desta página</label>
        </div>
      )}
      <ul className="list-unstyled">
        {recursos.map((r) => (
          <li className="card mb-2" key={r.insPrcRcrCodigo} data-recurso={r.insPrcRcrCodigo} aria-labelledby={`recurso-${r.insPrcRcrCodigo}`}>
            <div className="card-body">
              <div className="d-flex flex-wrap gap-2 align-items-start">
                {podeResponder && (
                  <input
                    type="checkbox"
                    className="form-check-input mt-1"
                    aria-label={`Selecionar o recurso ${r.insPrcRcrCodigo} (${r.pssFscNome})`}
                    checked={selecionados.includes(r.insPrcRcrCodigo)}
                    onChange={() => alternar(r.insPrcRcrCodigo)}
                  />
                )}
                <div className="me-auto">
                  <h3 className="h6 mb-0" id={`recurso-${r.insPrcRcrCodigo}`}>
                    Recurso nº {r.insPrcRcrCodigo} - {r.pssFscNome}
                  </h3>
                  <div className="small text-body-secondary">
                    Inscrição {r.insPrcCodigo} · {r.etapa ?? 'Sem etapa'} · enviado em {quando(r.criadoEm)}
                  </div>
                </div>
                {r.taxaPaga !== null && <span className={`badge ${r.taxaPaga ? 'text-bg-success' : 'text-bg-warning'}`}>Taxa {r.valorTexto}: {r.taxaPaga ? 'paga' : 'não paga'}</span>}
              </div>
              <p className="mt-2 mb-1" style={{ whiteSpace: 'pre-wrap' }}>{r.justificativa}</p>
              {r.anexo && (
                <p className="small mb-1">
                  Anexo do candidato: <a className="text-primary-emphasis" href={urlAnexoDoRecurso(r.insPrcRcrCodigo)}>{r.anexo.nome}</a> ({tamanhoTexto(r.anexo.tamanho)})
                </p>
              )}
              {r.resposta ? (
                <div className="border-top pt-2 mt-2 small">
                  <span className={`badge ${COR_RESPOSTA[r.resposta.situacao] ?? 'text-bg-secondary'}`}>{r.resposta.situacaoTexto}</span> em {quando(r.resposta.em)}
                  <p className="mb-1 mt-1" style={{ whiteSpace: 'pre-wrap' }}>{r.resposta.texto}</p>
                  {r.resposta.anexo && (
                    <a className="text-primary-emphasis" href={urlAnexoDaResposta(r.resposta.anexo.rcrRspAnxCodigo)}>{r.resposta.anexo.nome}</a>
                  )}
                </div>
              ) : (
                <p className="small text-body-secondary mb-0">Aguardando resposta.</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
