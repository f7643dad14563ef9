import type { ExplicacaoWire } from '../domain/wire/classificacao-explicacao.ts';

const nota = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 4 });
const vagas = (n: number) => `${n} ${n === 1 ? 'vaga' : 'vagas'}`;

/**
 * "Por que estou nesta posição?" (issue 36 item 8), the same on the staff's classification screen and on the
 * candidate's page: the final score and its parts, each option (in the candidate's order) with each list, the place,
 * the one above and the one below with the criterion that ordered them, the seat moves that touched those lists and
 * any declaration not confirmed. `equipe`: the neighbours' enrolment numbers are shown.
 */
export default function ExplicacaoPosicao({ x, equipe = false }: { x: ExplicacaoWire; equipe?: boolean }) {
  const nomeLista = (l: string) => (l === 'AC' ? 'Ampla concorrência' : (x.categorias.find((c) => c.codigo === l)?.nome ?? l));
  const quem = (v: { inscricao?: number }) => (equipe && v.inscricao ? ` (inscrição ${v.inscricao})` : '');
  return (
    <div data-testid="explicacao">
      <h3 className="h5">Nota final: {nota(x.nota)}</h3>
      <table className="table table-sm w-auto">
        <caption className="caption-top small">Como a nota final é calculada: a soma das notas multiplicadas pelos pesos.</caption>
        <thead>
          <tr>
            <th scope="col">Prova</th>
            <th scope="col" className="text-end">Nota</th>
            <th scope="col" className="text-end">Peso</th>
            <th scope="col" className="text-end">Pontos</th>
          </tr>
        </thead>
        <tbody>
          {x.partes.map((p) => (
            <tr key={p.prova}>
              <td>{p.nome}</td>
              <td className="text-end">{nota(p.nota)}</td>
              <td className="text-end">{nota(p.peso)}</td>
              <td className="text-end">{nota(p.pontos)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {x.eliminacao.length > 0 && <p className="alert alert-warning" data-testid="explicacao-eliminacao">Eliminado(a): {x.eliminacao.join(' ')}</p>}
      {x.naoConfirmadas.length > 0 && (
        <div className="alert alert-warning" data-testid="explicacao-nao-confirmadas">
          <p className="mb-1">Declarações não confirmadas (a classificação não as considera):</p>
          <ul className="mb-0">{x.naoConfirmadas.map((d) => <li key={d.categoria}>{nomeLista(d.categoria)}: {d.motivo}</li>)}</ul>
        </div>
      )}
      {x.opcoes.map((o) => (
        <section key={o.opcao} className="mb-3" aria-label={`Opção ${o.descricao}`} data-testid="explicacao-opcao">
          <h4 className="h6">
            {o.descricao}
            {o.preferencia !== null && <span className="text-body-secondary"> — sua {o.preferencia}ª opção</span>}
          </h4>
          {o.eliminado && <p className="small">Não concorre nesta opção: {o.eliminado}</p>}
          {o.observacao && <p className="small">{o.observacao}</p>}
          {o.listas.length > 0 && (
            <ul className="list-unstyled">
              {o.listas.map((l) => (
                <li key={l.lista} className="mb-2" data-testid="explicacao-lista">
                  <strong>{nomeLista(l.lista)}</strong>: {l.posicao}ª posição, {l.situacao === 'aprovado' ? 'classificado(a)' : 'lista de espera'} ({vagas(l.vagas)}
                  {l.vagas !== l.vagasConfiguradas ? `; ${l.vagasConfiguradas} no edital, com remanejamento` : ''}).
                  <ul className="small">
                    {l.acima && <li>À frente: {l.acima.posicao}ª posição{quem(l.acima)}, nota {nota(l.acima.nota)} — decidiu: {l.acima.criterio}.</li>}
                    {l.abaixo && <li>Logo atrás: {l.abaixo.posicao}ª posição{quem(l.abaixo)}, nota {nota(l.abaixo.nota)} — decidiu: {l.abaixo.criterio}.</li>}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          {o.remanejamentos.length > 0 && (
            <div className="small">
              <p className="mb-1">Remanejamento de vagas nestas listas:</p>
              <ul>
                {o.remanejamentos.map((r, i) => (
                  <li key={i}>
                    {vagas(r.vagas)} de {nomeLista(r.de)} para {nomeLista(r.para)}
                    {r.motivo ? `: ${r.motivo}` : '.'}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
