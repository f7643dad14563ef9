import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import SemAcesso, { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { ResumoEnsalamento } from '../../domain/wire/gestao-ensalamento.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import DocumentosEnsalamento from './DocumentosEnsalamento.tsx';
import { lerResumo } from './gestao-ensalamento.api.ts';
import { plural } from '../../domain/text.ts';
import LiberarEnsalamento from './LiberarEnsalamento.tsx';
import MoverCandidato from './MoverCandidato.tsx';
import PreviaEnsalamento from './PreviaEnsalamento.tsx';
import SemMunicipio from './SemMunicipio.tsx';

type Estado = { status: 'carregando' } | { status: 'semAcesso'; mensagem: string } | { status: 'erro'; mensagem: string } | { status: 'pronto'; prcSltCodigo: number; resumo: ResumoEnsalamento };

/**
 * /gestao/processo/:prcSltCodigo/ensalamento: the seating of a process — the allocation previewed then confirmed,
 * moving one candidate by hand, releasing the rooms to candidates, and the PDFs for exam day.
 */
export default function GestaoEnsalamento() {
  const [estado, setEstado] = useState<Estado>({ status: 'carregando' });
  const [podeConfigurar, setPodeConfigurar] = useState(false);
  const [versao, setVersao] = useState(0);

  async function carregar(prcSltCodigo: number) {
    try {
      setEstado({ status: 'pronto', prcSltCodigo, resumo: await lerResumo(prcSltCodigo) });
    } catch (err) {
      const mensagem = err instanceof Error ? err.message : String(err);
      setEstado(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem: mensagem || 'Não foi possível carregar o ensalamento.' });
    }
  }

  useEffect(() => {
    const prcSltCodigo = paramCode(currentParams('gestaoEnsalamento', window.location.pathname)?.prcSltCodigo);
    void requireSession().then(() => (prcSltCodigo ? carregar(prcSltCodigo) : setEstado({ status: 'erro', mensagem: 'Processo não encontrado.' })));
  }, []);

  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando o ensalamento...</p>;
  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  const { prcSltCodigo, resumo } = estado;
  const recarregar = () => {
    setVersao((v) => v + 1);
    void carregar(prcSltCodigo);
  };
  const ocupadas = resumo.salas.filter((s) => s.ocupados > 0).length;

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoEnsalamento" onResumo={(r) => setPodeConfigurar(r.podeConfigurar)} />
      <section aria-labelledby="ens-situacao" className="mb-4">
        <h2 id="ens-situacao" className="h5">Situação</h2>
        <ul className="list-unstyled mb-0" data-testid="ens-situacao">
          <li>{plural(resumo.elegiveis, 'inscrição deferida', 'inscrições deferidas')}; {plural(resumo.alocados, 'com carteira', 'com carteira')}; {plural(resumo.semLugar, 'sem lugar', 'sem lugar')}.</li>
          <li>{plural(resumo.salas.length, 'sala cadastrada', 'salas cadastradas')}, {plural(ocupadas, 'ocupada', 'ocupadas')}.</li>
          <li>
            Ensalamento para os candidatos: <strong data-testid="ens-liberado">{resumo.liberado ? 'liberado' : resumo.alocados === 0 ? 'não liberado (ninguém tem lugar ainda)' : 'não liberado'}</strong>.
          </li>
        </ul>
      </section>
      <SemMunicipio prcSltCodigo={prcSltCodigo} podeConfigurar={podeConfigurar} versao={versao} onDefinido={recarregar} />
      {podeConfigurar && <PreviaEnsalamento prcSltCodigo={prcSltCodigo} onConfirmado={recarregar} />}
      {podeConfigurar && <MoverCandidato prcSltCodigo={prcSltCodigo} salas={resumo.salas} onMovido={recarregar} />}
      {podeConfigurar && <LiberarEnsalamento prcSltCodigo={prcSltCodigo} liberado={resumo.liberado} alocados={resumo.alocados} lembrete={resumo.lembrete} onSalvo={recarregar} />}
      <DocumentosEnsalamento prcSltCodigo={prcSltCodigo} resumo={resumo} />
    </div>
  );
}
