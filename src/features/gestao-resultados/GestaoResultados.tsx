import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import ChamadasResultado from './ChamadasResultado.tsx';
import { cargaResultados, trocarChamadas } from './gestao-resultados.store.ts';
import PublicacaoResultado from './PublicacaoResultado.tsx';

/**
 * /gestao/processo/:prcSltCodigo/resultados: publishing the preliminary result (optionally opening the appeal
 * window) and the final one from the last ranking computation, and the call-up lists made from the final result.
 */
export default function GestaoResultados() {
  const { estado, pronto, resumo, aoResumo, podeConfigurar = false } = useCargaDoProcesso(cargaResultados, 'gestaoResultados');
  if (!pronto) return enquantoCarrega(estado, 'Carregando os resultados...');
  const { prc: prcSltCodigo, dados: { resultados, chamadas } } = pronto;
  const inscritos = resumo?.inscricoes ?? null;
  const temFinal = resultados.publicacoes.some((p) => p.tipo === 'final');

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoResultados" onResumo={aoResumo} />
      <PublicacaoResultado prcSltCodigo={prcSltCodigo} resultados={resultados} podeConfigurar={podeConfigurar} inscritos={inscritos} aoPublicar={() => void cargaResultados.recarregar()} />
      <ChamadasResultado
        prcSltCodigo={prcSltCodigo}
        chamadas={chamadas}
        temFinal={temFinal}
        podeConfigurar={podeConfigurar}
        aoMudar={trocarChamadas}
      />
    </div>
  );
}
