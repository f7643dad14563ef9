import type { Cotas } from '../../domain/wire/gestao-cotas.ts';

/** Each option (by its whole path) with its seats per list; under the federal preset, each cell's computation on hover and below. */
export default function TabelaVagas({ configuracao, opcoes, detalhar = false }: { configuracao: NonNullable<Cotas['configuracao']>; opcoes: Cotas['opcoes']; detalhar?: boolean }) {
  const listas = ['AC', ...configuracao.categorias.map((c) => c.codigo)];
  return (
    <div className="table-responsive mb-2" tabIndex={0} role="region" aria-label="Vagas por categoria (rolável)">
      <p className="small text-body-secondary">
        {configuracao.modelo === 'federal'
          ? `Preset federal (Lei 12.711/2012 com a Lei 14.723/2023): percentuais do IBGE informados — PPI ${configuracao.percentuais?.ppi}%, quilombolas ${configuracao.percentuais?.quilombola}%, pessoas com deficiência ${configuracao.percentuais?.pcd}%. Cada fração é arredondada para o inteiro imediatamente superior.`
          : 'Categorias próprias do processo; as vagas são as informadas nas regras da classificação.'}
      </p>
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">Vagas por opção e categoria</caption>
        <thead>
          <tr>
            <th scope="col">Opção</th>
            <th scope="col">Total</th>
            {listas.map((l) => (
              <th scope="col" key={l} title={configuracao.categorias.find((c) => c.codigo === l)?.nome ?? 'Ampla concorrência'}>{l}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {opcoes.map((o) => (
            <tr key={o.opcCodigo} data-opcao={o.opcCodigo}>
              <th scope="row">{o.descricao}</th>
              <td>{o.vagas.reduce((s, v) => s + v.vagas, 0)}</td>
              {listas.map((l) => {
                const v = o.vagas.find((x) => x.lista === l);
                return (
                  <td key={l} title={v?.conta || undefined} className={v?.ajustada ? 'fw-bold' : undefined}>
                    {v?.vagas ?? 0}
                    {v?.ajustada && <span className="visually-hidden"> (ajustada)</span>}
                    {detalhar && v?.conta && <div className="small text-body-secondary">{v.conta}</div>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
