/**
 * The general room-assignment view's behaviour on the pre-rendered markup of EnsalamentoGeral.astro (plain
 * DOM, no framework): the release check ('O ensalamento ainda não foi liberado!' then home), the title, the
 * info box, CONSULTAR/Enter, and the table with pages of 100 loaded within 100 px of the body's bottom.
 * Rows are built with textContent only: names and addresses may carry anything.
 */
import { showError } from '../../lib/plain-ui.ts';
import { currentParams } from '../../lib/routes.ts';
import { buscarEtapas, buscarPagina, buscarProcesso } from './ensalamento.plain-api.ts';
import {
  cidade,
  codigo,
  endereco,
  LARGURAS,
  liberado,
  linhaAcesso,
  NAO_LIBERADO,
  pertoDoFim,
  processoOuNulo,
  sala,
  tituloEnsalamento,
  ultimaPagina,
  type LinhaEnsalamento,
  type ProcessoEnsalamento,
} from './ensalamento.ts';

function celula(tr: HTMLTableRowElement, i: number, ...partes: (string | Node)[]): HTMLTableCellElement {
  const td = document.createElement('td');
  td.style.width = LARGURAS[i];
  td.append(...partes);
  tr.append(td);
  return td;
}

function linhaFixa(): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.style.cssText = 'display: table; width: 100%; table-layout: fixed';
  return tr;
}

function linha(l: LinhaEnsalamento): HTMLTableRowElement {
  const tr = linhaFixa();
  celula(tr, 0, String(l.insPrcCodigo));
  celula(tr, 1, l.pssFscNome);
  celula(tr, 2, cidade(l.mncDescricao, l.ufCodigo), document.createElement('br'), l.prcSltLclPrvDescricao);
  const end = celula(tr, 3, endereco(l.prcSltLclPrvLogradouro, l.prcSltLclPrvBairro));
  if (l.prcSltLclPrvReferencia) {
    const ref = document.createElement('small');
    ref.className = 'd-block text-muted';
    ref.textContent = l.prcSltLclPrvReferencia;
    end.append(ref);
  }
  celula(tr, 4, sala(l.prcSltPrvSlNumero, l.prcSltPrvSlBloco));
  celula(tr, 5, String(l.insPrcPrvSlNmrCarteira));
  return tr;
}

function aviso(texto: string): HTMLTableRowElement {
  const tr = linhaFixa();
  const td = document.createElement('td');
  td.colSpan = 6;
  td.className = 'text-center text-muted';
  td.textContent = texto;
  tr.append(td);
  return tr;
}

/** The table: a search restarts from the first page; a page arriving for an older search is dropped. */
function tabela(table: HTMLTableElement, prcSltCodigo: number) {
  const corpo = table.tBodies[0];
  let filtro = '';
  let recebidas = 0;
  let carregando = false;
  let fim = false;
  let geracao = 0;
  const linhaCarregando = aviso('Carregando...');

  async function carregarPagina(minha: number): Promise<void> {
    carregando = true;
    table.setAttribute('aria-busy', 'true');
    corpo.append(linhaCarregando);
    let linhas: LinhaEnsalamento[] = [];
    try {
      linhas = await buscarPagina(prcSltCodigo, recebidas, filtro);
    } catch {
      // plainGet showed the error; stop paging so a failing call is not repeated on every scroll.
      if (minha === geracao) fim = true;
    }
    if (minha !== geracao) return;
    linhaCarregando.remove();
    corpo.append(...linhas.map(linha));
    recebidas += linhas.length;
    if (!fim) fim = ultimaPagina(linhas.length);
    if (recebidas === 0) corpo.append(aviso('Nenhum candidato encontrado.'));
    carregando = false;
    table.setAttribute('aria-busy', 'false');
  }

  corpo.addEventListener('scroll', () => {
    if (!carregando && !fim && pertoDoFim(corpo)) void carregarPagina(geracao);
  });

  /** CONSULTAR (or Enter): a new search from the first page. An empty text lists everyone. */
  return (texto: string) => {
    const minha = ++geracao;
    filtro = texto;
    recebidas = 0;
    fim = false;
    corpo.replaceChildren();
    return carregarPagina(minha);
  };
}

/** The process, or null when it is missing, not released or the call failed (then the modal and home). */
async function processoLiberado(prcSltCodigo: number | null): Promise<ProcessoEnsalamento | null> {
  const processo = await processoOuNulo(prcSltCodigo, buscarProcesso);
  if (liberado(processo)) return processo;
  if (processo) await showError(NAO_LIBERADO);
  window.location.assign('/home');
  return null;
}

export async function mountEnsalamentoGeral(root: HTMLElement): Promise<void> {
  const prcSltCodigo = codigo(currentParams('ensalamentoGeral', window.location.pathname)?.prcSltCodigo);
  const processo = await processoLiberado(prcSltCodigo);
  if (!processo || prcSltCodigo === null) return;

  const titulo = tituloEnsalamento(processo.prcSltDescricao);
  document.title = `${titulo} · Processos Seletivos`;
  const tela = root.querySelector<HTMLTemplateElement>('template[data-tela]')!.content.cloneNode(true) as DocumentFragment;
  tela.querySelector('[data-titulo]')!.textContent = titulo;
  const form = tela.querySelector('form')!;
  const input = form.querySelector('input')!;
  const info = tela.querySelector<HTMLElement>('[data-info]')!;
  const consultar = tabela(tela.querySelector('table')!, prcSltCodigo);

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void consultar(input.value);
  });

  // The info box: the reminder at once, each stage's gate times above it when they arrive.
  const paragrafo = (texto: string, classe: string) => Object.assign(document.createElement('p'), { className: classe, textContent: texto });
  const lembrete = processo.prcSltEnsLembrete ? paragrafo(processo.prcSltEnsLembrete, 'mb-0 mt-2 fw-semibold') : null;
  if (lembrete) info.append(lembrete);
  info.hidden = !lembrete;
  const etapas = buscarEtapas(prcSltCodigo).then(
    (lista) => {
      info.prepend(...lista.map((etapa) => paragrafo(linhaAcesso(etapa), 'mb-1')));
      info.hidden = !info.hasChildNodes();
    },
    () => undefined,
  );
  // The screen appears once, with its gate times and first page: filled in place, the box and the rows
  // arriving one after the other pushed the page down twice (Lighthouse: CLS 0.109).
  await Promise.all([etapas, consultar('')]);
  root.replaceChildren(tela);
}
