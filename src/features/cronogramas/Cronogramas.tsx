import { useStore } from '@nanostores/react';
import LoadedPage from '../../components/LoadedPage.tsx';
import TabelaCronograma from '../../components/TabelaCronograma.tsx';
import { abrirRelatorio } from '../../lib/relatorio.ts';
import type { Cronograma } from './cronogramas.api.ts';
import { outrosLinks } from './cronogramas.ts';
import { $cronograma, carregarCronograma } from './cronogramas.store.ts';

/**
 * Schedules (cronogramas/{p}/{i}/{tipo}[/{insRapida}]): the process's timetable for one schedule type,
 * with what has passed, what is going on and what comes next; print; links to the other schedules.
 */
export default function Cronogramas() {
  const estado = useStore($cronograma);
  return (
    <LoadedPage route="cronogramas" load={carregarCronograma} state={estado} unavailable="Cronograma não disponível.">
      {({ c }) => <Tabela c={c} />}
    </LoadedPage>
  );
}

function Tabela({ c }: { c: Cronograma }) {
  const links = outrosLinks(c);
  const imprimir = () =>
    void abrirRelatorio('cronograma', { prcSltCodigo: c.prcSltCodigo, insPrcCodigo: c.insPrcCodigo ?? 0, tblGrlItmCdgPrcSltTpCrn: c.tblGrlItmCdgPrcSltTpCrn });
  return (
    <section>
      <h1 className="h3">Cronograma - {c.prcSltDescricao}</h1>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 text-body-secondary">
          {c.tblGrlItmDescricao}
          {c.insPrcCodigo ? ` · Inscrição ${c.insPrcCodigo}` : ''}
        </h2>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={imprimir}>
          Imprimir
        </button>
      </div>
      <TabelaCronograma itens={c.itens} legenda={c.tblGrlItmDescricao} />
      <p className="small text-muted">Situação em {c.dataHora} (Horário de Brasília).</p>
      {links.length > 0 && (
        <nav aria-label="Outros cronogramas" className="mt-3">
          <ul className="list-inline">
            {links.map((l) => (
              <li key={l.href} className="list-inline-item">
                <a className="btn btn-link px-0 me-3" href={l.href}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <a href="/prcSeletivo">Voltar para Processos Seletivos</a>
    </section>
  );
}
