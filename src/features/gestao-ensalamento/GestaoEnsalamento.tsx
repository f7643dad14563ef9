import { useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import DocumentosEnsalamento from './DocumentosEnsalamento.tsx';
import { cargaEnsalamento } from './gestao-ensalamento.store.ts';
import { plural } from '../../domain/text.ts';
import LiberarEnsalamento from './LiberarEnsalamento.tsx';
import MoverCandidato from './MoverCandidato.tsx';
import PreviaEnsalamento from './PreviaEnsalamento.tsx';
import SemMunicipio from './SemMunicipio.tsx';

/**
 * /gestao/processo/:prcSltCodigo/ensalamento: the seating of a process — the allocation previewed then confirmed,
 * moving one candidate by hand, releasing the rooms to candidates, and the PDFs for exam day.
 */
export default function GestaoEnsalamento() {
  const { estado, pronto, aoResumo, podeConfigurar = false } = useCargaDoProcesso(cargaEnsalamento, 'gestaoEnsalamento');
  /** Bumped on each step, so that the list of candidates without a municipality reads itself again too. */
  const [versao, setVersao] = useState(0);
  if (!pronto) return enquantoCarrega(estado, 'Carregando o ensalamento...');
  const { prc: prcSltCodigo, dados: resumo } = pronto;
  const recarregar = () => {
    setVersao((v) => v + 1);
    void cargaEnsalamento.recarregar();
  };
  const ocupadas = resumo.salas.filter((s) => s.ocupados > 0).length;

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoEnsalamento" onResumo={aoResumo} />
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
