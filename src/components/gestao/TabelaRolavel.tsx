import type { ReactNode } from 'react';

/** A column's heading: its text, or `{ oculto }` for a column of buttons named only to screen readers. */
export type Coluna = string | { oculto: string };

/**
 * A staff table that scrolls sideways on a narrow screen: the scrolling region is focusable and named (so a keyboard
 * reaches it and a screen reader says what it holds), the caption is read but not shown, the headings are columns.
 */
export default function TabelaRolavel(p: { rotulo: string; legenda: string; testid: string; colunas: Coluna[]; children: ReactNode }) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={`${p.rotulo} (rolável)`}>
      <table className="table table-sm align-middle" data-testid={p.testid}>
        <caption className="visually-hidden">{p.legenda}</caption>
        <thead>
          <tr>
            {p.colunas.map((c) => (typeof c === 'string' ? <th key={c} scope="col">{c}</th> : <th key={c.oculto} scope="col"><span className="visually-hidden">{c.oculto}</span></th>))}
          </tr>
        </thead>
        <tbody>{p.children}</tbody>
      </table>
    </div>
  );
}
