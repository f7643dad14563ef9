import { useEffect, useState } from 'react';
import { openExistingEnrolmentModal } from '../../lib/inscricao-existente-modal.ts';
import { buildPath } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import type { PaymentState } from '../../domain/pagamento-situacao.ts';
import type { ProcessoWire } from '../../domain/wire/processo.ts';
import { etapasDasInscricoes, minhasInscricoes, processosAbertos, situacoesPagamento } from './prcseletivo-lista.api.ts';
import type { EtapaWire } from '../../domain/wire/etapas.ts';
import CartaoInscricao from './CartaoInscricao.tsx';
import type { MinhaInscricao } from './prcseletivo-lista.ts';

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ok'; pessoa: number; abertos: ProcessoWire[]; minhas: MinhaInscricao[]; pagamentos: Map<number, PaymentState>; etapas: Map<number, EtapaWire[]> };

/**
 * /prcSeletivo: the candidate's own enrolments first, each a card with its steps and actions (issue 38: most
 * candidates come back to do the next thing about their enrolment), then the processes open for enrolment.
 */
export default function ProcessosSeletivos() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    void (async () => {
      const session = await requireSession();
      try {
        const [abertos, minhas, pagamentos, etapas] = await Promise.all([processosAbertos(), minhasInscricoes(), situacoesPagamento(), etapasDasInscricoes()]);
        setState({ status: 'ok', pessoa: session.pssFscCodigo, abertos, minhas, pagamentos, etapas });
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
      <section aria-labelledby="minhas" className="mb-5">
        <h2 id="minhas" className="h5">Minhas inscrições</h2>
        {state.minhas.length === 0 && <p className="text-muted">Você ainda não tem inscrições.</p>}
        <ul className="list-group">
          {state.minhas.map((i) => (
            <CartaoInscricao key={i.insPrcCodigo} i={i} sitPagamento={state.pagamentos.get(i.insPrcCodigo)} etapas={state.etapas.get(i.insPrcCodigo)} />
          ))}
        </ul>
      </section>
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
    </div>
  );
}
