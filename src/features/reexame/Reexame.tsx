import { useStore } from '@nanostores/react';
import LoadedPage from '../../components/LoadedPage.tsx';
import FormRecurso from './FormRecurso.tsx';
import RecursoEnviado from './RecursoEnviado.tsx';
import type { Reexame as Dados } from './reexame.api.ts';
import { motivoFechada } from './reexame.ts';
import { $reexame, carregarReexame, recarregarReexame } from './reexame.store.ts';

/**
 * Appeal (reexame/{p}/{i}/{tipo}): one card per appeal window of the schedule type, with its deadline
 * and fee; the form while the window is open; the appeal sent, its fee slip and the answer afterwards.
 */
export default function Reexame() {
  const estado = useStore($reexame);
  return (
    <LoadedPage route="reexame" load={carregarReexame} state={estado} unavailable="Reexame não disponível.">
      {({ d }) => <Janelas d={d} />}
    </LoadedPage>
  );
}

function Janelas({ d }: { d: Dados }) {
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
