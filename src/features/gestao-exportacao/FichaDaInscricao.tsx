import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { abrirFicha } from './gestao-exportacao.api.ts';
import { numeroDaFicha } from './gestao-exportacao.ts';

/** One enrolment as a PDF for the file: its number, then the sheet opens in a new tab (recorded first: abrirFicha). */
export default function FichaDaInscricao() {
  const [numero, setNumero] = useState('');
  const ins = numeroDaFicha(numero);
  const { enviar } = useEscrita();
  const abrir = async () => {
    if (!ins) return;
    const url = await enviar(() => abrirFicha(ins));
    // still within the click's user activation: the browser lets the tab open
    if (url) window.open(url, '_blank', 'noopener');
  };
  return (
    <section className="card mb-4" aria-labelledby="ficha-titulo">
      <div className="card-body">
        <h2 className="h5 card-title" id="ficha-titulo">Ficha de uma inscrição (PDF)</h2>
        <div className="row g-2 align-items-end">
          <div className="col-12 col-sm-6 col-lg-3">
            <label htmlFor="ficha-numero" className="form-label">Número da inscrição</label>
            <input id="ficha-numero" className="form-control" inputMode="numeric" value={numero} onChange={(e) => setNumero(e.target.value.replace(/\D/g, ''))} />
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <button type="button" className="btn btn-outline-dark" disabled={!ins} onClick={() => void abrir()}>
              Abrir a ficha em PDF
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
