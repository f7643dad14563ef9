import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { currentParams } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import FormRecurso from './FormRecurso.tsx';
import RecursoEnviado from './RecursoEnviado.tsx';
import { motivoFechada } from './reexame.ts';
import { $reexame, carregarReexame, recarregarReexame } from './reexame.store.ts';
const codigo = (v: string | undefined) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * Appeal (reexame/{p}/{i}/{tipo}): one card per appeal window of the schedule type, with its deadline
 * and fee; the form while the window is open; the appeal sent, its fee slip and the answer afterwards.
 */
export default function Reexame() {
  const estado = useStore($reexame);

  useEffect(() => {
    const params = currentParams('reexame', window.location.pathname);
    const p = codigo(params?.prcSltCodigo);
    const i = codigo(params?.insPrcCodigo);
    const tipo = params?.tblGrlItmCdgPrcSltTpCrn;
    void requireSession().then(() => carregarReexame(p, i, tipo));
  }, []);

  if (estado.status === 'carregando') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  if (estado.status === 'erro') return <p className="alert alert-warning">Reexame não disponível.</p>;
  const d = estado.d;
  return (
    <section>
      <h1 className="h3">Reexame - {d.prcSltDescricao}</h1>
      <p className="text-body-secondary">Inscrição {d.insPrcCodigo}</p>
      {d.permitido !== 'T' && <p className="alert alert-warning">O reexame não está disponível para esta inscrição.</p>}
      {d.janelas.length === 0 && <p className="alert alert-info">Não há etapas com prazo de recurso neste processo.</p>}
      {d.janelas.map((j) => (
        <article key={j.prcSltCrnCodigo} className="card shadow-sm mb-3" aria-labelledby={`janela-${j.prcSltCrnCodigo}`}>
          <div className="card-header d-flex flex-wrap justify-content-between gap-2">
            <h2 id={`janela-${j.prcSltCrnCodigo}`} className="h5 mb-0">
              {j.prcSltCrnDescricao}
            </h2>
            <span className="badge text-bg-light border align-self-center">{j.situacaoTexto}</span>
          </div>
          <div className="card-body">
            <p className="mb-1">Prazo: {j.periodo} (Horário de Brasília)</p>
            <p>Taxa: {j.valorTexto}</p>
            {j.recurso ? (
              <RecursoEnviado r={j.recurso} />
            ) : j.aberta === 'T' ? (
              <FormRecurso prcSltCodigo={d.prcSltCodigo} insPrcCodigo={d.insPrcCodigo} prcSltCrnCodigo={j.prcSltCrnCodigo} maxBytes={d.anexoMaxBytes} onEnviado={() => void recarregarReexame()} />
            ) : (
              <p className="text-muted mb-0">{motivoFechada(j.situacao, d.permitido === 'T')}</p>
            )}
          </div>
        </article>
      ))}
      <p className="small text-muted">Situação em {d.dataHora} (Horário de Brasília).</p>
      <a href="/prcSeletivo">Voltar para Processos Seletivos</a>
    </section>
  );
}
