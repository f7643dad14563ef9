import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { feeText } from '../../domain/money.ts';
import { descendentes, filhosPorPai } from '../../domain/opcoes-arvore.ts';
import type { OpcaoGestao } from '../../domain/wire/gestao-opcoes.ts';
import { showModal } from '../../lib/ui.store.ts';
import { removerOpcao } from './gestao-opcoes.api.ts';
import { textoInscricoes } from './gestao-opcoes.ts';

interface Props {
  opcoes: OpcaoGestao[];
  podeEditar: boolean;
  onNova: (pai: number) => void;
  onEditar: (o: OpcaoGestao) => void;
  onMudou: () => void;
}

/** Asks, then removes the option with everything under it (the API refuses while enrolments point to them). */
function confirmarRemocao(o: OpcaoGestao, opcoes: OpcaoGestao[], enviar: ReturnType<typeof useEscrita>['enviar'], onMudou: () => void) {
  const abaixo = descendentes(opcoes, o.opcCodigo).size;
  const junto = abaixo === 0 ? '' : abaixo === 1 ? ' e a opção subordinada a ela' : ` e as ${abaixo} opções subordinadas a ela`;
  showModal({
    title: 'Excluir opção',
    body: [`Excluir "${o.opcDescricao}"${junto}?`, 'A exclusão fica registrada na auditoria.'],
    buttons: [
      { label: 'Cancelar', variant: 'outline-secondary' },
      {
        label: 'Excluir',
        variant: 'danger',
        onClick: () => void enviar(() => removerOpcao(o.opcCodigo).then(() => true), `Opção "${o.opcDescricao}" excluída.`).then((ok) => ok && onMudou()),
      },
    ],
  });
}

/** The process's options as a nested list: each level by description (as candidates see it), expandable. */
export default function ArvoreOpcoes({ opcoes, podeEditar, onNova, onEditar, onMudou }: Props) {
  const [recolhidas, setRecolhidas] = useState<Set<number>>(new Set());
  const { enviar, dialogo } = useEscrita();
  const filhos = filhosPorPai(opcoes);
  const alternar = (c: number) =>
    setRecolhidas((r) => {
      const n = new Set(r);
      if (!n.delete(c)) n.add(c);
      return n;
    });

  function nivel(pai: number | null, profundidade: number) {
    const lista = filhos.get(pai) ?? [];
    return (
      <ul className={profundidade ? 'list-unstyled ms-3 ms-md-4 border-start ps-2' : 'list-unstyled mb-0'} role="list">
        {lista.map((o) => {
          const temFilhas = filhos.has(o.opcCodigo);
          const aberta = !recolhidas.has(o.opcCodigo);
          return (
            <li key={o.opcCodigo} className="py-1" data-testid="no-opcao">
              <div className="d-flex flex-wrap align-items-center gap-1" data-testid="linha-opcao" data-opcao={o.opcCodigo}>
                {temFilhas ? (
                  <button type="button" className="btn btn-sm btn-link p-0 text-decoration-none" style={{ width: '1.5rem' }} aria-expanded={aberta} aria-label={`${aberta ? 'Recolher' : 'Expandir'} ${o.opcDescricao}`} onClick={() => alternar(o.opcCodigo)}>
                    {aberta ? '▾' : '▸'}
                  </button>
                ) : (
                  <span style={{ width: '1.5rem' }} aria-hidden="true" />
                )}
                <span className="fw-semibold">{o.opcDescricao}</span>
                <span className="badge text-bg-light border">{o.tpOpcDescricao}</span>
                {o.opcOpcFinal && <span className="badge text-bg-success">Final · {feeText(o.opcVlrInscricao)}</span>}
                {o.inscricoesNaArvore > 0 && <span className="badge text-bg-warning">{textoInscricoes(o.inscricoesNaArvore)}</span>}
                {podeEditar && (
                  <span className="ms-auto d-inline-flex gap-1">
                    {!o.opcOpcFinal && (
                      <button type="button" className="btn btn-outline-primary btn-sm" aria-label={`Nova subordinada de ${o.opcDescricao}`} onClick={() => onNova(o.opcCodigo)}>
                        Nova subordinada
                      </button>
                    )}
                    <button type="button" className="btn btn-outline-secondary btn-sm" aria-label={`Editar ${o.opcDescricao}`} onClick={() => onEditar(o)}>
                      Editar
                    </button>
                    <button type="button" className="btn btn-outline-danger btn-sm" aria-label={`Excluir ${o.opcDescricao}`} onClick={() => confirmarRemocao(o, opcoes, enviar, onMudou)}>
                      Excluir
                    </button>
                  </span>
                )}
              </div>
              {temFilhas && aberta && nivel(o.opcCodigo, profundidade + 1)}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="arvore-titulo" className="card shadow-sm">
      <h3 className="card-header h6 mb-0" id="arvore-titulo">Árvore de opções</h3>
      <div className="card-body">{opcoes.length ? nivel(null, 0) : <p className="text-body-secondary mb-0">Nenhuma opção cadastrada ainda.</p>}</div>
      {dialogo}
    </section>
  );
}
