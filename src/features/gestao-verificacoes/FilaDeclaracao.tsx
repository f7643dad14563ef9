import { useStore } from '@nanostores/react';
import type { FilaVerificacao } from '../../domain/wire/gestao-cotas.ts';
import { urlDocumento } from './gestao-verificacoes.api.ts';
import { NOME_SITUACAO, rotuloDeclaracao } from './gestao-verificacoes.ts';
import { filaVerificacao } from './gestao-verificacoes.store.ts';
import RecursoDecisao from './RecursoDecisao.tsx';

/** One page of a declaration's queue: tick to decide; each candidate's declarations and documents beside them. */
export default function FilaDeclaracao({ prcSltCodigo, itens, podeDecidir }: { prcSltCodigo: number; itens: FilaVerificacao['itens']; podeDecidir: boolean }) {
  const selecionados = useStore(filaVerificacao.$selecionados);
  if (!itens.length) return <p className="text-body-secondary" data-testid="fila-vazia">Nenhum candidato nesta situação.</p>;
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="Fila de verificação (rolável)">
      <table className="table align-middle">
        <caption className="visually-hidden">Candidatos desta declaração</caption>
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden">Selecionar</span></th>
            <th scope="col">Inscrição</th>
            <th scope="col">Candidato, declarações e documentos</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {itens.map((p) => {
            const [nome, cor] = NOME_SITUACAO[p.situacao] ?? [p.situacao, 'text-bg-light'];
            return (
              <tr key={p.insPrcCodigo} data-inscricao={p.insPrcCodigo}>
                <td>
                  {podeDecidir && (
                    <input type="checkbox" className="form-check-input" aria-label={`Selecionar a inscrição ${p.insPrcCodigo} (${p.nome})`} checked={selecionados.includes(p.insPrcCodigo)} onChange={() => filaVerificacao.alternar(p.insPrcCodigo)} />
                  )}
                </td>
                <td className="fw-semibold">{p.insPrcCodigo}</td>
                <td>
                  <div className="fw-semibold">{p.nome}</div>
                  <div className="small">Declarou: {p.declaracoes.map(rotuloDeclaracao).join('; ')}.</div>
                  {p.documentos.length ? (
                    p.documentos.map((d) => (
                      <div className="small" key={d.codigo}>
                        {d.tipo}: <a className="text-primary-emphasis" href={urlDocumento(d.codigo)}>{d.nome}</a>
                      </div>
                    ))
                  ) : (
                    <div className="small text-body-secondary">Nenhum documento enviado.</div>
                  )}
                  {p.recursoTexto && <div className="small mt-1">Recurso: <span style={{ whiteSpace: 'pre-wrap' }}>{p.recursoTexto}</span></div>}
                  {podeDecidir && p.recursoSituacao === 'pendente' && p.ctaVrfCodigo !== null && <RecursoDecisao prcSltCodigo={prcSltCodigo} ctaVrfCodigo={p.ctaVrfCodigo} insPrcCodigo={p.insPrcCodigo} />}
                </td>
                <td>
                  <span className={`badge ${cor}`}>{nome}</span>
                  {p.motivo && <div className="small">Motivo: {p.motivo}</div>}
                  {p.recursoSituacao && p.recursoSituacao !== 'pendente' && <div className="small">Recurso {p.recursoSituacao}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
