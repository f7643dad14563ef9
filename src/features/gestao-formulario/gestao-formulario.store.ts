import { atom } from 'nanostores';
import type { ConfiguracaoEditada } from '../../domain/formulario-layout.ts';
import type { FormularioGestao, ListasDoProcesso, NomeLista, TiposInstituicao } from '../../domain/wire/gestao-formulario.ts';
import { carregarEm, criarCarga, type Carga } from '../../lib/fila.store.ts';
import { buscarFormulario, buscarListas, buscarTiposInstituicao, removerItem, removerTipoInstituicao, salvarItem, salvarTipoInstituicao } from './gestao-formulario.api.ts';
import { edicaoInicial, type Edicao } from './gestao-formulario.ts';

/** What staff are typing, by field code: the editor and the preview both read it. */
export const $edicao = atom<Edicao>({});
/** The lists and the institution types the preview shows; read once the form is (a refusal of the form is the screen's answer). */
export const $listas = atom<Carga<ListasDoProcesso>>({ status: 'carregando' });
export const $tiposInstituicao = atom<Carga<TiposInstituicao>>({ status: 'carregando' });

const carregarListas = (prcSltCodigo: number) => Promise.all([carregarEm($listas, () => buscarListas(prcSltCodigo)), carregarEm($tiposInstituicao, buscarTiposInstituicao)]);

/** The process's form (the staff screens' one store shape); the edit starts from it, then the lists are read. */
export const cargaFormulario = criarCarga({
  buscar: async (prcSltCodigo: number) => {
    const f = await buscarFormulario(prcSltCodigo);
    $edicao.set(edicaoInicial(f));
    void carregarListas(prcSltCodigo);
    return f;
  },
});

/** A list or the institution types as a write answered them (the API answers the whole list again). */
const aplicarListas = (l: ListasDoProcesso) => $listas.set({ status: 'pronto', dados: l });
const aplicarTipos = (t: TiposInstituicao) => $tiposInstituicao.set({ status: 'pronto', dados: t });

type ItemDaLista = { codigo: number | null; descricao: string; detalhar?: boolean };
export const salvarItemDaLista = (nome: NomeLista, prcSltCodigo: number, i: ItemDaLista, justificativa?: string) => salvarItem(nome, { prcSltCodigo, ...i }, justificativa).then(aplicarListas);
export const removerItemDaLista = (nome: NomeLista, codigo: number) => removerItem(nome, codigo).then(aplicarListas);
export const salvarTipo = (i: ItemDaLista, justificativa?: string) => salvarTipoInstituicao({ tpIstCodigo: i.codigo, tpIstDescricao: i.descricao }, justificativa).then(aplicarTipos);
export const removerTipo = (codigo: number) => removerTipoInstituicao(codigo).then(aplicarTipos);

/** The form as saved: the edit starts over from it. */
export function aplicarFormulario(formulario: FormularioGestao): void {
  cargaFormulario.$dados.set({ status: 'pronto', dados: formulario });
  $edicao.set(edicaoInicial(formulario));
}

export function editar(codigo: number, c: ConfiguracaoEditada): void {
  $edicao.set({ ...$edicao.get(), [codigo]: c });
}

export function desfazer(): void {
  const e = cargaFormulario.$dados.get();
  if (e.status === 'pronto') $edicao.set(edicaoInicial(e.dados));
}
