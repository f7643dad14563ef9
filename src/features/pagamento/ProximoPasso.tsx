import { useEffect, useState } from 'react';
import { buildPath } from '../../lib/routes.ts';
import { documentosAEnviar } from './pagamento.api.ts';

/**
 * Once the fee is settled (paid, exempt), the next thing to do when the process asks for documents (issue 38):
 * the payment screen leads straight to sending them.
 */
export default function ProximoPasso({ insPrcCodigo, quitado }: { insPrcCodigo: number; quitado: boolean }) {
  const [pendente, setPendente] = useState(false);
  useEffect(() => {
    if (quitado) void documentosAEnviar(insPrcCodigo).then(setPendente);
  }, [insPrcCodigo, quitado]);
  if (!quitado || !pendente) return null;
  return (
    <div className="alert alert-primary d-flex flex-wrap align-items-center gap-2" role="status" data-testid="proximo-passo-documentos">
      <strong>Próximo passo:</strong> envie os documentos pedidos pelo processo.
      <a className="btn btn-primary" href={buildPath('documentos', { insPrcCodigo })}>
        Enviar documentos
      </a>
    </div>
  );
}
