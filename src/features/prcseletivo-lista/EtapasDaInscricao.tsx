import { proximoPasso, ROTULO_ESTADO, type EstadoEtapa } from '../../domain/etapas-inscricao.ts';
import type { EtapaWire } from '../../domain/wire/etapas.ts';
import { linkDaEtapa, type MinhaInscricao } from './prcseletivo-lista.ts';

/** The mark each state wears; the state's name is always written too (colour is never the only sign). */
const MARCA: Record<EstadoEtapa, { sinal: string; tom: string }> = {
  concluida: { sinal: '✓', tom: 'success' },
  pendente: { sinal: '!', tom: 'warning' },
  aguardando: { sinal: '…', tom: 'info' },
  recusada: { sinal: '✕', tom: 'danger' },
  futura: { sinal: '○', tom: 'secondary' },
};

/**
 * The status line of an enrolment (issue 38): inscrição, pagamento or isenção, documentos, homologação, local de
 * prova, resultado, convocação — each with its state and, where the candidate can act, the action. The next thing
 * the candidate must do comes first, as a button.
 */
export default function EtapasDaInscricao({ etapas, inscricao }: { etapas: EtapaWire[]; inscricao: Pick<MinhaInscricao, 'insPrcCodigo' | 'prcSltCodigo'> }) {
  const proximo = proximoPasso(etapas);
  const link = proximo && linkDaEtapa(proximo.acao, inscricao);
  return (
    <div className="mt-2">
      {proximo && link && (
        <p className="mb-2 d-flex flex-wrap align-items-center gap-2" data-testid="proximo-passo">
          <span>
            <strong>Próximo passo:</strong> {proximo.texto}
          </span>
          <a className="btn btn-primary btn-sm" href={link.href}>
            {link.label}
          </a>
        </p>
      )}
      <ol className="list-unstyled d-flex flex-wrap gap-2 mb-0 etapas" aria-label={`Etapas da inscrição ${inscricao.insPrcCodigo}`}>
        {etapas.map((e) => {
          const m = MARCA[e.estado];
          const acao = linkDaEtapa(e.acao, inscricao);
          return (
            <li key={e.etapa} className={`border border-${m.tom} rounded px-2 py-1 small`} data-etapa={e.etapa} data-estado={e.estado}>
              <span className={`badge text-bg-${m.tom} me-1`} aria-hidden="true">
                {m.sinal}
              </span>
              <strong>{e.rotulo}</strong>
              <span className="visually-hidden"> ({ROTULO_ESTADO[e.estado]})</span>: <span data-testid="etapa-texto">{e.texto}</span>
              {acao && (
                <>
                  {' '}
                  <a href={acao.href} className="link-primary">
                    {acao.label}
                  </a>
                </>
              )}
              {/* issue 36: "Por que estou nesta posição?" joins the result step here */}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
