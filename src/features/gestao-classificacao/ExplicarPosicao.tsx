import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import ExplicacaoPosicao from '../../components/ExplicacaoPosicao.tsx';
import { explicacaoDaPosicao } from './gestao-classificacao.store.ts';

/** "Por que esta posição?" on the classification screen (issue 36 item 8): one enrolment of the last computation. */
export default function ExplicarPosicao({ prcSltCodigo }: { prcSltCodigo: number }) {
  const [numero, setNumero] = useState('');
  /** The number typed is not one (checked here, before asking). */
  const [invalido, setInvalido] = useState(false);
  const carga = useStore(explicacaoDaPosicao.$carga);
  const x = carga?.status === 'pronto' ? carga.dados : null;
  const erro = invalido
    ? 'Informe o número de inscrição.'
    : carga?.status === 'pronto' && !carga.dados ? 'Esta inscrição não está nas listas do último cálculo.'
    : carga?.status === 'erro' || carga?.status === 'semAcesso' ? carga.mensagem
    : null;

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
    const valido = Number.isInteger(n) && n >= 1;
    setInvalido(!valido);
    // The explanation of another number never stays on screen while this one is asked.
    explicacaoDaPosicao.limpar();
    if (valido) await explicacaoDaPosicao.ler({ prcSltCodigo, insPrcCodigo: n });
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
