import { useEffect, useState, type FormEvent } from 'react';
import ExplicacaoPosicao from '../../components/ExplicacaoPosicao.tsx';
import type { ExplicacaoWire } from '../../domain/wire/classificacao-explicacao.ts';
import { explicarPosicao } from './gestao-classificacao.api.ts';

/** "Por que esta posição?" on the classification screen (issue 36 item 8): one enrolment of the last computation. */
export default function ExplicarPosicao({ prcSltCodigo }: { prcSltCodigo: number }) {
  const [numero, setNumero] = useState('');
  const [x, setX] = useState<ExplicacaoWire | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  // Opened from an enrolment's page (?inscricao=n): explain that one at once.
  useEffect(() => {
    const n = new URLSearchParams(window.location.search).get('inscricao');
    if (n && /^\d{1,10}$/.test(n)) {
      setNumero(n);
      void mostrar(Number(n));
    }
  }, []);

  async function explicar(ev: FormEvent) {
    ev.preventDefault();
    await mostrar(Number(numero.trim()));
  }

  async function mostrar(n: number) {
    if (!Number.isInteger(n) || n < 1) return setErro('Informe o número de inscrição.');
    setErro(null);
    setX(null);
    try {
      const r = await explicarPosicao(prcSltCodigo, n);
      if (!r) setErro('Esta inscrição não está nas listas do último cálculo.');
      setX(r);
    } catch (err) {
      setErro(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <section aria-labelledby="cls-explicar" className="mt-3">
      <h3 id="cls-explicar" className="h5">Por que esta posição?</h3>
      <form className="row g-2 align-items-end mb-2" onSubmit={(ev) => void explicar(ev)}>
        <div className="col-auto">
          <label className="form-label small" htmlFor="cls-explicar-inscricao">Número de inscrição</label>
          <input id="cls-explicar-inscricao" className={`form-control form-control-sm${erro ? ' is-invalid' : ''}`} inputMode="numeric" value={numero} onChange={(e) => setNumero(e.target.value)} />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-outline-primary btn-sm">Explicar</button>
        </div>
        {erro && <p className="text-danger small mb-0" role="alert">{erro}</p>}
      </form>
      {x && <ExplicacaoPosicao x={x} equipe />}
    </section>
  );
}
