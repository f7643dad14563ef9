import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import SemAcesso, { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import { usePodeAtender } from '../../components/gestao/usePodeAtender.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { Conciliacao } from '../../domain/wire/gestao-pagamentos.ts';
import { buildPath, currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import BaixaManual from './BaixaManual.tsx';
import { buscarConciliacao } from './gestao-pagamentos.api.ts';
import PainelConciliacao from './PainelConciliacao.tsx';

/** /gestao/processo/:prcSltCodigo/pagamentos: the process's daily reconciliation and the payments recorded by hand. */
export default function GestaoConciliacao() {
  const [prc, setPrc] = useState<number | null>(null);
  const [dia, setDia] = useState(() => todayInSaoPaulo(new Date()));
  const [c, setC] = useState<Conciliacao | null>(null);
  const [falha, setFalha] = useState<{ semAcesso: boolean; mensagem: string } | null>(null);
  const podeRegistrar = usePodeAtender(prc);

  const carregar = (p: number, d: string) =>
    buscarConciliacao(p, d).then(
      (r) => (setC(r), setFalha(null)),
      (err: Error) => setFalha({ semAcesso: eSemAcesso(err), mensagem: err.message }),
    );
  useEffect(() => {
    const p = paramCode(currentParams('gestaoConciliacao', window.location.pathname)?.prcSltCodigo);
    setPrc(p);
    if (p) void requireSession().then(() => carregar(p, dia));
    else setFalha({ semAcesso: false, mensagem: 'Processo não encontrado.' });
  }, []);

  if (falha?.semAcesso) return <SemAcesso mensagem={falha.mensagem} />;
  if (falha && !c) return <p className="alert alert-danger" role="alert">{falha.mensagem}</p>;
  if (!c || !prc) return <p className="text-body-secondary" aria-busy="true">Carregando os pagamentos...</p>;
  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prc} aba="gestaoConciliacao" />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
        <h2 className="h5 mb-0">Pagamentos</h2>
        <a className="btn btn-outline-dark btn-sm" href={buildPath('gestaoPagamentos')}>Importar arquivo de retorno</a>
      </div>
      <div className="row g-3 mt-1">
        <div className="col-xl-8">
          <PainelConciliacao c={c} dia={dia} aoMudarDia={(d) => (setDia(d), void carregar(prc, d))} />
        </div>
        <div className="col-xl-4">
          <BaixaManual prcSltCodigo={prc} podeRegistrar={podeRegistrar} aoRegistrar={() => void carregar(prc, dia)} />
        </div>
      </div>
    </div>
  );
}
