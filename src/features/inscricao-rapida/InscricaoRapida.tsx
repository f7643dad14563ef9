import { useEffect, useState } from 'react';
import { TIPO_CRONOGRAMA_PROCESSO } from '../../domain/cronograma.ts';
import { buildPath } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import { listarProcessos, verificarUltimoDia } from './inscricao-rapida.api.ts';
import { ofereceInscricaoRapida, terminoTexto } from './inscricao-rapida.ts';

interface Oferta {
  prcSltCodigo: number;
  prcSltDescricao: string;
  termino: string;
}

/**
 * Quick enrolment (inscricao-rapida): the open processes whose enrolment ends today, each with a
 * direct "Fazer inscrição rápida" and its schedule. A process whose last-day check fails is left out.
 */
export default function InscricaoRapida() {
  const [ofertas, setOfertas] = useState<Oferta[] | null>(null);
  const [pessoa, setPessoa] = useState<number | null>(null);

  useEffect(() => {
    void requireSession().then(async (s) => {
      setPessoa(s.pssFscCodigo);
      const processos = await listarProcessos().catch(() => []);
      const checados = await Promise.all(processos.map(async (p) => ({ p, r: await verificarUltimoDia(p.prcSltCodigo) })));
      setOfertas(checados.flatMap(({ p, r }) => (ofereceInscricaoRapida(r) ? [{ prcSltCodigo: p.prcSltCodigo, prcSltDescricao: p.prcSltDescricao, termino: r.termino }] : [])));
    });
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
