import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ISENCAO_ROTULO, prazoTexto } from './pagamento.ts';
import { $ocupado, $resumo, pedirIsencao } from './pagamento.store.ts';

const COR = { EM_ANALISE: 'alert-secondary', DEFERIDA: 'alert-success', INDEFERIDA: 'alert-warning' } as const;

/**
 * Fee exemption: the request's state with the staff's decision and reason once decided, or, while the period is
 * open, the request with an optional reason and document for the staff who decide it.
 */
export default function Isencao() {
  const r = useStore($resumo);
  const ocupado = useStore($ocupado);
  const [justificativa, setJustificativa] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  if (!r) return null;
  const { isencao } = r;
  if (isencao.solicitada === 'T' && isencao.situacao) {
    return (
      <div className={`alert ${COR[isencao.situacao]}`} data-testid="isencao">
        <p className="mb-0">
          Solicitação de isenção da taxa: <strong>{ISENCAO_ROTULO[isencao.situacao]}</strong>
          {isencao.decididaEm && <> em {prazoTexto(isencao.decididaEm)}</>}
        </p>
        {isencao.observacao && <p className="mb-0 mt-1">Motivo: {isencao.observacao}</p>}
      </div>
    );
  }
  if (isencao.podeSolicitar !== 'T') return null;
  return (
    <form
      className="card shadow-sm mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        void pedirIsencao(justificativa, arquivo);
      }}
    >
      <div className="card-body">
        <p>Você pode solicitar isenção da taxa de inscrição até {prazoTexto(isencao.prazo)}.</p>
        <div className="mb-2">
          <label className="form-label" htmlFor="isencao-justificativa">
            Justificativa (opcional)
          </label>
          <textarea id="isencao-justificativa" className="form-control" rows={3} maxLength={2000} value={justificativa} onChange={(e) => setJustificativa(e.target.value)} />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="isencao-documento">
            Documento comprovante (opcional)
          </label>
          <input id="isencao-documento" className="form-control" type="file" accept="application/pdf,image/png,image/jpeg" onChange={(e) => setArquivo(e.target.files?.[0] ?? null)} />
          <div className="form-text">PDF, PNG ou JPEG de até 2 MB.</div>
        </div>
        <button type="submit" className="btn btn-outline-primary btn-sm" disabled={ocupado}>
          Solicitar isenção
        </button>
      </div>
    </form>
  );
}
