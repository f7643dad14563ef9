import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import EtapasProva from './EtapasProva.tsx';
import { cargaProvas } from './gestao-provas.store.ts';
import LocaisProva from './LocaisProva.tsx';
import MunicipiosProva from './MunicipiosProva.tsx';

/**
 * /gestao/processo/:prcSltCodigo/provas: where and when the exam happens — exam municipalities (the candidate
 * picks one), venues with their rooms and capacities, and the exam stages with their gate times.
 */
export default function GestaoProvas() {
  const { estado, pronto, aoResumo, podeConfigurar = false } = useCargaDoProcesso(cargaProvas, 'gestaoProvas');
  if (!pronto) return enquantoCarrega(estado, 'Carregando os locais e etapas de prova...');
  const { prc: prcSltCodigo, dados } = pronto;

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoProvas" onResumo={aoResumo} />
      <MunicipiosProva prcSltCodigo={prcSltCodigo} municipios={dados.municipios} locais={dados.locais} podeEditar={podeConfigurar} />
      <LocaisProva prcSltCodigo={prcSltCodigo} municipios={dados.municipios} locais={dados.locais} podeEditar={podeConfigurar} />
      <EtapasProva prcSltCodigo={prcSltCodigo} etapas={dados.etapas} podeEditar={podeConfigurar} />
    </div>
  );
}
