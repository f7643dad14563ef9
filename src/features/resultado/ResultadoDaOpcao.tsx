import type { ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';
import { buildPath } from '../../lib/routes.ts';
import Cabecalho from './Cabecalho.tsx';
import TabelasDaOpcao from './TabelasDaOpcao.tsx';

/**
 * The page of one option of a result (/resultado/{p}/{opcao}; `resultado` holds that option alone): its lists,
 * and a filter by name or enrolment number. The filter is plain HTML that filtro-resultado.ts brings to life (the
 * pre-rendered page has no other script): hidden until it does, unless `filtroVisivel` (the shell's island, where
 * scripts run anyway).
 */
export default function ResultadoDaOpcao({ resultado, filtroVisivel = false }: { resultado: ResultadoPublico; filtroVisivel?: boolean }) {
  const o = resultado.opcoes[0];
  return (
    <article aria-labelledby="resultado-titulo">
      <Cabecalho resultado={resultado} />
      <nav aria-label="Trilha">
        <ol className="breadcrumb">
          <li className="breadcrumb-item"><a href={buildPath('resultadoProcesso', { prcSltCodigo: resultado.prcSltCodigo })}>Todas as opções</a></li>
          {o && <li className="breadcrumb-item active" aria-current="page">{o.descricao}</li>}
        </ol>
      </nav>
      {!o && <p>Nenhum candidato classificado nesta opção.</p>}
      {o && (
        <section aria-labelledby={`opc-${o.opcCodigo}`}>
          <h2 id={`opc-${o.opcCodigo}`} className="h4">{o.descricao}</h2>
          <form className="mb-3" role="search" data-filtro-resultado hidden={!filtroVisivel}>
            <label className="form-label" htmlFor="filtro-resultado">Procurar pelo nome ou pelo número de inscrição</label>
            <input id="filtro-resultado" className="form-control" type="search" autoComplete="off" />
            <p className="small text-body-secondary mt-1 mb-0" role="status" aria-live="polite" data-filtro-contagem></p>
          </form>
          <TabelasDaOpcao opcao={o} />
        </section>
      )}
    </article>
  );
}
