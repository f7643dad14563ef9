import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import SemAcesso, { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { Chamada, ResultadosDoProcesso } from '../../domain/wire/gestao-resultados.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import ChamadasResultado from './ChamadasResultado.tsx';
import { lerChamadas, lerResultados } from './gestao-resultados.api.ts';
import PublicacaoResultado from './PublicacaoResultado.tsx';

type Estado =
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; prcSltCodigo: number; resultados: ResultadosDoProcesso; chamadas: Chamada[] };

/**
 * /gestao/processo/:prcSltCodigo/resultados: publishing the preliminary result (optionally opening the appeal
 * window) and the final one from the last ranking computation, and the call-up lists made from the final result.
 */
export default function GestaoResultados() {
  const [estado, setEstado] = useState<Estado>({ status: 'carregando' });
  const [podeConfigurar, setPodeConfigurar] = useState(false);
  const [inscritos, setInscritos] = useState<number | null>(null);

  async function carregar(prcSltCodigo: number) {
    try {
      const [resultados, chamadas] = await Promise.all([lerResultados(prcSltCodigo), lerChamadas(prcSltCodigo)]);
      setEstado({ status: 'pronto', prcSltCodigo, resultados, chamadas });
    } catch (err) {
      const mensagem = err instanceof Error ? err.message : String(err);
      setEstado(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem: mensagem || 'Não foi possível carregar os resultados.' });
    }
  }

  useEffect(() => {
    const prcSltCodigo = paramCode(currentParams('gestaoResultados', window.location.pathname)?.prcSltCodigo);
    void requireSession().then(() => (prcSltCodigo ? carregar(prcSltCodigo) : setEstado({ status: 'erro', mensagem: 'Processo não encontrado.' })));
  }, []);

  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando os resultados...</p>;
  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  const { prcSltCodigo, resultados, chamadas } = estado;
  const temFinal = resultados.publicacoes.some((p) => p.tipo === 'final');

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoResultados" onResumo={(r) => {
          setPodeConfigurar(r.podeConfigurar);
          setInscritos(r.inscricoes);
        }} />
      <PublicacaoResultado prcSltCodigo={prcSltCodigo} resultados={resultados} podeConfigurar={podeConfigurar} inscritos={inscritos} aoPublicar={() => void carregar(prcSltCodigo)} />
      <ChamadasResultado
        prcSltCodigo={prcSltCodigo}
        chamadas={chamadas}
        temFinal={temFinal}
        podeConfigurar={podeConfigurar}
        aoMudar={(c) => setEstado({ ...estado, chamadas: c })}
      />
    </div>
  );
}
