import { useStore } from '@nanostores/react';
import type { NomeLista } from '../../domain/wire/gestao-formulario.ts';
import { $listas, $tiposInstituicao, removerItemDaLista, removerTipo, salvarItemDaLista, salvarTipo } from './gestao-formulario.store.ts';
import LinhaDeItem, { type ItemEditavel } from './LinhaDeItem.tsx';

interface CartaoProps {
  titulo: string;
  itens: ItemEditavel[];
  temDetalhar: boolean;
  desabilitado: boolean;
  nota?: string;
  salvar: (item: { codigo: number | null; descricao: string; detalhar?: boolean }, justificativa?: string) => Promise<unknown>;
  remover: (codigo: number) => Promise<unknown>;
}

function CartaoDeLista({ titulo, itens, temDetalhar, desabilitado, nota, salvar, remover }: CartaoProps) {
  return (
    <section className="card h-100" aria-label={titulo} data-testid={`lista-${titulo}`}>
      <div className="card-header"><h3 className="h6 mb-0">{titulo}</h3></div>
      <div className="card-body py-1">
        {nota && <p className="small text-body-secondary mt-2 mb-1">{nota}</p>}
        <ul className="list-group list-group-flush">
          {itens.map((i) => (
            <LinhaDeItem key={i.codigo} item={i} temDetalhar={temDetalhar} desabilitado={desabilitado} salvar={salvar} remover={() => remover(i.codigo!)} rotuloLista={titulo} />
          ))}
          {!itens.length && <li className="list-group-item px-0 small text-body-secondary">Nenhum item: esta lista não aparece no formulário.</li>}
          <LinhaDeItem item={{ codigo: null, descricao: '', emUso: 0 }} temDetalhar={temDetalhar} desabilitado={desabilitado} salvar={salvar} rotuloLista={titulo} />
        </ul>
      </div>
    </section>
  );
}

/** The process's lists and the general institution types, each edited in place. */
export default function ListasDoProcesso({ prcSltCodigo, podeConfigurar, podeGeral }: { prcSltCodigo: number; podeConfigurar: boolean; podeGeral: boolean }) {
  const cargaListas = useStore($listas);
  const cargaTipos = useStore($tiposInstituicao);
  // Unreadable lists stay "loading": the form above is what the screen is for.
  const listas = cargaListas.status === 'pronto' ? cargaListas.dados : null;
  const tipos = cargaTipos.status === 'pronto' ? cargaTipos.dados : null;
  if (!listas) return <p className="text-body-secondary" aria-busy="true">Carregando as listas...</p>;
  const lista = (nome: NomeLista) => ({
    salvar: (i: { codigo: number | null; descricao: string; detalhar?: boolean }, j?: string) => salvarItemDaLista(nome, prcSltCodigo, i, j),
    remover: (codigo: number) => removerItemDaLista(nome, codigo),
  });
  return (
    <div className="row g-3">
      {listas.listas.map((l) => (
        <div className="col-md-6 col-xl-4" key={l.lista}>
          <CartaoDeLista titulo={l.titulo} itens={l.itens} temDetalhar={l.temDetalhar} desabilitado={!podeConfigurar} {...lista(l.lista as NomeLista)} />
        </div>
      ))}
      {tipos && (
        <div className="col-md-6 col-xl-4">
          <CartaoDeLista
            titulo="Tipos de instituição de ensino"
            nota="Lista geral, a mesma em todos os processos: só quem tem papel em todos os processos a altera."
            itens={tipos.map((t) => ({ codigo: t.tpIstCodigo, descricao: t.tpIstDescricao, emUso: t.emUso }))}
            temDetalhar={false}
            desabilitado={!podeGeral}
            salvar={salvarTipo}
            remover={removerTipo}
          />
        </div>
      )}
    </div>
  );
}
