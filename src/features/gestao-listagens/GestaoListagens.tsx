import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { enquantoCarrega, useCarga } from '../../components/gestao/useFila.tsx';
import { periodo } from '../../domain/dates.ts';
import type { ListagensGestao } from '../../domain/wire/gestao-listagens.ts';
import EditorCartao from './EditorCartao.tsx';
import { buscarListagens, removerLato, removerStricto } from './gestao-listagens.api.ts';
import { deLato, deStricto, novoLato, novoStricto, type RascunhoCartao } from './gestao-listagens.ts';
import Trilha from '../../components/gestao/Trilha.tsx';

type Aba = 'stricto' | 'lato';
const ABAS: [Aba, string][] = [['stricto', 'Stricto sensu'], ['lato', 'Lato sensu e residências']];

interface Linha {
  codigo: number;
  titulo: string;
  subtitulo: string;
  inicio: string;
  fim: string;
  prcSltCodigo: number | null;
  rascunho: RascunhoCartao;
}

function linhas(d: ListagensGestao, aba: Aba): Linha[] {
  if (aba === 'stricto') return d.stricto.map((c) => ({ codigo: c.pssEtpCodigo, titulo: c.pssEtpMncTitulo, subtitulo: c.pssEtpCampus ?? '', inicio: c.pssEtpDtInicio, fim: c.pssEtpDtFim, prcSltCodigo: c.prcSltCodigo, rascunho: deStricto(c) }));
  return d.lato.map((c) => ({ codigo: c.prjEspCrnCodigo, titulo: c.prjEspMncTitulo, subtitulo: c.prjEspTipo === 'RESIDENCIA' ? 'Residência' : 'Especialização', inicio: c.prjEspCrnDtInicio, fim: c.prjEspCrnDtTermino, prcSltCodigo: c.prcSltCodigo, rascunho: deLato(c) }));
}

/**
 * /gestao/listagens: the cards of the public Stricto and Especializações pages, edited beside their public look. Links
 * use the darker primary shade: Bootstrap's primary blue on the page's light grey is below AA contrast.
 */
export default function GestaoListagens() {
  const { estado, pronto: d, recarregar: carregarListagens } = useCarga(buscarListagens);
  const [aba, setAba] = useState<Aba>('stricto');
  const [editando, setEditando] = useState<RascunhoCartao | null>(null);
  const { enviar, enviando } = useEscrita();

  if (!d) return enquantoCarrega(estado, 'Carregando as listagens...');
  const nomeProcesso = new Map(d.processos.map((p) => [p.prcSltCodigo, p.prcSltDescricao]));
  const podeMexer = (prc: number | null) => (prc === null ? d.podeSemProcesso : nomeProcesso.has(prc));
  const trocar = (a: Aba) => (setAba(a), setEditando(null));
  const remover = async (codigo: number) => {
    if (await enviar(() => (aba === 'stricto' ? removerStricto(codigo) : removerLato(codigo)), 'Cartão removido. O site público será atualizado em instantes.')) void carregarListagens();
  };

  return (
    <div>
      <Trilha pagina="Listagens" />
      <h1 className="h3">Listagens de pós-graduação</h1>
      <p className="text-body-secondary small">Os cartões das páginas públicas Stricto Sensu e Especializações. Cada alteração pede a reconstrução do site público.</p>
      <ul className="nav nav-tabs mb-3" role="tablist">
        {ABAS.map(([a, nome]) => (
          <li className="nav-item" role="presentation" key={a}>
            <button type="button" role="tab" id={`aba-${a}`} aria-controls="painel-listagem" aria-selected={aba === a} className={`nav-link${aba === a ? ' active' : ' text-primary-emphasis'}`} onClick={() => trocar(a)}>
              {nome} <span className="badge rounded-pill text-bg-secondary">{a === 'stricto' ? d.stricto.length : d.lato.length}</span>
            </button>
          </li>
        ))}
      </ul>
      <div role="tabpanel" id="painel-listagem" aria-labelledby={`aba-${aba}`}>
        {editando ? (
          <EditorCartao key={`${aba}-${editando.codigo ?? 'novo'}`} tipo={aba} inicial={editando} dados={d} onFim={(salvou) => (setEditando(null), salvou ? void carregarListagens() : undefined)} />
        ) : (
          <>
            <button type="button" className="btn btn-primary mb-3" disabled={!d.podeSemProcesso && !d.processos.length} onClick={() => setEditando(aba === 'stricto' ? novoStricto() : novoLato())}>Novo cartão</button>
            <ul className="list-group" data-testid={`cartoes-${aba}`}>
              {linhas(d, aba).map((l) => (
                <li className="list-group-item d-flex flex-wrap align-items-center gap-2" key={l.codigo}>
                  <div className="me-auto">
                    <div className="fw-semibold">{l.titulo}</div>
                    <div className="small text-body-secondary">{[l.subtitulo, `Inscrições: ${periodo(l.inicio, l.fim)}`].filter(Boolean).join(' · ')}</div>
                    <div className="small">{l.prcSltCodigo ? `Processo: ${nomeProcesso.get(l.prcSltCodigo) ?? l.prcSltCodigo}` : 'Sem processo neste sistema'}</div>
                  </div>
                  <button type="button" className="btn btn-sm btn-outline-secondary" disabled={!podeMexer(l.prcSltCodigo)} onClick={() => setEditando(l.rascunho)}>
                    Alterar<span className="visually-hidden"> {l.titulo}</span>
                  </button>
                  <button type="button" className="btn btn-sm btn-outline-danger" disabled={!podeMexer(l.prcSltCodigo) || enviando} onClick={() => void remover(l.codigo)}>
                    Remover<span className="visually-hidden"> {l.titulo}</span>
                  </button>
                </li>
              ))}
              {!linhas(d, aba).length && <li className="list-group-item text-body-secondary">Nenhum cartão.</li>}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
