import Paginas from '../../components/gestao/Paginas.tsx';
import type { RetornoDetalhe } from '../../domain/wire/gestao-pagamentos.ts';
import { quando } from '../../domain/dates.ts';
import { corDaLinha } from './gestao-pagamentos.ts';

/**
 * A kept report: the import's totals, then its reported lines (paid, already paid, and why the others were not), a
 * page at a time (`aoIr` reads another page).
 */
export default function RelatorioRetorno({ r, aoIr }: { r: RetornoDetalhe; aoIr: (start: number) => void }) {
  const t = r.retorno;
  return (
    <section className="card mb-3" aria-labelledby={`relatorio-${t.retCodigo}`} data-testid="relatorio-retorno">
      <div className="card-body">
        <h2 className="h5" id={`relatorio-${t.retCodigo}`}>Importação nº {t.retCodigo}: {t.arquivo}</h2>
        <p className="small text-body-secondary mb-2">
          {t.formato} do banco {t.banco}, importado em {quando(t.em)} por {t.autorNome ?? 'linha de comando (payments:import)'}.
          {t.mesmoArquivoDe !== null && ` O mesmo arquivo já foi importado na importação nº ${t.mesmoArquivoDe}: nada foi pago duas vezes.`}
        </p>
        {!t.aplicado && <p className="alert alert-warning" role="alert">Nada deste arquivo foi aplicado.</p>}
        <dl className="d-grid gap-2 mb-3 text-center" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' }}>
          {[
            ['Pagos agora', t.pagos],
            ['Já estavam pagos', t.jaPagos],
            ['Não aplicados', t.rejeitados],
            ['Não são pagamento', t.outras],
            ['Valor pago agora', t.valorPagoTexto],
          ].map(([nome, valor]) => (
            <div className="border rounded p-2" key={nome}>
              <dt className="small fw-normal text-body-secondary">{nome}</dt>
              <dd className="fs-5 mb-0">{valor}</dd>
            </div>
          ))}
        </dl>
        {r.ocultas > 0 && <p className="small text-body-secondary">{r.ocultas === 1 ? '1 linha de outro processo não é mostrada' : `${r.ocultas} linhas de outros processos não são mostradas`} (fora do seu acesso).</p>}
        {r.linhas.length ? (
          <>
            <Paginas inicio={r.start} porPagina={r.limit} total={r.total} rotulo="Linhas" aoIr={aoIr} />
            <div className="table-responsive" tabIndex={0} role="region" aria-label="Linhas do arquivo de retorno (rolável)">
              <table className="table table-sm align-middle">
                <caption className="visually-hidden">Linhas do arquivo de retorno e o que aconteceu com cada uma</caption>
                <thead>
                  <tr>
                    <th scope="col">Linha</th>
                    <th scope="col">Resultado</th>
                    <th scope="col">Nosso número</th>
                    <th scope="col">Inscrição</th>
                    <th scope="col">Valor pago</th>
                    <th scope="col">Motivo</th>
                  </tr>
                </thead>
                <tbody>
                  {r.linhas.map((l) => (
                    <tr key={`${l.linha}-${l.tipo}`} data-linha={l.linha}>
                      <td>{l.linha}</td>
                      <td><span className={`badge ${corDaLinha(l.tipo)}`}>{l.tipoTexto}</span></td>
                      <td className="font-monospace small">{l.nossoNumero ?? '—'}</td>
                      <td>{l.insPrcCodigo ?? '—'}</td>
                      <td>{l.valorTexto ?? '—'}{l.valorEsperadoTexto && l.valorEsperadoTexto !== l.valorTexto && <div className="small text-body-secondary">boleto: {l.valorEsperadoTexto}</div>}</td>
                      <td className="small">{l.motivo ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Paginas inicio={r.start} porPagina={r.limit} total={r.total} rotulo="Linhas" aoIr={aoIr} />
          </>
        ) : (
          <p className="text-body-secondary small mb-0">Nenhuma linha a mostrar.</p>
        )}
      </div>
    </section>
  );
}
