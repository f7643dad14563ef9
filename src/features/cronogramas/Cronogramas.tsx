import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import TabelaCronograma from '../../components/TabelaCronograma.tsx';
import { abrirRelatorio } from '../../lib/relatorio.ts';
import { currentParams } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import { codigo, outrosLinks } from './cronogramas.ts';
import { $cronograma, carregarCronograma } from './cronogramas.store.ts';

/**
 * Schedules (cronogramas/{p}/{i}/{tipo}[/{insRapida}]): the process's timetable for one schedule type,
 * with what has passed, what is going on and what comes next; print; links to the other schedules.
 */
export default function Cronogramas() {
  const estado = useStore($cronograma);

  useEffect(() => {
    const params = currentParams('cronogramas', window.location.pathname);
    const p = codigo(params?.prcSltCodigo);
    const i = codigo(params?.insPrcCodigo, true);
    const tipo = params?.tblGrlItmCdgPrcSltTpCrn;
    void requireSession().then(() => carregarCronograma(p, i, tipo));
  }, []);

  if (estado.status === 'carregando') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  if (estado.status === 'erro') return <p className="alert alert-warning">Cronograma não disponível.</p>;
  const c = estado.c;
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
