import { useEffect, useState } from 'react';
import type { SituacaoEmailWire } from '../../domain/wire/conta-email.ts';
import { reenviarConfirmacaoEmail, situacaoEmail } from './prcseletivo-lista.api.ts';

/**
 * A discreet reminder above the process list while the person's e-mail is not confirmed (issue 23 §2): enrolling
 * never waits for it, but password recovery only goes to a confirmed address. "reenviar" asks for a new link.
 */
export default function LembreteEmail() {
  const [s, setS] = useState<SituacaoEmailWire | null>(null);
  const [resposta, setResposta] = useState<{ ok: boolean; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    situacaoEmail().then(setS, () => setS(null));
  }, []);
  if (!s?.pssFscEmail || s.confirmado === 'T') return null;

  const reenviar = async () => {
    setEnviando(true);
    setResposta(await reenviarConfirmacaoEmail());
    setEnviando(false);
  };
  return (
    <div className="alert alert-light border small py-2 d-flex flex-wrap align-items-center gap-2" role="status" data-testid="lembrete-email">
      <span>
        Confirme o seu e-mail <strong>{s.pssFscEmail}</strong> pelo link que enviamos: é para ele que vai a recuperação de senha.
      </span>
      <button type="button" className="btn btn-link btn-sm p-0" onClick={reenviar} disabled={enviando}>
        reenviar
      </button>
      <a className="small" href="/login/meus-dados">alterar e-mail</a>
      {resposta ? <span className={resposta.ok ? 'text-success' : 'text-danger'}>{resposta.texto}</span> : null}
    </div>
  );
}
