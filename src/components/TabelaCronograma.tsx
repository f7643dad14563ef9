import type { ItemCronograma } from '../domain/cronograma.ts';

const ESTILO: Record<string, { linha: string; badge: string }> = {
  ENCERRADO: { linha: 'text-body-secondary', badge: 'text-bg-secondary' },
  ATUAL: { linha: 'table-primary fw-semibold', badge: 'text-bg-primary' },
  PROXIMO: { linha: '', badge: 'text-bg-warning' },
  FUTURO: { linha: '', badge: 'text-bg-light border' },
  A_DEFINIR: { linha: 'text-body-secondary', badge: 'text-bg-light border' },
};

/** A timetable: step, period and a badge saying passed / current / next / later (cronogramas and cronograma-devolucao). */
export default function TabelaCronograma({ itens, legenda }: { itens: ItemCronograma[]; legenda: string }) {
  if (itens.length === 0) return <p className="alert alert-info">Nenhuma data publicada para este cronograma.</p>;
  return (
    // focusable: on a phone the table scrolls sideways in its box, and the keyboard must reach that scroll too
    <div className="table-responsive" tabIndex={0}>
      <table className="table align-middle">
        <caption className="visually-hidden">{legenda}</caption>
        <thead>
          <tr>
            <th scope="col">Etapa</th>
            <th scope="col">Período</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {itens.map((i) => {
            const e = ESTILO[i.situacao] ?? ESTILO.FUTURO;
            return (
              <tr key={i.prcSltCrnCodigo} className={e.linha} aria-current={i.situacao === 'ATUAL' ? 'step' : undefined}>
                <td>{i.prcSltCrnDescricao}</td>
                <td>{i.prcSltCrnPeriodo}</td>
                <td>
                  <span className={`badge ${e.badge}`}>{i.situacaoTexto}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
