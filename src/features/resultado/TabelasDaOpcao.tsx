import type { ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';

/** One option's lists (ampla concorrência, then each quota category): rank, enrolment number and name. */
export default function TabelasDaOpcao({ opcao }: { opcao: ResultadoPublico['opcoes'][number] }) {
  return (
    <>
      {opcao.listas.map((l) => (
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
    </>
  );
}
