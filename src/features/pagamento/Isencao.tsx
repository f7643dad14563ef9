import { useStore } from '@nanostores/react';
import { ISENCAO_ROTULO, prazoTexto } from './pagamento.ts';
import { $ocupado, $resumo, pedirIsencao } from './pagamento.store.ts';

/** Fee exemption: the request's state, or the button to request it while the period is open. */
export default function Isencao() {
  const r = useStore($resumo);
  const ocupado = useStore($ocupado);
  if (!r) return null;
  const { isencao } = r;
  if (isencao.solicitada === 'T' && isencao.situacao) {
    return (
      <p className="alert alert-secondary">
        Solicitação de isenção da taxa: <strong>{ISENCAO_ROTULO[isencao.situacao]}</strong>
      </p>
    );
  }
  if (isencao.podeSolicitar !== 'T') return null;
  return (
    <div className="alert alert-light border d-flex flex-wrap gap-3 align-items-center">
      <span>Você pode solicitar isenção da taxa de inscrição até {prazoTexto(isencao.prazo)}.</span>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={ocupado} onClick={() => void pedirIsencao()}>
        Solicitar isenção
      </button>
    </div>
  );
}
