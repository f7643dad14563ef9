import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { currentParams } from '../../lib/routes.ts';
import { codigo, linhaAcesso, tituloEnsalamento } from './ensalamento.ts';
import { $etapas, $processo, consultar, iniciarGeral } from './ensalamento.store.ts';
import TabelaCandidatos from './TabelaCandidatos.tsx';

/**
 * General room-assignment view (public): title, the search box, the info box with each stage's
 * gate times and the reminder, and the table LISTA DE CANDIDATOS.
 */
export default function EnsalamentoGeral() {
  const processo = useStore($processo);
  const etapas = useStore($etapas);
  const [prcSltCodigo, setPrcSltCodigo] = useState<number | null>(null);
  const [texto, setTexto] = useState('');

  useEffect(() => {
    const prc = codigo(currentParams('ensalamentoGeral', window.location.pathname)?.prcSltCodigo);
    setPrcSltCodigo(prc);
    void iniciarGeral(prc);
  }, []);

  useEffect(() => {
    if (processo) document.title = `${tituloEnsalamento(processo.prcSltDescricao)} · Processos Seletivos`;
  }, [processo]);

  if (!processo || processo.prcSltExbEnsalamento !== 'T' || prcSltCodigo === null) {
    return <p className="text-muted" aria-busy="true">Carregando...</p>;
  }

  return (
    <section>
      <h1 className="h3 mb-4">{tituloEnsalamento(processo.prcSltDescricao)}</h1>
      <form
        className="row g-2 mb-3"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void consultar(prcSltCodigo, texto);
        }}
      >
        <div className="col-sm-9 col-md-10">
          <input
            type="search"
            className="form-control"
            placeholder="Nome, CPF ou Inscrição"
            aria-label="Nome, CPF ou Inscrição"
            maxLength={200}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
          />
        </div>
        <div className="col-sm-3 col-md-2 d-grid">
          <button type="submit" className="btn btn-primary">
            CONSULTAR
          </button>
        </div>
      </form>
      {(etapas.length > 0 || processo.prcSltEnsLembrete) && (
        <div className="alert alert-info" role="note">
          {etapas.map((e) => (
            <p key={e.prcSltEtpPrvCodigo} className="mb-1">
              {linhaAcesso(e)}
            </p>
          ))}
          {processo.prcSltEnsLembrete && <p className="mb-0 mt-2 fw-semibold">{processo.prcSltEnsLembrete}</p>}
        </div>
      )}
      <TabelaCandidatos prcSltCodigo={prcSltCodigo} />
    </section>
  );
}
