import { corresponde, normalizar } from './resultado.ts';

/**
 * The option page's filter (resultadoDaOpcao's form): hides the rows whose name or enrolment number does not match,
 * and says how many do. Listens on the document, so it serves the pre-rendered page and the shell (drawn later by
 * resultado.dom.ts) alike. A few hundred bytes: the public pages' JavaScript budget is 30 KB.
 */
const chaves = new WeakMap<HTMLTableRowElement, { ins: string; nome: string }>();

function chaveDa(tr: HTMLTableRowElement) {
  let k = chaves.get(tr);
  if (!k) {
    k = { ins: tr.cells[1]?.textContent ?? '', nome: normalizar(tr.cells[2]?.textContent ?? '') };
    chaves.set(tr, k);
  }
  return k;
}

function filtrar(form: HTMLFormElement, valor: string) {
  const consulta = normalizar(valor);
  let achados = 0;
  for (const tr of document.querySelectorAll<HTMLTableRowElement>('[data-testid="lista-resultado"] tbody tr')) {
    const k = chaveDa(tr);
    const sim = corresponde(k.ins, k.nome, consulta);
    tr.hidden = !sim;
    if (sim) achados++;
  }
  const contagem = form.querySelector('[data-filtro-contagem]');
  if (contagem) contagem.textContent = consulta ? (achados === 1 ? '1 linha encontrada.' : `${achados} linhas encontradas.`) : '';
}

export function ligarFiltroDoResultado(): void {
  for (const f of document.querySelectorAll<HTMLFormElement>('form[data-filtro-resultado][hidden]')) f.hidden = false;
  document.addEventListener('input', (e) => {
    const input = e.target as HTMLInputElement;
    const form = input.closest?.<HTMLFormElement>('form[data-filtro-resultado]');
    if (form) filtrar(form, input.value);
  });
  document.addEventListener('submit', (e) => {
    if ((e.target as Element).matches?.('form[data-filtro-resultado]')) e.preventDefault();
  });
}
