import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { currentParams } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import { terminoTexto } from './inscricao-rapida.ts';
import { $ofertaCronograma, carregarOfertaCronograma } from './inscricao-rapida.store.ts';

/**
 * The quick-enrolment offer on the schedule screen when the path carries {insRapida}: shown only when
 * verificaUltimoDia says it is the last day; renders nothing otherwise, including when the check fails.
 */
export default function OfertaInscricaoRapida() {
  const oferta = useStore($ofertaCronograma);

  useEffect(() => {
    const params = currentParams('cronogramas', window.location.pathname);
    const p = Number(params?.prcSltCodigo);
    if (!params?.insRapida || !Number.isInteger(p) || p < 1) return;
    void requireSession().then((s) => carregarOfertaCronograma(p, s.pssFscCodigo));
  }, []);

  if (!oferta) return null;
  return (
    <aside className="alert alert-warning d-flex flex-wrap justify-content-between align-items-center gap-2" aria-label="Inscrição rápida">
      <span>
        <strong>Último dia de inscrições!</strong> As inscrições terminam em {terminoTexto(oferta.termino)} (Horário de Brasília).
      </span>
      <a className="btn btn-warning" href={oferta.href}>
        Fazer inscrição rápida
      </a>
    </aside>
  );
}
