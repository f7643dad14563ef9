import { useEffect, useState, type FormEvent } from 'react';
import { ApiCallError } from '../../lib/api-client.ts';
import { verificarComprovante } from './verificar-comprovante.api.ts';
import { looksLikeCode, normalizeCode, verificationRows, type Verificacao } from './verificar-comprovante.ts';

type State = { status: 'idle' } | { status: 'loading' } | { status: 'ok'; v: Verificacao; message?: string } | { status: 'error'; message: string };

/** /verificar-comprovante: anyone confirms that a receipt is genuine (QR code or typed code). */
export default function VerificarComprovante() {
  const [codigo, setCodigo] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });

  const verificar = async (raw: string) => {
    const code = normalizeCode(raw);
    if (!looksLikeCode(code)) return setState({ status: 'error', message: 'Digite o código de verificação impresso no comprovante (letras e números).' });
    setState({ status: 'loading' });
    try {
      const r = await verificarComprovante(code);
      setState({ status: 'ok', v: r.data, message: r.message });
    } catch (err) {
      const message = err instanceof ApiCallError && err.status >= 400 && err.status < 500 ? err.message : 'Não foi possível verificar agora. Tente novamente em instantes.';
      setState({ status: 'error', message });
    }
  };

  useEffect(() => {
    const fromQr = new URLSearchParams(window.location.search).get('codigo');
    if (fromQr) {
      setCodigo(fromQr);
      void verificar(fromQr);
    }
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (state.status !== 'loading') void verificar(codigo);
  };

  return (
    <div className="mx-auto" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">Verificar comprovante de inscrição</h1>
      <p className="text-muted">Confira se um comprovante de inscrição é autêntico. São mostrados apenas o processo, o número, a data e a situação da inscrição, sem dados pessoais.</p>
      <form className="d-flex gap-2 align-items-end mb-4" onSubmit={submit} noValidate>
        <div className="flex-grow-1">
          <label className="form-label" htmlFor="codigo-verificacao">Código de verificação</label>
          <input id="codigo-verificacao" className="form-control text-uppercase" value={codigo} onChange={(e) => setCodigo(e.target.value)} autoComplete="off" maxLength={64} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={state.status === 'loading'}>Verificar</button>
      </form>
      {state.status === 'loading' && <p className="text-muted" aria-busy="true">Verificando...</p>}
      {state.status === 'error' && <div className="alert alert-danger" role="alert">{state.message}</div>}
      {state.status === 'ok' && state.v.valido !== 'T' && (
        <div className="alert alert-warning" role="alert">{state.message ?? 'Nenhuma inscrição corresponde a este código de verificação.'}</div>
      )}
      {state.status === 'ok' && state.v.valido === 'T' && (
        <section className="alert alert-success" role="status" aria-label="Resultado da verificação">
          <h2 className="h5">Comprovante autêntico</h2>
          <dl className="row mb-0">
            {verificationRows(state.v).map(([k, v]) => (
              <div key={k} className="col-12 d-flex flex-wrap gap-2">
                <dt>{k}:</dt>
                <dd className="mb-1">{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
