import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaComMascara from '../../components/gestao/EntradaComMascara.tsx';
import type { Conciliacao } from '../../domain/wire/gestao-pagamentos.ts';
import { diaNaTela, lerDia, NOME_ORIGEM, ORIGENS } from './gestao-pagamentos.ts';

/** Expected against received for one day (by origin), its payments, every day with movement and the period's totals. */
export default function PainelConciliacao({ c, dia, aoMudarDia }: { c: Conciliacao; dia: string; aoMudarDia: (dia: string) => void }) {
  const [texto, setTexto] = useState(diaNaTela(dia));
  const [erro, setErro] = useState<string | undefined>();
  const d = c.dia;
  const p = c.periodo;
  const ver = () => {
    const r = lerDia(texto);
    if ('erro' in r) return setErro(r.erro);
    setErro(undefined);
    aoMudarDia(r.dia);
  };
  return (
    <div>
      <section className="card mb-3" aria-labelledby="periodo-titulo">
        <div className="card-body">
          <h3 className="h6" id="periodo-titulo">Todo o processo</h3>
          <dl className="row row-cols-2 row-cols-md-4 g-2 mb-0" data-testid="totais-periodo">
            <div className="col"><dt className="small fw-normal text-body-secondary">Taxas devidas</dt><dd className="mb-0">{p.devido.valorTexto} ({p.devido.quantidade})</dd></div>
            <div className="col"><dt className="small fw-normal text-body-secondary">Recebido</dt><dd className="mb-0">{p.recebido.valorTexto}</dd></div>
            <div className="col"><dt className="small fw-normal text-body-secondary">A receber</dt><dd className="mb-0">{p.aReceber.valorTexto}</dd></div>
            <div className="col"><dt className="small fw-normal text-body-secondary">Taxas de recurso</dt><dd className="mb-0">{p.recursos.valorTexto}</dd></div>
          </dl>
          <p className="small text-body-secondary mb-0 mt-2">
            Inscrições: {p.inscricoes.pagas} pagas, {p.inscricoes.pendentes} pendentes, {p.inscricoes.isentas} isentas, {p.inscricoes.canceladas} canceladas.
          </p>
        </div>
      </section>
      <section className="card mb-3" aria-labelledby="dia-titulo">
        <div className="card-body">
          <h3 className="h6" id="dia-titulo">Conciliação do dia {diaNaTela(d.dia)}</h3>
          <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
            <Campo rotulo="Dia (dd/mm/aaaa)" erro={erro} className="mb-0">
              {(props) => <EntradaComMascara {...props} inputMode="numeric" mascara={{ mask: '00/00/0000' }} value={texto} onChange={setTexto} />}
            </Campo>
            <button type="button" className="btn btn-outline-dark" onClick={ver}>Ver dia</button>
          </div>
          <table className="table table-sm mb-2">
            <caption className="visually-hidden">Esperado e recebido no dia</caption>
            <tbody>
              <tr><th scope="row">Esperado (boletos que vencem no dia)</th><td>{d.esperado.valorTexto} ({d.esperado.quantidade})</td></tr>
              <tr><th scope="row">Recebido no dia</th><td data-testid="recebido-dia">{d.recebido.valorTexto} ({d.recebido.quantidade})</td></tr>
              {ORIGENS.map((o) => (
                <tr key={o.chave}><th scope="row" className="fw-normal ps-4">{o.nome}</th><td>{d.porOrigem[o.chave].valorTexto} ({d.porOrigem[o.chave].quantidade})</td></tr>
              ))}
            </tbody>
          </table>
          {c.pagamentosDoDia.length > 0 && (
            <ul className="small mb-0">
              {c.pagamentosDoDia.map((x) => (
                <li key={x.insBltCodigo}>Inscrição {x.insPrcCodigo} ({x.pssFscNome}): {x.valorTexto}, {NOME_ORIGEM[x.origem] ?? x.origem}{x.recurso ? ', taxa de recurso' : ''}</li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {c.dias.length > 0 && (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Conciliação do dia (rolável)">
          <table className="table table-sm">
            <caption className="caption-top">Dias com vencimentos ou pagamentos</caption>
            <thead><tr><th scope="col">Dia</th><th scope="col">Esperado</th><th scope="col">Recebido</th></tr></thead>
            <tbody>
              {c.dias.map((x) => (
                <tr key={x.dia}>
                  <td><button type="button" className="btn btn-link btn-sm p-0 text-primary-emphasis" onClick={() => (setTexto(diaNaTela(x.dia)), aoMudarDia(x.dia))}>{diaNaTela(x.dia)}</button></td>
                  <td>{x.esperado.valorTexto}</td>
                  <td>{x.recebido.valorTexto}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
