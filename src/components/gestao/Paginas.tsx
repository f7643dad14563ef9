/** "Itens X a Y de Z" with the previous and next pages, for the back office's paged lists (queues, reports). */
export default function Paginas({ inicio, porPagina, total, rotulo, aoIr }: { inicio: number; porPagina: number; total: number; rotulo: string; aoIr: (inicio: number) => void }) {
  if (total <= porPagina && inicio === 0) return null;
  const pagina = Math.floor(inicio / porPagina);
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  return (
    <nav className="d-flex flex-wrap justify-content-between align-items-center gap-2 my-2" aria-label={`Páginas: ${rotulo}`}>
      <span className="text-body-secondary small">
        {rotulo} {Math.min(total, inicio + 1)} a {Math.min(total, inicio + porPagina)} de {total}
      </span>
      <div className="d-flex align-items-center gap-2">
        <button type="button" className="btn btn-outline-dark btn-sm" disabled={pagina === 0} onClick={() => aoIr(Math.max(0, inicio - porPagina))}>Anterior</button>
        <span className="small" aria-current="page">Página {pagina + 1} de {paginas}</span>
        <button type="button" className="btn btn-outline-dark btn-sm" disabled={pagina + 1 >= paginas} onClick={() => aoIr(inicio + porPagina)}>Próxima</button>
      </div>
    </nav>
  );
}
