import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import FilaDocumentos from './FilaDocumentos.tsx';
import TiposDocumento from './TiposDocumento.tsx';

/**
 * /gestao/processo/:prcSltCodigo/documentos: the documents the process asks its candidates for (configured by its
 * Gestor) and their review queue (Atendimento and above), each refusal with the reason the candidate reads.
 */
export default function GestaoDocumentos() {
  const [prc, setPrc] = useState<number | null | undefined>(undefined);
  const [podeConfigurar, setPodeConfigurar] = useState(false);
  const [versao, setVersao] = useState(0);

  useEffect(() => {
    const p = paramCode(currentParams('gestaoDocumentos', window.location.pathname)?.prcSltCodigo);
    void requireSession().then(() => setPrc(p));
  }, []);

  if (prc === undefined) return <p className="text-body-secondary" aria-busy="true">Carregando...</p>;
  if (prc === null) return <p className="alert alert-danger" role="alert">Processo não encontrado.</p>;
  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prc} aba="gestaoDocumentos" onResumo={(r) => setPodeConfigurar(r.podeConfigurar)} />
      <TiposDocumento prcSltCodigo={prc} podeConfigurar={podeConfigurar} onMudou={() => setVersao((v) => v + 1)} />
      <FilaDocumentos prcSltCodigo={prc} versao={versao} />
    </div>
  );
}
