import { examLabel, formatHits, formatPlace, formatScore, groupByStage, summarize, type SerialScoreRow } from './sml-seriado.ts';

/** DESEMPENHO INDIVIDUAL: one table per stage, the footnotes, and the summary cards (SPEC §2). */
export default function DesempenhoIndividual({ rows }: { rows: SerialScoreRow[] }) {
  const summary = summarize(rows);
  if (!summary) return null;
  const cards: [string, string][] = [
    ['Média das provas objetivas', formatScore(summary.objetivas)],
    ['Nota da redação (Seriado 1)', formatScore(summary.redacao)],
    ['Nota para simulação da classificação', formatScore(summary.final)],
    ['Classificação (ampla concorrência)', summary.eliminacao ? `Eliminado(a): ${summary.eliminacao}` : formatPlace(summary.classificacao)],
  ];
  return (
    <section className="mb-4" aria-labelledby="seriado-desempenho">
      <h2 className="h5 border-bottom pb-2" id="seriado-desempenho">DESEMPENHO INDIVIDUAL</h2>
      {groupByStage(rows).map((stage) => (
        <div className="table-responsive primeira-coluna-fixa mb-3" key={stage.etpCodigo} tabIndex={0}>
          <table className="table table-sm table-bordered align-middle mb-0" aria-label={stage.etpDescricao}>
            <caption className="caption-top fw-semibold text-body">{stage.etpDescricao}</caption>
            <thead className="table-light">
              <tr>
                <th scope="col">Prova</th>
                <th scope="col">Valor</th>
                <th scope="col">Acertos Seriado 1</th>
                <th scope="col">Acertos Seriado 2</th>
                <th scope="col">Nota Seriado 1</th>
                <th scope="col">Nota Seriado 2</th>
              </tr>
            </thead>
            <tbody>
              {stage.rows.map((r) => (
                <tr key={r.prvCodigo} className={r.prvEspecifica === 'T' ? 'table-info fw-semibold' : undefined} data-especifica={r.prvEspecifica}>
                  <th scope="row">{examLabel(r)}</th>
                  <td>{formatHits(r.prvValorizacao)}</td>
                  <td>{formatHits(r.pntCndPrvPntBrtSeriado1)}</td>
                  <td>{formatHits(r.pntCndPrvPntBrtSeriado2)}</td>
                  <td>{formatScore(r.pntCndPrvPntPdrSeriado1)}</td>
                  <td>{formatScore(r.pntCndPrvPntPdrSeriado2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <p className="small text-muted mb-1">* Prova específica do curso escolhido (linha destacada).</p>
      <p className="small text-muted">** A nota da redação é atribuída ao Seriado 1.</p>

      <div className="row g-3">
        {cards.map(([label, value]) => (
          <div className="col-sm-6 col-lg-3" key={label}>
            <div className="card text-center h-100 shadow-sm">
              <div className="card-body">
                <div className="small text-muted">{label}</div>
                <div className="fs-4 fw-bold" aria-label={label}>{value}</div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
