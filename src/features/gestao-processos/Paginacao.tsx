import { useStore } from '@nanostores/react';
import { filaProcessos, irParaPagina, POR_PAGINA } from './gestao-processos.store.ts';

/** "Processos X a Y de Z", with the previous and next pages. */
export default function Paginacao({ total }: { total: number }) {
  const filtros = useStore(filaProcessos.$filtro);
  const inicio = filtros.start ?? 0;
  const pagina = Math.floor(inicio / POR_PAGINA);
  const paginas = Math.max(1, Math.ceil(total / POR_PAGINA));
  const fim = Math.min(total, inicio + POR_PAGINA);
  return (
    <nav className="d-flex flex-wrap justify-content-between align-items-center gap-2" aria-label="Páginas da lista de processos">
      <span className="text-body-secondary small">Processos {inicio + 1} a {fim} de {total}</span>
      <div className="d-flex align-items-center gap-2">
        <button type="button" className="btn btn-outline-dark btn-sm" disabled={pagina === 0} onClick={() => void irParaPagina(pagina - 1)}>Anterior</button>
        <span className="small" aria-current="page">Página {pagina + 1} de {paginas}</span>
        <button type="button" className="btn btn-outline-dark btn-sm" disabled={pagina + 1 >= paginas} onClick={() => void irParaPagina(pagina + 1)}>Próxima</button>
      </div>
    </nav>
  );
}
