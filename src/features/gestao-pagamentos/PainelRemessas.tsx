import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
import { usePodeAtender } from '../../components/gestao/usePodeAtender.ts';
import { arquivoDaRemessa, gerarRemessa, listarRemessas } from './gestao-cobranca.api.ts';
import { quando } from '../../domain/dates.ts';

/**
 * Registered boletos (issue 39): the CNAB 240 remessas that register new boletos with the bank (one a day by the
 * schedule, or now on demand, after a confirmation: a file sent to the bank is not taken back), each downloadable.
 */
export default function PainelRemessas() {
  const { estado, pronto, recarregar } = useCarga(listarRemessas);
  // A list that could not be read shows as empty: the panel is one of several on the payments screen.
  const lista = pronto ?? (estado.status === 'carregando' ? null : []);
  const [confirmando, setConfirmando] = useState(false);
  const podeGerar = usePodeAtender(null);
  const { enviar, enviando } = useEscrita();

  const gerar = async () => {
    setConfirmando(false);
    const r = await enviar(() => gerarRemessa(), 'Remessa gerada: baixe o arquivo e envie ao banco.');
    if (r) await recarregar();
  };

  return (
    <section className="card mb-3" aria-labelledby="remessas-titulo">
      <div className="card-body">
        <h2 className="h5" id="remessas-titulo">Remessas de registro de boletos (CNAB 240)</h2>
        <p className="text-body-secondary small">
          Todo boleto precisa ser registrado no banco antes de poder ser pago. Uma remessa por dia leva ao banco os boletos emitidos desde a anterior (e os pedidos de baixa dos boletos pagos por Pix); o arquivo de retorno diz quais foram registrados ou recusados.
        </p>
        {podeGerar &&
          (confirmando ? (
            <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center">
              <span>Gerar agora a remessa com todos os boletos que aguardam registro? O arquivo gerado não é desfeito.</span>
              <button type="button" className="btn btn-warning btn-sm" disabled={enviando} onClick={() => void gerar()}>
                Confirmar geração da remessa
              </button>
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setConfirmando(false)}>
                Cancelar
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-primary mb-3" onClick={() => setConfirmando(true)}>
              Gerar remessa agora
            </button>
          ))}
        {!lista ? (
          <p className="text-body-secondary" aria-busy="true">Carregando as remessas...</p>
        ) : lista.length === 0 ? (
          <p className="text-body-secondary">Nenhuma remessa gerada ainda.</p>
        ) : (
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Remessas (rolável)">
            <table className="table align-middle">
              <caption className="visually-hidden">Remessas geradas</caption>
              <thead>
                <tr>
                  <th scope="col">Nº</th>
                  <th scope="col">Dia</th>
                  <th scope="col">Boletos</th>
                  <th scope="col">Valor</th>
                  <th scope="col" className="d-none d-md-table-cell">Gerada</th>
                  <th scope="col"><span className="visually-hidden">Arquivo</span></th>
                </tr>
              </thead>
              <tbody>
                {lista.map((r) => (
                  <tr key={r.remCodigo}>
                    <td>{r.remSequencial}</td>
                    <td>{r.dia}</td>
                    <td>{r.boletos}</td>
                    <td>{r.valorTexto}</td>
                    <td className="d-none d-md-table-cell small">{quando(r.em)}<div className="text-body-secondary">{r.geradaPor ?? 'agendamento'}</div></td>
                    <td><a className="btn btn-sm btn-outline-dark" href={arquivoDaRemessa(r.remCodigo)} download={r.arquivo}>Baixar {r.arquivo}</a></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
