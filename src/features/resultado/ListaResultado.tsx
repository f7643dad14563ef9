import { formatBrDateTimeShort } from '../../domain/dates.ts';
import type { ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';

/**
 * The public result of one process: per option, each list (ampla concorrência, then each quota category) with the
 * rank, the enrolment number and the name — never a CPF or a score. Rendered to plain HTML at build time (no
 * script) for the pre-rendered pages, and by the shell's island for results published since the last build.
 */
export default function ListaResultado({ resultado }: { resultado: ResultadoPublico }) {
  const tipo = resultado.tipo === 'final' ? 'Resultado final' : 'Resultado preliminar';
  return (
    <article aria-labelledby="resultado-titulo">
      <h1 id="resultado-titulo" className="h3">{resultado.prcSltDescricao}</h1>
      <p className="lead mb-1">{tipo}</p>
      <p className="small text-body-secondary">{`Publicado em ${formatBrDateTimeShort(new Date(resultado.publicadoEm))} (Horário de Brasília).`}</p>
      {resultado.opcoes.length === 0 && <p>Nenhum candidato classificado.</p>}
      {resultado.opcoes.map((o) => (
        <section key={o.opcCodigo} className="mb-4" aria-labelledby={`opc-${o.opcCodigo}`}>
          <h2 id={`opc-${o.opcCodigo}`} className="h4">{o.descricao}</h2>
          {o.listas.map((l) => (
            <div key={l.lista} className="table-responsive">
              <table className="table table-sm table-striped align-middle" data-testid="lista-resultado">
                <caption className="caption-top fw-semibold text-body">{l.nome}</caption>
                <thead>
                  <tr><th scope="col">Posição</th><th scope="col">Inscrição</th><th scope="col">Nome</th><th scope="col">Situação</th></tr>
                </thead>
                <tbody>
                  {l.candidatos.map((c) => (
                    <tr key={c.insPrcCodigo}><td>{c.posicao}º</td><td>{c.insPrcCodigo}</td><td>{c.nome}</td><td>{c.situacao}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}
