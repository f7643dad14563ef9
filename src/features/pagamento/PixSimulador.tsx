import { useStore } from '@nanostores/react';
import { $ocupado, pagarPixSimulado } from './pagamento.store.ts';

/**
 * The demo's local PSP (API Pix simulator): a payer's bank, labelled as a simulation, that pays the charge of the QR
 * shown. The confirmation then comes as in production — the PSP's notification to the API — not from this button.
 */
export default function PixSimulador({ insBltCodigo }: { insBltCodigo: number }) {
  const ocupado = useStore($ocupado);
  return (
    <div className="card border-warning mt-3" role="region" aria-label="Simulador de Pix">
      <div className="card-header bg-warning-subtle">
        <strong>SIMULADOR - PSP Pix de demonstração</strong>
      </div>
      <div className="card-body">
        <p className="text-muted small">Nenhum valor é cobrado: o PSP simulado paga esta cobrança como faria o banco de quem lê o QR Code.</p>
        <button type="button" className="btn btn-success" disabled={ocupado} onClick={() => void pagarPixSimulado(insBltCodigo)}>
          Simular pagamento do Pix
        </button>
      </div>
    </div>
  );
}
