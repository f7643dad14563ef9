import { useEffect, useState } from 'react';
import { formatBrDateTime } from '../../domain/dates.ts';
import { feeText } from '../../domain/money.ts';
import { openExistingEnrolmentModal } from '../../lib/existing-enrolment-modal.ts';
import { abrirRelatorio } from '../../lib/relatorio.ts';
import { buildPath } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import type { PaymentState } from '../../domain/payment-state.ts';
import type { ProcessoWire } from '../../domain/wire/processo.ts';
import { minhasInscricoes, processosAbertos, situacoesPagamento } from './prcseletivo-lista.api.ts';
import { acoes, avisoDeIndeferimento, avisoDeResultado, pagamentoDe, situacao, temPagamento, tituloDoProcesso, type MinhaInscricao } from './prcseletivo-lista.ts';

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ok'; pessoa: number; abertos: ProcessoWire[]; minhas: MinhaInscricao[]; pagamentos: Map<number, PaymentState> };

/** /prcSeletivo: processes open for enrolment and the candidate's own enrolments with their actions. */
export default function ProcessosSeletivos() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    void (async () => {
      const session = await requireSession();
      try {
        const [abertos, minhas, pagamentos] = await Promise.all([processosAbertos(), minhasInscricoes(), situacoesPagamento()]);
        setState({ status: 'ok', pessoa: session.pssFscCodigo, abertos, minhas, pagamentos });
      } catch {
        setState({ status: 'error' });
      }
    })();
  }, []);

  if (state.status === 'loading') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  if (state.status === 'error') return <div className="alert alert-danger">Erro ao obter as inscrições do processo seletivo</div>;

  const inscrever = (p: ProcessoWire) => {
    const existing = state.minhas.find((i) => i.prcSltCodigo === p.prcSltCodigo && i.insCancelada !== 'T');
    const novo = buildPath('inscrever', { pessoaCode: state.pessoa, prcSltCodigo: p.prcSltCodigo, insPrcCodigo: 0 });
    if (!existing) return window.location.assign(novo);
    openExistingEnrolmentModal({ pssFscCodigo: state.pessoa, prcSltCodigo: p.prcSltCodigo, insPrcCodigo: existing.insPrcCodigo, unica: p.prcSltInsUnica === 'T', edicaoPermitida: existing.edicaoPermitida === 'T' });
  };

  return (
    <div>
      <h1 className="h3 mb-4">Processos Seletivos</h1>
      <section aria-labelledby="abertos" className="mb-5">
        <h2 id="abertos" className="h5">Inscrições abertas</h2>
        {state.abertos.length === 0 && <p className="text-muted">Nenhum processo seletivo com inscrições abertas no momento.</p>}
        <ul className="list-unstyled row g-3">
          {state.abertos.map((p) => (
            <li key={p.prcSltCodigo} className="col-md-6">
              <div className="card card-body h-100 shadow-sm">
                <h3 className="h6">{p.prcSltTtlAlternativo || p.prcSltDescricao}</h3>
                <p className="small text-muted mb-2">Inscrições até {p.prcSltDtFim}</p>
                <div className="mt-auto d-flex gap-2">
                  <button type="button" className="btn btn-primary" onClick={() => inscrever(p)} aria-label={`Inscrever-se em ${p.prcSltDescricao}`}>
                    Inscrever-se
                  </button>
                  {p.prcSltUrlInformacao && (
                    <a className="btn btn-outline-secondary" href={p.prcSltUrlInformacao} target="_blank" rel="noopener noreferrer">
                      Mais Informações
                    </a>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="minhas">
        <h2 id="minhas" className="h5">Minhas inscrições</h2>
        {state.minhas.length === 0 && <p className="text-muted">Você ainda não tem inscrições.</p>}
        <ul className="list-group">
          {state.minhas.map((i) => {
            const s = situacao(i);
            const sitPagamento = state.pagamentos.get(i.insPrcCodigo);
            const pg = pagamentoDe(sitPagamento);
            const indeferimento = avisoDeIndeferimento(i);
            const resultado = avisoDeResultado(i);
            return (
              <li key={i.insPrcCodigo} className="list-group-item" aria-label={`Inscrição ${i.insPrcCodigo}`}>
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <div>
                    <strong>{tituloDoProcesso(i)}</strong>
                    <div className="small text-muted">
                      Inscrição nº {i.insPrcCodigo} · {formatBrDateTime(new Date(i.insPrcIncDtHora))}
                      {temPagamento(i) && ` · Taxa ${feeText(i.opcVlrInscricao)}`}
                    </div>
                  </div>
                  <div className="d-flex flex-wrap gap-2 align-self-start">
                    <span className={`badge text-bg-${s.tone}`}>{s.text}</span>
                    {pg && (
                      <span className={`badge text-bg-${pg.tone}`} data-testid="situacao-pagamento-lista">
                        <span className="visually-hidden">Situação do pagamento: </span>
                        {pg.text}
                      </span>
                    )}
                  </div>
                </div>
                {indeferimento && (
                  <p className="alert alert-danger small mb-0 mt-2 py-2" data-testid="indeferimento">
                    {indeferimento}
                  </p>
                )}
                {resultado && (
                  <p className="alert alert-info small mb-0 mt-2 py-2" data-testid="resultado-publicado">
                    {resultado}{' '}
                    <a href={buildPath('explicacaoPosicao', { insPrcCodigo: i.insPrcCodigo })}>Por que estou nesta posição?</a>
                  </p>
                )}
                <div className="d-flex flex-wrap gap-2 mt-2">
                  {acoes(i, sitPagamento).map((a) =>
                    'href' in a ? (
                      <a key={a.label} className="btn btn-sm btn-outline-primary" href={a.href}>
                        {a.label}
                      </a>
                    ) : (
                      <button key={a.label} type="button" className="btn btn-sm btn-outline-primary" onClick={() => void abrirRelatorio(a.relatorio.tipo, a.relatorio.params)}>
                        {a.label}
                      </button>
                    ),
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
