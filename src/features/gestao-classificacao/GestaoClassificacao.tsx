import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import AusentesClassificacao from './AusentesClassificacao.tsx';
import CalculoClassificacao from './CalculoClassificacao.tsx';
import { cargaClassificacao } from './gestao-classificacao.store.ts';
import NotasClassificacao from './NotasClassificacao.tsx';
import RegrasClassificacao from './RegrasClassificacao.tsx';

/**
 * /gestao/processo/:prcSltCodigo/classificacao: the ranking by quota of a process — its rules (vacancies per
 * option and category, weights, eliminations, tie-breaks, where unfilled seats go), the scores file, the
 * absentees, and the computed lists. Staff who only read see the rules and the last computation's date.
 */
export default function GestaoClassificacao() {
  const { estado, pronto, aoResumo, podeConfigurar = false } = useCargaDoProcesso(cargaClassificacao, 'gestaoClassificacao');
  if (!pronto) return enquantoCarrega(estado, 'Carregando a classificação...');
  const { prc: prcSltCodigo, dados: conf } = pronto;

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoClassificacao" onResumo={aoResumo} />
      {conf.opcoes.length === 0 && (
        <p className="alert alert-info">Este processo não tem opções finais: cadastre as opções antes de configurar as vagas da classificação.</p>
      )}
      <RegrasClassificacao prcSltCodigo={prcSltCodigo} conf={conf} podeConfigurar={podeConfigurar} />
      {podeConfigurar && <NotasClassificacao prcSltCodigo={prcSltCodigo} conf={conf} />}
      {podeConfigurar && <AusentesClassificacao prcSltCodigo={prcSltCodigo} ausentes={conf.ausentes} />}
      <CalculoClassificacao prcSltCodigo={prcSltCodigo} conf={conf} podeConfigurar={podeConfigurar} />
    </div>
  );
}
