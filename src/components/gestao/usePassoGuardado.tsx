import { useRef, useState, type ReactNode } from 'react';
import type { PendenciaWire } from '../../domain/wire/prontidao.ts';
import type { ApiCallError } from '../../lib/api-client.ts';
import Modal from '../Modal.tsx';
import ListaPendencias from './ListaPendencias.tsx';
import { useEscrita } from './useEscrita.tsx';

/** A step that changes what candidates see (issue 37 item 5): what happens, to how many, and the call itself. */
export interface PassoAConfirmar<T> {
  titulo: string;
  /** What happens, one sentence per line. */
  oQueAcontece: string[];
  /** Candidates reached (null: none to count). */
  afetados: number | null;
  rotulo: string;
  sucesso: string;
  /**
   * The call; `justificativaContorno` is an Administrador's reason to run despite overridable blockers,
   * `justificativa` the reason a change touching enrolled candidates asked for (409 precisaJustificativa).
   */
  fazer: (justificativaContorno?: string, justificativa?: string) => Promise<T>;
  /** Told the result once it succeeded. */
  feito?: (r: T) => void;
}

interface Recusa {
  mensagem: string;
  pendencias: PendenciaWire[];
  podeContornar: boolean;
  /** The API asks for a justification instead (a change touching enrolled candidates). */
  pedeJustificativa?: boolean;
}

/** A refusal of a guarded step that its dialog explains: what is missing (409 prontidao), or a justification asked. */
function recusaDoPasso(err: ApiCallError): Recusa | null {
  const data = err.envelope?.data as { prontidao?: { pendencias: PendenciaWire[]; podeContornar: boolean }; precisaJustificativa?: boolean } | undefined;
  if (err.status !== 409) return null;
  if (data?.prontidao) return { mensagem: err.message, pendencias: data.prontidao.pendencias, podeContornar: data.prontidao.podeContornar };
  if (data?.precisaJustificativa) return { mensagem: err.message, pendencias: [], podeContornar: false, pedeJustificativa: true };
  return null;
}

/**
 * The confirmation every guarded step opens before it runs, and, when the API refuses it for readiness (409 with
 * `data.prontidao`), the list of what is missing with links to the screens that fix it — and, for an
 * Administrador facing only overridable blockers, a justification to run it anyway. Render `dialogo`.
 */
export function usePassoGuardado(prcSltCodigo: number) {
  const [passo, setPasso] = useState<PassoAConfirmar<unknown> | null>(null);
  const [recusa, setRecusa] = useState<Recusa | null>(null);
  const [texto, setTexto] = useState('');
  /** The last refusal was shown in the dialog (it stays open), not by the error modal. */
  const recusadoAqui = useRef(false);
  // Sent like every staff write (useEscrita); only the refusals this dialog explains itself are taken from it.
  const { enviar, enviando } = useEscrita({
    semCampos: true,
    recusaPropria: (err) => {
      const r = recusaDoPasso(err);
      if (!r) return false;
      if (r.pedeJustificativa) setTexto('');
      setRecusa(r);
      recusadoAqui.current = true;
      return true;
    },
  });

  const fechar = () => {
    setPasso(null);
    setRecusa(null);
    setTexto('');
  };

  async function executar(p: PassoAConfirmar<unknown>, contorno?: string, justificativa?: string) {
    recusadoAqui.current = false;
    // Boxed: a step that answers nothing still tells success (an object) from failure (null).
    const feito = await enviar(async () => ({ r: await p.fazer(contorno, justificativa) }), p.sucesso);
    if (feito) {
      fechar();
      p.feito?.(feito.r);
    } else if (!recusadoAqui.current) fechar();
  }

  const confirmar = <T,>(p: PassoAConfirmar<T>) => {
    setRecusa(null);
    setTexto('');
    setPasso(p as PassoAConfirmar<unknown>);
  };

  const dialogo: ReactNode = passo && (
    <Modal
      titleId="passo-titulo"
      title={recusa?.pedeJustificativa ? 'Justificativa necessária' : passo.titulo}
      content={recusa ?? passo}
      onClose={fechar}
      dialogClass="modal-lg"
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={fechar}>{recusa ? 'Fechar' : 'Cancelar'}</button>
          {!recusa && <button type="button" className="btn btn-primary" disabled={enviando} onClick={() => void executar(passo)}>{passo.rotulo}</button>}
          {recusa?.pedeJustificativa && (
            <button type="button" className="btn btn-primary" disabled={enviando || texto.trim().length < 10} onClick={() => void executar(passo, undefined, texto.trim())}>Confirmar alteração</button>
          )}
          {recusa?.podeContornar && (
            <button type="button" className="btn btn-warning" disabled={enviando || texto.trim().length < 10} onClick={() => void executar(passo, texto.trim())}>Prosseguir mesmo assim</button>
          )}
        </>
      }
    >
      {!recusa && (
        <div data-testid="confirmacao-passo">
          {passo.oQueAcontece.map((l) => <p key={l}>{l}</p>)}
          {passo.afetados !== null && <p className="fw-semibold mb-0" data-testid="afetados">{passo.afetados === 1 ? '1 candidato será afetado.' : `${passo.afetados.toLocaleString('pt-BR')} candidatos serão afetados.`}</p>}
        </div>
      )}
      {recusa?.pedeJustificativa && (
        <>
          <p className="alert alert-warning" role="alert">{recusa.mensagem}</p>
          <label htmlFor="passo-justificativa" className="form-label">Justificativa (fica registrada na auditoria)</label>
          <textarea id="passo-justificativa" className="form-control" rows={3} value={texto} onChange={(e) => setTexto(e.target.value)} />
        </>
      )}
      {recusa && !recusa.pedeJustificativa && (
        <div data-testid="recusa-passo">
          <p className="alert alert-danger" role="alert">Ainda não é possível: resolva o que falta.</p>
          <ListaPendencias pendencias={recusa.pendencias} prcSltCodigo={prcSltCodigo} />
          {recusa.podeContornar && (
            <div className="mt-3">
              <label htmlFor="contorno-texto" className="form-label">Como Administrador, você pode prosseguir mesmo assim. Justificativa (fica registrada na auditoria)</label>
              <textarea id="contorno-texto" className="form-control" rows={3} value={texto} onChange={(e) => setTexto(e.target.value)} />
            </div>
          )}
        </div>
      )}
    </Modal>
  );

  return { confirmar, dialogo, enviando };
}
