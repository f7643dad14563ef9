import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { formatCpf } from '../../domain/cpf.ts';
import { NOME_SITUACAO_INSCRICAO, type AcaoInscricao } from '../../domain/wire/gestao-inscricoes.ts';
import { buildPath, currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import DialogoAcao from './DialogoAcao.tsx';
import { quando } from '../../domain/dates.ts';
import { ACAO, acoesPossiveis, COR_SITUACAO } from './gestao-inscricoes.ts';
import { $inscricao, carregarInscricao } from './gestao-inscricoes.store.ts';
import { ArquivosEMensagens, DadosInscricao, HistoricoInscricao, PagamentoInscricao } from './SecoesInscricao.tsx';
import Trilha from '../../components/gestao/Trilha.tsx';

/** /gestao/inscricao/:insPrcCodigo: one enrolment, everything about it, and the actions on it. */
export default function InscricaoGestao() {
  const estado = useStore($inscricao);
  const [codigo, setCodigo] = useState<number | null>(null);
  const [acao, setAcao] = useState<AcaoInscricao | null>(null);

  useEffect(() => {
    const c = paramCode(currentParams('gestaoInscricao', window.location.pathname)?.insPrcCodigo);
    setCodigo(c);
    if (c) void requireSession().then(() => carregarInscricao(c));
  }, []);

  const trilha = (
    <Trilha pagina={`Inscrição ${codigo ?? ''}`} antes={[{ rotulo: 'Inscrições', rota: 'gestaoInscricoes' }]} />
  );
  if (codigo === null && estado.status === 'carregando') return <div>{trilha}<p className="alert alert-warning">Endereço de inscrição inválido.</p></div>;
  if (estado.status === 'carregando') return <div>{trilha}<p className="text-body-secondary" aria-busy="true">Carregando a inscrição...</p></div>;
  if (estado.status === 'semAcesso') return <div>{trilha}<SemAcesso mensagem={estado.mensagem} /></div>;
  if (estado.status === 'erro') return <div>{trilha}<p className="alert alert-danger" role="alert">{estado.mensagem}</p></div>;
  const i = estado.dados;
  const acoes = i.podeAtender ? acoesPossiveis(i.situacao, i.municipiosDoProcesso.length, i.municipio === null) : [];
  return (
    <div>
      {trilha}
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
        <div>
          <h1 className="h3 mb-1">Inscrição nº {i.insPrcCodigo} <span className={`badge fs-6 align-middle text-bg-${COR_SITUACAO[i.situacao]}`} data-testid="situacao-inscricao">{NOME_SITUACAO_INSCRICAO[i.situacao]}</span></h1>
          <p className="mb-0"><strong>{i.pessoa.pssFscNome}</strong>{i.pessoa.pssFscCPF && ` · CPF ${formatCpf(i.pessoa.pssFscCPF)}`} · <a className="text-primary-emphasis" href={buildPath('gestaoProcesso', { prcSltCodigo: i.prcSltCodigo })}>{i.prcSltDescricao}</a></p>
          <p className="small text-body-secondary mb-0">
            Feita em {quando(i.insPrcIncDtHora)}{i.insPrcAtualizadoEm && ` · alterada em ${quando(i.insPrcAtualizadoEm)}`} · {i.edicaoAberta ? `o candidato pode editar até ${quando(i.prazoEdicao)}` : 'edição fechada para o candidato'}
            {i.pessoa.pssFscEmail && ` · ${i.pessoa.pssFscEmail}`}{i.pessoa.pssFscCelular && ` · ${i.pessoa.pssFscCelular}`}
          </p>
          {/* Issue 36 item 8: the classification screen explains this enrolment's place in the last computation. */}
          <p className="small mb-0"><a href={`${buildPath('gestaoClassificacao', { prcSltCodigo: i.prcSltCodigo })}?inscricao=${i.insPrcCodigo}#cls-explicar`}>Por que esta posição? (classificação)</a></p>
        </div>
      </div>
      {i.situacao === 'indeferida' && i.insPrcMotivoIndeferimento && <p className="alert alert-danger">Motivo do indeferimento (o candidato vê): {i.insPrcMotivoIndeferimento}</p>}
      {acoes.length > 0 && (
        <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Ações sobre a inscrição">
          {acoes.map((a) => <button key={a} type="button" className={`btn btn-${ACAO[a].cor}`} onClick={() => setAcao(a)}>{ACAO[a].botao}</button>)}
        </div>
      )}
      {!i.podeAtender && <p className="small text-body-secondary">O seu papel neste processo permite consultar, não alterar.</p>}
      <DadosInscricao i={i} />
      <PagamentoInscricao i={i} />
      <ArquivosEMensagens i={i} />
      <HistoricoInscricao i={i} />
      {acao && <DialogoAcao acao={acao} inscricao={i} onFechar={() => setAcao(null)} onFeito={() => { setAcao(null); void carregarInscricao(i.insPrcCodigo); }} />}
    </div>
  );
}
