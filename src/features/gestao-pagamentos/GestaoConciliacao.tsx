import { useStore } from '@nanostores/react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import { usePodeAtender } from '../../components/gestao/usePodeAtender.ts';
import { buildPath } from '../../lib/routes.ts';
import BaixaManual from './BaixaManual.tsx';
import { $diaConciliacao, cargaConciliacao, verDia } from './gestao-pagamentos.store.ts';
import PainelConciliacao from './PainelConciliacao.tsx';

/** /gestao/processo/:prcSltCodigo/pagamentos: the process's daily reconciliation and the payments recorded by hand. */
export default function GestaoConciliacao() {
  const { estado, pronto, prc } = useCargaDoProcesso(cargaConciliacao, 'gestaoConciliacao');
  const dia = useStore($diaConciliacao);
  const podeRegistrar = usePodeAtender(prc);

  if (!pronto) return enquantoCarrega(estado, 'Carregando os pagamentos...');
  const { prc: prcSltCodigo, dados: c } = pronto;
  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoConciliacao" />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
        <h2 className="h5 mb-0">Pagamentos</h2>
        <a className="btn btn-outline-dark btn-sm" href={buildPath('gestaoPagamentos')}>Importar arquivo de retorno</a>
      </div>
      <div className="row g-3 mt-1">
        <div className="col-xl-8">
          <PainelConciliacao c={c} dia={dia} aoMudarDia={(d) => void verDia(d)} />
        </div>
        <div className="col-xl-4">
          <BaixaManual prcSltCodigo={prcSltCodigo} podeRegistrar={podeRegistrar} aoRegistrar={() => void cargaConciliacao.recarregar()} />
        </div>
      </div>
    </div>
  );
}
