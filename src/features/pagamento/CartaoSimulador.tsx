import { useStore } from '@nanostores/react';
import { $checkout, $ocupado, $resultadoCartao, confirmarCartao } from './pagamento.store.ts';

/**
 * The card provider's checkout. The real provider shows its own page (the card is typed there,
 * never here); the development simulator is two buttons, labelled as a simulation, that send back
 * only the token of an approved or declined payment.
 */
export default function CartaoSimulador() {
  const checkout = useStore($checkout);
  const resultado = useStore($resultadoCartao);
  const ocupado = useStore($ocupado);
  return (
    <>
      {resultado?.mensagem && (
        <p className={`alert mt-3 ${resultado.aprovado === 'T' ? 'alert-success' : 'alert-danger'}`} role="status">
          {resultado.mensagem}
        </p>
      )}
      {checkout?.etapa === 'CHECKOUT' && (
        <div className="card border-warning mt-3" role="region" aria-label="Pagamento com cartão">
          <div className="card-header bg-warning-subtle">
            <strong>{checkout.simulado === 'T' ? 'SIMULADOR - ambiente de desenvolvimento' : checkout.provedor}</strong>
          </div>
          <div className="card-body">
            <p>
              Valor: <strong>{checkout.valorTexto}</strong>
            </p>
            {checkout.simulado === 'T' && checkout.simulacao ? (
              <>
                <p className="text-muted small">Nenhum cartão é cobrado: este simulador apenas confirma ou recusa o pagamento.</p>
                <div className="d-flex gap-2">
                  <button type="button" className="btn btn-success" disabled={ocupado} onClick={() => void confirmarCartao(checkout.simulacao!.aprovado)}>
                    Simular pagamento aprovado
                  </button>
                  <button type="button" className="btn btn-outline-danger" disabled={ocupado} onClick={() => void confirmarCartao(checkout.simulacao!.recusado)}>
                    Simular pagamento recusado
                  </button>
                </div>
              </>
            ) : (
              <p>Conclua o pagamento na página da operadora.</p>
            )}
          </div>
        </div>
      )}
    </>
  );
}
