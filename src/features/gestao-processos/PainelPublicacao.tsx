import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { usePassoGuardado } from '../../components/gestao/usePassoGuardado.tsx';
import { NOME_SITUACAO, type ResumoProcessoGestao } from '../../domain/wire/gestao.ts';
import { buildPath } from '../../lib/routes.ts';
import { showModal } from '../../lib/ui.store.ts';
import DialogoClonar from './DialogoClonar.tsx';
import EstadoDoSite from './EstadoDoSite.tsx';
import { excluirProcesso, mudarPublicacao, type AcaoPublicacao } from './gestao-processos.api.ts';

interface Props {
  resumo: ResumoProcessoGestao;
  podeCriar: boolean;
  /** The process's state changed: the head and the form read it again. */
  onMudou: () => void;
}

const SUCESSO: Record<AcaoPublicacao, string> = {
  publicar: 'Processo publicado. O site está sendo atualizado.',
  despublicar: 'Processo de volta à preparação.',
  arquivar: 'Processo arquivado.',
  desarquivar: 'Processo desarquivado.',
};

/** Publication: publish or take back, archive, clone, delete; and the state of the site rebuild. */
export default function PainelPublicacao({ resumo, podeCriar, onMudou }: Props) {
  const { enviar, enviando } = useEscrita();
  const [clonando, setClonando] = useState(false);
  const [versaoSite, setVersaoSite] = useState(0);
  const c = resumo.prcSltCodigo;
  const pode = resumo.podeConfigurar;

  const guardado = usePassoGuardado(c);
  const depois = (r: { reconstrucaoPedida: boolean }) => {
    if (r.reconstrucaoPedida) setVersaoSite((v) => v + 1);
    onMudou();
  };
  const mudar = async (acao: AcaoPublicacao) => {
    const r = await enviar(() => mudarPublicacao(c, acao), SUCESSO[acao]);
    if (r) depois(r);
  };
  // Publishing is guarded (issue 37): a confirmation that says what happens; a refusal lists what is missing.
  const publicar = () =>
    guardado.confirmar({
      titulo: 'Publicar o processo',
      oQueAcontece: [
        `"${resumo.prcSltDescricao}" passa a aparecer para os candidatos, que poderão se inscrever no período de inscrição.`,
        'O site público é atualizado. Depois da primeira inscrição, o processo não volta mais à preparação.',
      ],
      afetados: null,
      rotulo: 'Publicar',
      sucesso: SUCESSO.publicar,
      fazer: (j) => mudarPublicacao(c, 'publicar', j),
      feito: depois,
    });

  const excluir = () =>
    showModal({
      title: 'Excluir o processo',
      body: [`Excluir "${resumo.prcSltDescricao}" com as opções, os locais de prova, o formulário e os cronogramas?`, 'Isto não pode ser desfeito. Um processo com inscrições não pode ser excluído: arquive-o.'],
      buttons: [
        { label: 'Cancelar', variant: 'outline-secondary' },
        {
          label: 'Excluir definitivamente',
          variant: 'danger',
          onClick: () => void enviar(() => excluirProcesso(c), 'Processo excluído.').then((ok) => ok !== null && window.location.assign(buildPath('gestao'))),
        },
      ],
    });

  const botao = (acao: AcaoPublicacao, rotulo: string, variante = 'outline-primary') => (
    <button type="button" className={`btn btn-${variante}`} disabled={enviando} onClick={() => void mudar(acao)}>{rotulo}</button>
  );

  return (
    <section className="card mb-4" aria-labelledby="publicacao-titulo">
      <div className="card-body">
        <h2 className="h5" id="publicacao-titulo">Publicação</h2>
        <p className="mb-2">
          Situação: <strong data-testid="situacao-publicacao">{NOME_SITUACAO[resumo.situacao]}</strong>.{' '}
          {resumo.prcSltPublicado ? 'Os candidatos veem este processo.' : 'Os candidatos ainda não veem este processo.'}
        </p>
        {pode && (
          <div className="d-flex flex-wrap gap-2">
            {!resumo.prcSltArquivado && !resumo.prcSltPublicado && <button type="button" className="btn btn-primary" disabled={enviando || guardado.enviando} onClick={publicar}>Publicar</button>}
            {!resumo.prcSltArquivado && resumo.prcSltPublicado && botao('despublicar', 'Voltar para preparação')}
            {resumo.prcSltArquivado ? botao('desarquivar', 'Desarquivar') : botao('arquivar', 'Arquivar', 'outline-secondary')}
            {podeCriar && <button type="button" className="btn btn-outline-secondary" onClick={() => setClonando(true)}>Clonar</button>}
            <button type="button" className="btn btn-outline-danger" disabled={enviando} onClick={excluir}>Excluir</button>
          </div>
        )}
        <EstadoDoSite versao={versaoSite} podeReconstruir={pode} />
      </div>
      {guardado.dialogo}
      {clonando && (
        <DialogoClonar
          prcSltCodigo={c}
          descricao={resumo.prcSltDescricao}
          onFechar={() => setClonando(false)}
          onClonado={(novo) => window.location.assign(buildPath('gestaoProcesso', { prcSltCodigo: novo }))}
        />
      )}
    </section>
  );
}
