import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { currentParams } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import Cascata from './Cascata.tsx';
import CursoPorCota from './CursoPorCota.tsx';
import DesempenhoIndividual from './DesempenhoIndividual.tsx';
import { $cascata, $loading, $page, $result, loadPage, simulate } from './sml-seriado.store.ts';

/** The serial exam simulation screen (SPEC §2 "Serial exam simulation"). */
export default function SimulacaoSeriado() {
  const page = useStore($page);
  const loading = useStore($loading);
  const cascata = useStore($cascata);
  const result = useStore($result);

  useEffect(() => {
    const params = currentParams('smlSeriado', window.location.pathname);
    const prc = Number(params?.prcSltCodigo);
    const ins = Number(params?.insPrcCodigo);
    void requireSession().then(() => {
      if (Number.isSafeInteger(prc) && prc > 0 && Number.isSafeInteger(ins) && ins > 0) void loadPage(prc, ins);
      else $page.set({ status: 'error' });
    });
  }, []);

  if (page.status === 'loading') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  if (page.status === 'error') return null;
  const { header } = page;
  return (
    <section>
      <h1 className="h3 mb-1">Simulação Vestibular Seriado - {header.prcSltDescricao}</h1>
      <p className="lead mb-4" data-testid="seriado-candidato">
        {header.pssFscNome} - {header.insPrcCodigo}
      </p>

      <form
        className="card card-body shadow-sm mb-4"
        onSubmit={(e) => {
          e.preventDefault();
          void simulate();
        }}
      >
        <Cascata />
        <div>
          <button type="submit" className="btn btn-primary px-4" disabled={loading || cascata === 'carregando'} aria-busy={loading || cascata === 'carregando'}>
            {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            SIMULAR
          </button>
        </div>
      </form>

      <div className="alert alert-warning" role="note">
        <strong className="d-block mb-1">ATENÇÃO</strong>
        As informações apresentadas <strong>NÃO</strong> constituem convocação para matrícula e não garantem direito à vaga.
        Trata-se de uma simulação de classificação com base no desempenho dos candidatos na modalidade Seriado, conforme
        definido em edital.
      </div>

      {result && (
        <>
          <DesempenhoIndividual rows={result.rows} />
          <CursoPorCota cotas={result.cotas} rows={result.rows} />
        </>
      )}
    </section>
  );
}
