import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client.ts';
import { buildPath, type RouteName } from '../../lib/routes.ts';
import { NOME_SITUACAO, type ResumoProcessoGestao } from '../../domain/wire/gestao.ts';

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
  const [resumo, setResumo] = useState<ResumoProcessoGestao | null>(null);
  useEffect(() => {
    // Silent: a refusal (403) or a missing process is the screen's to explain (SemAcesso), not a second modal.
    apiGet<ResumoProcessoGestao>(`gestao/processos/${prcSltCodigo}/resumo`, undefined, { silent: true })
      .then((env) => {
        if (!env.data) return;
        setResumo(env.data);
        onResumo?.(env.data);
      })
      .catch(() => undefined);
  }, [prcSltCodigo, versao]);
  return (
    <div className="mb-3">
      <nav aria-label="Trilha">
        <ol className="breadcrumb mb-1">
          <li className="breadcrumb-item"><a className="text-primary-emphasis" href={buildPath('gestao')}>Gestão</a></li>
          <li className="breadcrumb-item active" aria-current="page">Processo {prcSltCodigo}</li>
        </ol>
      </nav>
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
