import { useStore } from '@nanostores/react';
import type { PedidoIsencaoGestao } from '../../domain/wire/gestao-isencoes.ts';
import { urlDocumento } from './gestao-isencoes.api.ts';
import { quando } from '../../domain/dates.ts';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
import { NOME_SITUACAO } from './gestao-isencoes.ts';
import { $selecionados, alternar, selecionarTodos } from './gestao-isencoes.store.ts';

/** The requests of one page: tick to decide, the candidate's reason and documents, and the decision once taken. */
export default function ListaPedidos({ pedidos, podeDecidir }: { pedidos: PedidoIsencaoGestao[]; podeDecidir: boolean }) {
  const selecionados = useStore($selecionados);
  if (!pedidos.length) return <p className="text-body-secondary" data-testid="fila-vazia">Nenhum pedido de isenção nesta situação.</p>;
  const todos = pedidos.every((p) => selecionados.includes(p.insPrcCodigo));
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="Pedidos de isenção (rolável)">
      <table className="table align-middle">
        <caption className="visually-hidden">Pedidos de isenção da taxa de inscrição</caption>
        <thead>
          <tr>
            <th scope="col">
              {podeDecidir && (
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label="Selecionar todos os pedidos desta página"
                  checked={todos}
                  onChange={() => selecionarTodos(todos ? [] : pedidos.map((p) => p.insPrcCodigo))}
                />
              )}
            </th>
            <th scope="col">Inscrição</th>
            <th scope="col">Candidato e justificativa</th>
            <th scope="col" className="d-none d-lg-table-cell">Taxa</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {pedidos.map((p) => {
            const [nome, cor] = NOME_SITUACAO[p.situacao];
            return (
              <tr key={p.insPrcCodigo} data-inscricao={p.insPrcCodigo}>
                <td>
                  {podeDecidir && (
                    <input
                      type="checkbox"
                      className="form-check-input"
                      aria-label={`Selecionar a inscrição ${p.insPrcCodigo} (${p.pssFscNome})`}
                      checked={selecionados.includes(p.insPrcCodigo)}
                      onChange={() => alternar(p.insPrcCodigo)}
                    />
                  )}
                </td>
                <td>
                  <span className="fw-semibold">{p.insPrcCodigo}</span>
                  <div className="small text-body-secondary">pedido em {quando(p.solicitadaEm)}</div>
                  {p.insCancelada && <span className="badge text-bg-secondary">Inscrição cancelada</span>}
                </td>
                <td>
                  <div className="fw-semibold">{p.pssFscNome}</div>
                  {p.restrito ? (
                    <p className="small text-body-secondary mb-1">Justificativa e documentos restritos a quem decide isenções.</p>
                  ) : p.justificativa ? (
                    <p className="small mb-1" style={{ whiteSpace: 'pre-wrap' }}>{p.justificativa}</p>
                  ) : (
                    <p className="small text-body-secondary mb-1">Sem justificativa escrita.</p>
                  )}
                  {p.documentos.map((d) => (
                    <div className="small" key={d.insPrcIsnAnxCodigo}>
                      <a className="text-primary-emphasis" href={urlDocumento(d.insPrcIsnAnxCodigo)}>{d.nome}</a> ({tamanhoTexto(d.tamanho)})
                    </div>
                  ))}
                </td>
                <td className="d-none d-lg-table-cell text-nowrap">{p.taxaTexto}</td>
                <td>
                  <span className={`badge ${cor}`}>{nome}</span>
                  {p.decididaEm && <div className="small text-body-secondary">em {quando(p.decididaEm)}</div>}
                  {p.observacao && <div className="small">Motivo: {p.observacao}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
