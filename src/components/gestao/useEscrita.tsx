import { useState, type ReactNode } from 'react';
import { ApiCallError } from '../../lib/api-client.ts';
import { showAlert, showError } from '../../lib/ui.store.ts';
import type { ErrosDeCampos, PedidoDeJustificativa } from '../../domain/wire/gestao.ts';
import Modal from '../Modal.tsx';

/** A file refused whole (scores, the commission's list): the API's words and every line it refused. */
export interface Recusa {
  mensagem: string;
  linhas: { linha: number; motivo: string }[];
}

interface Pendente {
  mensagem: string;
  afetadas: number;
  repetir: (justificativa: string) => void;
}

export interface OpcoesEscrita {
  /** The form is itself a dialog: a refusal goes to `erroGeral`, shown above its fields, not to a modal over it. */
  erroNoFormulario?: boolean;
  /** Refusals the screen shows its own way (the guarded step's list of what is missing): true, and nothing more is said. */
  recusaPropria?: (err: ApiCallError) => boolean;
  /** No fields to show a 400's messages beside (a confirmation dialog): they go to the error modal. */
  semCampos?: boolean;
}

/**
 * How every staff screen saves: `enviar(fazer)` calls the API silently, puts a 400's field messages in `erros`
 * (shown beside each field), and when the API answers 409 asking for a justification (the change touches
 * enrolled candidates) opens a dialog that says how many and asks for the reason, then sends again with it.
 * Render `dialogo` somewhere in the screen. Any other refusal opens the error modal — or, in a form that is itself a
 * dialog (`erroNoFormulario`), is kept in `erroGeral` for the form to show above its fields (no modal over a modal).
 * A file refused line by line (all or nothing) lands in `recusa`, for the screen to list the lines.
 * `sucesso` is the alert said once saved: a text, or one made from the answer (the API's own words).
 */
export function useEscrita(o: OpcoesEscrita = {}) {
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [recusa, setRecusa] = useState<Recusa | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [pendente, setPendente] = useState<Pendente | null>(null);
  const [texto, setTexto] = useState('');

  async function enviar<T>(fazer: (justificativa?: string) => Promise<T>, sucesso?: string | ((r: T) => string), justificativa?: string): Promise<T | null> {
    setEnviando(true);
    setErroGeral(null);
    setRecusa(null);
    try {
      const r = await fazer(justificativa);
      setErros({});
      if (sucesso) showAlert('success', typeof sucesso === 'string' ? sucesso : sucesso(r));
      return r;
    } catch (err) {
      if (!(err instanceof ApiCallError)) throw err;
      if (o.recusaPropria?.(err)) return null;
      const data = err.envelope?.data as Partial<ErrosDeCampos & PedidoDeJustificativa & { linhasRecusadas: Recusa['linhas'] }> | undefined;
      if (err.status === 409 && data?.precisaJustificativa) {
        return await new Promise<T | null>((resolve) => {
          setTexto('');
          setPendente({ mensagem: err.message, afetadas: data.inscricoesAfetadas ?? 0, repetir: (j) => void enviar(fazer, sucesso, j).then(resolve) });
        });
      }
      if (data?.linhasRecusadas) setRecusa({ mensagem: err.envelope?.message || err.message, linhas: data.linhasRecusadas });
      else if (data?.campos && !o.semCampos) setErros(data.campos);
      else if (o.erroNoFormulario) setErroGeral(err.message);
      else if (err.status !== 401) void showError(err.message);
      return null;
    } finally {
      setEnviando(false);
    }
  }

  const dialogo: ReactNode = pendente && (
    <Modal
      titleId="justificativa-titulo"
      title="Justificativa necessária"
      content={pendente}
      onClose={() => setPendente(null)}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setPendente(null)}>Cancelar</button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={texto.trim().length < 10}
            onClick={() => {
              const p = pendente;
              setPendente(null);
              p.repetir(texto.trim());
            }}
          >
            Confirmar alteração
          </button>
        </>
      }
    >
      <p className="alert alert-warning" role="alert">{pendente.mensagem}</p>
      <label htmlFor="justificativa-texto" className="form-label">Justificativa (fica registrada na auditoria)</label>
      <textarea id="justificativa-texto" className="form-control" rows={3} value={texto} onChange={(e) => setTexto(e.target.value)} />
    </Modal>
  );

  return { enviar, erros, setErros, erroGeral, recusa, setRecusa, enviando, dialogo };
}
