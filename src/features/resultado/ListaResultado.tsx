import type { IndiceResultadoPublico, ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';
import { buildPath } from '../../lib/routes.ts';
import Cabecalho from './Cabecalho.tsx';
import { LIMITE_EM_LINHA, linhasDoIndice, listasEmLinha } from './resultado.ts';
import TabelasDaOpcao from './TabelasDaOpcao.tsx';

const numero = (n: number) => n.toLocaleString('pt-BR');

/**
 * The public result of one process (/resultado/{p}): the index of its options — each with the size of its lists and
 * a link to its own page — and, for a result of up to LIMITE_EM_LINHA ranked rows, every list below it (from
 * `resultado`): rank, enrolment number and name, never a CPF or a score. Rendered to plain HTML at build time (no
 * script) for the pre-rendered pages, and by the shell's island for results published since the last build.
 */
export default function ListaResultado({ indice, resultado }: { indice: IndiceResultadoPublico; resultado?: ResultadoPublico }) {
  const emLinha = listasEmLinha(indice);
  const prc = indice.prcSltCodigo;
  return (
    <article aria-labelledby="resultado-titulo">
      <Cabecalho resultado={indice} />
      {indice.opcoes.length === 0 && <p>Nenhum candidato classificado.</p>}
      {indice.opcoes.length > 0 && (
        <>
          {!emLinha && <p>{`${numero(linhasDoIndice(indice))} classificações (mais de ${numero(LIMITE_EM_LINHA)}): escolha a sua opção para ver as listas dela.`}</p>}
          <div className="table-responsive">
            <table className="table table-sm align-middle" data-testid="indice-resultado">
              <caption className="caption-top fw-semibold text-body">Opções</caption>
              <thead>
                <tr><th scope="col">Opção</th><th scope="col">Candidatos por lista</th></tr>
              </thead>
              <tbody>
                {indice.opcoes.map((o) => (
                  <tr key={o.opcCodigo}>
                    <td><a href={buildPath('resultadoOpcao', { prcSltCodigo: prc, opcCodigo: o.opcCodigo })}>{o.descricao}</a></td>
                    <td>{o.listas.map((l) => `${l.nome}: ${numero(l.total)}`).join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {emLinha &&
        resultado?.opcoes.map((o) => (
          <section key={o.opcCodigo} className="mb-4" aria-labelledby={`opc-${o.opcCodigo}`}>
            <h2 id={`opc-${o.opcCodigo}`} className="h4">{o.descricao}</h2>
            <TabelasDaOpcao opcao={o} />
          </section>
        ))}
    </article>
  );
}
