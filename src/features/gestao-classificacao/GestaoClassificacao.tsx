import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import AusentesClassificacao from './AusentesClassificacao.tsx';
import CalculoClassificacao from './CalculoClassificacao.tsx';
import { $classificacao, carregar } from './gestao-classificacao.store.ts';
import NotasClassificacao from './NotasClassificacao.tsx';
import RegrasClassificacao from './RegrasClassificacao.tsx';

/**
 * /gestao/processo/:prcSltCodigo/classificacao: the ranking by quota of a process — its rules (vacancies per
 * option and category, weights, eliminations, tie-breaks, where unfilled seats go), the scores file, the
 * absentees, and the computed lists. Staff who only read see the rules and the last computation's date.
 */
export default function GestaoClassificacao() {
  const estado = useStore($classificacao);
  const [podeConfigurar, setPodeConfigurar] = useState(false);

  useEffect(() => {
    const prcSltCodigo = paramCode(currentParams('gestaoClassificacao', window.location.pathname)?.prcSltCodigo);
    void requireSession().then(() => (prcSltCodigo ? carregar(prcSltCodigo) : $classificacao.set({ status: 'erro', mensagem: 'Processo não encontrado.' })));
  }, []);

  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando a classificação...</p>;
  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  const { prcSltCodigo, conf } = estado;

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoClassificacao" onResumo={(r) => setPodeConfigurar(r.podeConfigurar)} />
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
