import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { pedirReconstrucao } from './gestao-processos.api.ts';
import { acompanharReconstrucao, cargaReconstrucao, pararDeAcompanhar } from './gestao-processos.store.ts';
import { reconstrucaoAtiva, textoReconstrucao } from './gestao-processos.ts';

/**
 * The public site's last rebuild: queued, running, done at hh:mm in N s, or failed with the reason (the previous
 * site stays up). Asked again every few seconds while it runs; `versao` changes when the screen asked for one.
 */
export default function EstadoDoSite({ versao, podeReconstruir }: { versao: number; podeReconstruir: boolean }) {
  const carga = useStore(cargaReconstrucao.$dados);
  // Until a first answer (or when none came) the section says it is asking.
  const estado = carga.status === 'pronto' ? carga.dados : null;
  const { enviar, enviando } = useEscrita();

  useEffect(() => {
    void acompanharReconstrucao();
    return pararDeAcompanhar;
  }, [versao]);

  const t = textoReconstrucao(estado?.ultima ?? null, estado?.ultimaConcluida ?? null);
  return (
    <section className="mt-3" aria-labelledby="estado-site-titulo">
      <h3 className="h6" id="estado-site-titulo">Site público</h3>
      <div role="status" aria-live="polite" data-testid="estado-reconstrucao">
        {!estado && <p className="text-body-secondary small mb-2">Consultando a última reconstrução do site...</p>}
        {estado && !t && <p className="small mb-2">Nenhuma reconstrução pedida pela gestão até agora.</p>}
        {t && (
          <p className="small mb-2">
            <span className={`badge ${t.cor} me-2`}>{t.rotulo}</span>
            {t.texto}
          </p>
        )}
      </div>
      {podeReconstruir && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={enviando || reconstrucaoAtiva(estado)}
          onClick={() => void enviar(() => pedirReconstrucao(), 'Reconstrução do site pedida.').then(() => acompanharReconstrucao())}
        >
          Reconstruir o site agora
        </button>
      )}
    </section>
  );
}
