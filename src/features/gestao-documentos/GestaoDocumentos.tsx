import { useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import { criarCarga } from '../../lib/fila.store.ts';
import FilaDocumentos from './FilaDocumentos.tsx';
import TiposDocumento from './TiposDocumento.tsx';

/** The screen loads nothing of its own (its two panels load theirs): the process is known once the session is. */
const processoDaPagina = criarCarga({ buscar: async () => null });

/**
 * /gestao/processo/:prcSltCodigo/documentos: the documents the process asks its candidates for (configured by its
 * Gestor) and their review queue (Atendimento and above), each refusal with the reason the candidate reads.
 */
export default function GestaoDocumentos() {
  const { estado, pronto, aoResumo, podeConfigurar = false } = useCargaDoProcesso(processoDaPagina, 'gestaoDocumentos');
  /** Bumped when the document types change, so that the review queue reads itself again. */
  const [versao, setVersao] = useState(0);

  if (!pronto) return enquantoCarrega(estado, 'Carregando...');
  const { prc } = pronto;
  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prc} aba="gestaoDocumentos" onResumo={aoResumo} />
      <TiposDocumento prcSltCodigo={prc} podeConfigurar={podeConfigurar} onMudou={() => setVersao((v) => v + 1)} />
      <FilaDocumentos prcSltCodigo={prc} versao={versao} />
    </div>
  );
}
