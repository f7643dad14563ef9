import { useEffect } from 'react';
import { buildPath, type RouteName } from '../../lib/routes.ts';
import { NOME_SITUACAO, type ResumoProcessoGestao } from '../../domain/wire/gestao.ts';
import { buscarResumo } from './processo.api.ts';
import Trilha from './Trilha.tsx';
import { useCarga } from './useFila.tsx';

/** The tabs of one process's staff screens, in the order staff set a process up. */
const ABAS: { rota: RouteName; nome: string; /** A screen of every process, opened filtered by this one. */ filtro?: true }[] = [
  { rota: 'gestaoProcesso', nome: 'Dados e publicação' },
  { rota: 'gestaoInscricoes', nome: 'Inscrições', filtro: true },
  { rota: 'gestaoOpcoes', nome: 'Opções' },
  { rota: 'gestaoProvas', nome: 'Locais e etapas de prova' },
  { rota: 'gestaoFormulario', nome: 'Formulário de inscrição' },
  { rota: 'gestaoCronogramas', nome: 'Cronogramas' },
  { rota: 'gestaoIsencoes', nome: 'Isenções' },
  { rota: 'gestaoDocumentos', nome: 'Documentos' },
  { rota: 'gestaoVerificacoes', nome: 'Cotas e verificação' },
  { rota: 'gestaoReexame', nome: 'Recursos' },
  { rota: 'gestaoConciliacao', nome: 'Pagamentos' },
  { rota: 'gestaoEnsalamento', nome: 'Ensalamento' },
  { rota: 'gestaoClassificacao', nome: 'Classificação' },
  { rota: 'gestaoResultados', nome: 'Resultados' },
  { rota: 'gestaoExportacao', nome: 'Exportar' },
  { rota: 'gestaoAuditoria', nome: 'Auditoria' },
];

interface Props {
  prcSltCodigo: number;
  aba: RouteName;
  /** Told the process once it is loaded (the screens need its state and the caller's rights). */
  onResumo?: (r: ResumoProcessoGestao) => void;
  /** Changes when the screen saved something that changes the head (publication, description). */
  versao?: number;
}

/**
 * The head of every screen of one process: its name and state, and the tabs to its other screens. Its links use the
 * darker primary shade: Bootstrap's primary blue on the page's light grey is below AA contrast (axe).
 */
export default function CabecalhoProcesso({ prcSltCodigo, aba, onResumo, versao = 0 }: Props) {
  // A refusal (403) or a missing process is the screen's to explain (SemAcesso): the head only waits for its summary.
  const { pronto: resumo } = useCarga(() => buscarResumo(prcSltCodigo), [prcSltCodigo, versao]);
  useEffect(() => {
    if (resumo) onResumo?.(resumo);
  }, [resumo]);
  return (
    <div className="mb-3">
      <Trilha pagina={`Processo ${prcSltCodigo}`} />
      <h1 className="h3 mb-1">{resumo?.prcSltDescricao ?? 'Carregando o processo...'}</h1>
      {resumo && (
        <p className="mb-2">
          <span className="badge text-bg-secondary" data-testid="situacao-processo">{NOME_SITUACAO[resumo.situacao]}</span>{' '}
          {resumo.nomeFase && <><span className="badge text-bg-info" data-testid="fase-no-cabecalho">Fase: {resumo.nomeFase}</span>{' '}</>}
          <span className="text-body-secondary small">{resumo.inscricoes === 1 ? '1 inscrição' : `${resumo.inscricoes} inscrições`}</span>
        </p>
      )}
      <ul className="nav nav-tabs flex-wrap">
        {ABAS.map((a) => (
          <li className="nav-item" key={a.rota}>
            <a className={`nav-link${a.rota === aba ? ' active' : ' text-primary-emphasis'}`} aria-current={a.rota === aba ? 'page' : undefined} href={a.filtro ? `${buildPath(a.rota)}?prcSltCodigo=${prcSltCodigo}` : buildPath(a.rota, { prcSltCodigo })}>
              {a.nome}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
