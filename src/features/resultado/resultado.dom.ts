/**
 * The shells /resultado/- and /resultado/-/- (served for a result published after the last site build, or for a
 * code with nothing pre-rendered), in plain DOM: read the API, then draw the same markup the pre-rendered pages
 * carry (resultado.markup.ts) with createElement and text nodes only — names and descriptions may carry anything.
 * The process page reads the index first and the whole result only when it is small enough to be shown inline
 * (a large one is never sent whole to a phone).
 */
import { toDom, type Child } from '../../lib/markup.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { listaResultado, resultadoDaOpcao } from './resultado.markup.ts';
import { lerIndice, lerResultado, lerResultadoDaOpcao } from './resultado.plain-api.ts';
import { listasEmLinha, tituloDaOpcao, tituloDoResultado } from './resultado.ts';

const FALHA = 'Não foi possível carregar o resultado.';

/** Replaces the shell's "Carregando..." with the page, or with why there is none (as the island said it). */
async function montar(root: HTMLElement, ler: () => Promise<{ titulo: string; corpo: Child } | string>): Promise<void> {
  let feito: { titulo: string; corpo: Child } | string;
  try {
    feito = await ler();
  } catch (err) {
    feito = (err instanceof Error && err.message) || FALHA;
  }
  if (typeof feito === 'string') {
    const aviso = Object.assign(document.createElement('p'), { className: 'alert alert-info', textContent: feito });
    aviso.setAttribute('role', 'status');
    root.replaceChildren(aviso);
    return;
  }
  document.title = `${feito.titulo} · Processos Seletivos`;
  root.replaceChildren(...toDom(feito.corpo));
}

/** /resultado/{p}: the index of the options, with every list when the result is small. */
export function montarResultadoProcesso(root: HTMLElement): Promise<void> {
  return montar(root, async () => {
    const prc = paramCode(currentParams('resultadoProcesso', window.location.pathname)?.prcSltCodigo);
    if (!prc) return 'Processo não encontrado.';
    const indice = await lerIndice(prc);
    const resultado = listasEmLinha(indice) ? await lerResultado(prc) : undefined;
    return { titulo: tituloDoResultado(indice), corpo: listaResultado(indice, resultado) };
  });
}

/** /resultado/{p}/{opcao}: the option's lists and their filter (filtro-resultado.ts, on the page already). */
export function montarResultadoDaOpcao(root: HTMLElement): Promise<void> {
  return montar(root, async () => {
    const params = currentParams('resultadoOpcao', window.location.pathname);
    const prc = paramCode(params?.prcSltCodigo);
    const opc = paramCode(params?.opcCodigo);
    if (!prc || !opc) return 'Opção não encontrada.';
    const resultado = await lerResultadoDaOpcao(prc, opc);
    return { titulo: tituloDaOpcao(resultado), corpo: resultadoDaOpcao(resultado, true) };
  });
}
