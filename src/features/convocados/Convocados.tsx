import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { requireSession } from '../../lib/session.store.ts';
import { $convocados, carregarConvocados } from './convocados.store.ts';

const COR_PRAZO = { ABERTO: 'text-bg-success', FUTURO: 'text-bg-warning', ENCERRADO: 'text-bg-secondary' } as const;
/** Only http(s) links are shown as links. */
const linkSeguro = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** Called-up candidates (prcSltInsConvocado): each call, for which course, until when, and what to do. */
export default function Convocados() {
  const estado = useStore($convocados);

  useEffect(() => {
    void requireSession().then(carregarConvocados);
  }, []);

  return (
    <section>
      <h1 className="h3 mb-3">Convocações para matrícula</h1>
      {estado.status === 'carregando' ? (
        <p className="text-muted" aria-busy="true">Carregando...</p>
      ) : estado.status === 'erro' ? (
        <p className="alert alert-warning">Não foi possível carregar as convocações.</p>
      ) : estado.lista.length === 0 ? (
        <p className="alert alert-info">Você não possui convocações.</p>
      ) : (
        estado.lista.map((c) => {
          const url = linkSeguro(c.prcSltInsCnvUrl);
          return (
            <article key={c.prcSltInsCnvCodigo} className="card shadow-sm mb-3" aria-labelledby={`cnv-${c.prcSltInsCnvCodigo}`}>
              <div className="card-header d-flex flex-wrap justify-content-between gap-2">
                <h2 id={`cnv-${c.prcSltInsCnvCodigo}`} className="h5 mb-0">
                  {c.prcSltInsCnvChamada}ª chamada - {c.prcSltDescricao}
                </h2>
                <span className="badge text-bg-light border align-self-center">{c.situacaoTexto}</span>
              </div>
              <div className="card-body">
                {c.opcDescricao && <p className="mb-1">Curso: {c.opcDescricao}</p>}
                <p className="mb-1">Inscrição: {c.insPrcCodigo}</p>
                <p>
                  Matrícula {c.periodo} (Horário de Brasília) <span className={`badge ${COR_PRAZO[c.prazo]}`}>{c.prazoTexto}</span>
                </p>
                <h3 className="h6">O que fazer</h3>
                <p style={{ whiteSpace: 'pre-wrap' }}>{c.prcSltInsCnvOrientacao}</p>
                {url && (
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    Mais Informações
                  </a>
                )}
              </div>
            </article>
          );
        })
      )}
    </section>
  );
}
