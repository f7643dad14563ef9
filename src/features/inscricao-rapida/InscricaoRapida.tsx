import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { TIPO_CRONOGRAMA_PROCESSO } from '../../domain/cronograma.ts';
import { buildPath } from '../../lib/routes.ts';
import { $session, requireSession } from '../../lib/session.store.ts';
import { terminoTexto } from './inscricao-rapida.ts';
import { $ofertas, carregarOfertas } from './inscricao-rapida.store.ts';

/**
 * Quick enrolment (inscricao-rapida): the open processes whose enrolment ends today, each with a
 * direct "Fazer inscrição rápida" and its schedule. A process whose last-day check fails is left out.
 */
export default function InscricaoRapida() {
  const ofertas = useStore($ofertas);
  const sessao = useStore($session);
  const pessoa = sessao.status === 'user' ? sessao.pssFscCodigo : null;

  useEffect(() => {
    void requireSession().then(carregarOfertas);
  }, []);

  return (
    <section>
      <h1 className="h3 mb-3">Inscrição rápida</h1>
      {ofertas === null || pessoa === null ? (
        <p className="text-muted" aria-busy="true">Carregando...</p>
      ) : ofertas.length === 0 ? (
        <p className="alert alert-info">Nenhum processo seletivo está no último dia de inscrições.</p>
      ) : (
        <ul className="list-unstyled">
          {ofertas.map((o) => (
            <li key={o.prcSltCodigo} className="card shadow-sm mb-3">
              <div className="card-body">
                <h2 className="h5">{o.prcSltDescricao}</h2>
                <p className="mb-2">
                  <strong>Último dia de inscrições!</strong> As inscrições terminam em {terminoTexto(o.termino)} (Horário de Brasília).
                </p>
                <a className="btn btn-warning me-2" href={buildPath('inscrever', { pessoaCode: pessoa, prcSltCodigo: o.prcSltCodigo, insPrcCodigo: 0 })}>
                  Fazer inscrição rápida
                </a>
                <a className="btn btn-link" href={buildPath('cronogramas', { prcSltCodigo: o.prcSltCodigo, insPrcCodigo: 0, tblGrlItmCdgPrcSltTpCrn: TIPO_CRONOGRAMA_PROCESSO, insRapida: 'T' })}>
                  Ver cronograma
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
