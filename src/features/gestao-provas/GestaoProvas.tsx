import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import EtapasProva from './EtapasProva.tsx';
import { $provas, carregar } from './gestao-provas.store.ts';
import LocaisProva from './LocaisProva.tsx';
import MunicipiosProva from './MunicipiosProva.tsx';

/**
 * /gestao/processo/:prcSltCodigo/provas: where and when the exam happens — exam municipalities (the candidate
 * picks one), venues with their rooms and capacities, and the exam stages with their gate times.
 */
export default function GestaoProvas() {
  const estado = useStore($provas);
  const [podeConfigurar, setPodeConfigurar] = useState(false);

  useEffect(() => {
    const prcSltCodigo = paramCode(currentParams('gestaoProvas', window.location.pathname)?.prcSltCodigo);
    void requireSession().then(() => (prcSltCodigo ? carregar(prcSltCodigo) : $provas.set({ status: 'erro', mensagem: 'Processo não encontrado.' })));
  }, []);

  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando os locais e etapas de prova...</p>;
  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  const { prcSltCodigo, dados } = estado;

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoProvas" onResumo={(r) => setPodeConfigurar(r.podeConfigurar)} />
      <MunicipiosProva prcSltCodigo={prcSltCodigo} municipios={dados.municipios} locais={dados.locais} podeEditar={podeConfigurar} />
      <LocaisProva prcSltCodigo={prcSltCodigo} municipios={dados.municipios} locais={dados.locais} podeEditar={podeConfigurar} />
      <EtapasProva prcSltCodigo={prcSltCodigo} etapas={dados.etapas} podeEditar={podeConfigurar} />
    </div>
  );
}
