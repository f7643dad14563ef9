import { useStore } from '@nanostores/react';
import { $openPanel } from './sml-seriado.store.ts';
import { formatHits, formatPlace, formatScore, quotaName, togglePanel, type QuotaRankingRow, type SerialScoreRow } from './sml-seriado.ts';

/** INFORMAÇÕES SOBRE O CURSO ESCOLHIDO: first and last place per quota type, an accordion with one panel open (SPEC §2, §4). */
export default function CursoPorCota({ cotas, rows }: { cotas: QuotaRankingRow[]; rows: SerialScoreRow[] }) {
  const open = useStore($openPanel);
  const course = rows[0];
  return (
    <section className="mb-4" aria-labelledby="seriado-curso">
      <h2 className="h5 border-bottom pb-2" id="seriado-curso">INFORMAÇÕES SOBRE O CURSO ESCOLHIDO</h2>
      {course && (
        <p className="mb-2">
          {course.crsDescricao}
          {course.cmpDescricao ? ` - ${course.cmpDescricao}` : ''}
        </p>
      )}
      <h3 className="h6 text-uppercase">DESEMPENHO NO CURSO POR TIPO DE VAGA</h3>
      <div className="accordion">
        {cotas.map((c) => {
          const isOpen = open === c.clsTpCota;
          const bodyId = `seriado-cota-${c.clsTpCota}`;
          return (
            <div className="accordion-item" key={c.clsTpCota}>
              <h4 className="accordion-header">
                <button
                  type="button"
                  className={`accordion-button${isOpen ? '' : ' collapsed'}`}
                  aria-expanded={isOpen}
                  aria-controls={bodyId}
                  onClick={() => $openPanel.set(togglePanel(open, c.clsTpCota))}
                >
                  {quotaName(c.clsTpCota)}
                </button>
              </h4>
              {isOpen && (
                <div id={bodyId} className="accordion-collapse collapse show" role="region" aria-label={quotaName(c.clsTpCota)}>
                  <div className="accordion-body">
                    <QuotaDetail cota={c} />
                  </div>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function QuotaDetail({ cota }: { cota: QuotaRankingRow }) {
  const ultimo = new Map(cota.actUltColocado.map((e) => [e.prvCodigo, e.pntCndPrvPntBruta]));
  return (
    // Phones (issue 24): the box scrolls sideways with the exam names fixed at the left, never the page.
    <div className="table-responsive primeira-coluna-fixa" tabIndex={0}>
    <table className="table table-sm table-bordered mb-0">
      <thead className="table-light">
        <tr>
          <th scope="col"></th>
          <th scope="col">Primeiro colocado</th>
          <th scope="col">Último colocado</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Nota</th>
          <td>{formatScore(cota.crsPntPrmColocado)}</td>
          <td>{formatScore(cota.crsPntUltColocado)}</td>
        </tr>
        <tr>
          <th scope="row">Classificação</th>
          <td>{formatPlace(cota.crsClsPrmColocado)}</td>
          <td>{formatPlace(cota.crsClsUltColocado)}</td>
        </tr>
        {cota.actPrmColocado.map((e) => (
          <tr key={e.prvCodigo}>
            <th scope="row" className="fw-normal">{e.prvDescricao}</th>
            <td>{formatHits(e.pntCndPrvPntBruta)}</td>
            <td>{formatHits(ultimo.get(e.prvCodigo))}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
