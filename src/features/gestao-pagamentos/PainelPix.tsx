import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
import { dinheiroDoDia, pendenciasPix, resolverPix } from './gestao-cobranca.api.ts';
import { quando } from '../../domain/dates.ts';

/**
 * Money as it is (issue 39): today's totals by origin, and the Pix the PSP reported that paid nothing by themselves
 * (another value, an unknown txid, a slip already paid), each decided with a written justification.
 */
export default function PainelPix() {
  // Either list that cannot be read shows as nothing to decide / no totals: the panel is one of several on the screen.
  const pendencias = useCarga(pendenciasPix);
  const fila = pendencias.pronto ?? (pendencias.estado.status === 'carregando' ? null : []);
  const { pronto: dia, recarregar: recarregarDia } = useCarga(() => dinheiroDoDia());
  const [aberto, setAberto] = useState<string | null>(null);
  const [texto, setTexto] = useState('');
  const { enviar, erros, enviando } = useEscrita();
  const carregar = () => {
    void pendencias.recarregar();
    void recarregarDia();
  };

  const resolver = async (e2e: string) => {
    if (await enviar(() => resolverPix(e2e, texto), 'Decisão registrada.')) {
      setAberto(null);
      setTexto('');
      carregar();
    }
  };

  return (
    <section className="card mb-3" aria-labelledby="pix-titulo">
      <div className="card-body">
        <h2 className="h5" id="pix-titulo">Pix e boletos hoje</h2>
        {dia && (
          <dl className="row small mb-3" data-testid="dinheiro-do-dia">
            <dt className="col-6 col-md-3">Pix cobrado</dt><dd className="col-6 col-md-3">{dia.pix.cobrado.valorTexto} ({dia.pix.cobrado.quantidade})</dd>
            <dt className="col-6 col-md-3">Pix pago</dt><dd className="col-6 col-md-3">{dia.pix.pago.valorTexto} ({dia.pix.pago.quantidade})</dd>
            <dt className="col-6 col-md-3">Pix divergente</dt><dd className="col-6 col-md-3">{dia.pix.divergente.valorTexto} ({dia.pix.divergente.quantidade})</dd>
            <dt className="col-6 col-md-3">Pix devolvido</dt><dd className="col-6 col-md-3">{dia.pix.devolvido.valorTexto} ({dia.pix.devolvido.quantidade})</dd>
            <dt className="col-6 col-md-3">Boletos emitidos</dt><dd className="col-6 col-md-3">{dia.boleto.emitido.valorTexto} ({dia.boleto.emitido.quantidade})</dd>
            <dt className="col-6 col-md-3">Boletos registrados</dt><dd className="col-6 col-md-3">{dia.boleto.registrado.quantidade}</dd>
            <dt className="col-6 col-md-3">Boletos recusados</dt><dd className="col-6 col-md-3">{dia.boleto.rejeitado.quantidade}</dd>
            <dt className="col-6 col-md-3">Boletos pagos no banco</dt><dd className="col-6 col-md-3">{dia.boleto.pago.valorTexto} ({dia.boleto.pago.quantidade})</dd>
          </dl>
        )}
        <h3 className="h6">Pix a decidir</h3>
        {!fila ? (
          <p className="text-body-secondary" aria-busy="true">Carregando...</p>
        ) : fila.length === 0 ? (
          <p className="text-body-secondary">Nenhum Pix aguardando decisão.</p>
        ) : (
          <ul className="list-group">
            {fila.map((p) => (
              <li className="list-group-item" key={p.pixRcbE2eid}>
                <strong>{p.motivoTexto}</strong> — {p.valorTexto}
                {p.valorEsperado !== null && p.insPrcCodigo !== null && ` (inscrição nº ${p.insPrcCodigo})`}
                <div className="small text-body-secondary">{quando(p.horario)} · endToEndId {p.pixRcbE2eid}</div>
                {aberto === p.pixRcbE2eid ? (
                  <div className="mt-2">
                    <label className="form-label small" htmlFor={`just-${p.pixRcbE2eid}`}>Justificativa (o que foi feito com este valor)</label>
                    <textarea id={`just-${p.pixRcbE2eid}`} className={`form-control${erros.justificativa ? ' is-invalid' : ''}`} value={texto} onChange={(e) => setTexto(e.target.value)} />
                    {erros.justificativa && <div className="invalid-feedback">{erros.justificativa}</div>}
                    <button type="button" className="btn btn-sm btn-primary mt-2" disabled={enviando} onClick={() => void resolver(p.pixRcbE2eid)}>Registrar decisão</button>
                  </div>
                ) : (
                  <button type="button" className="btn btn-sm btn-outline-dark mt-2" onClick={() => (setAberto(p.pixRcbE2eid), setTexto(''))}>Decidir</button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
