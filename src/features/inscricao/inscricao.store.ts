/**
 * The enrolment form's state and actions (new enrolment and edit): the components only render these atoms and
 * call these actions. Holds the option cache, keyed by process and parent, and the institution labels seen.
 */
import { atom } from 'nanostores';
import type { FormConfig } from '../../domain/formulario-config.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { currentParams } from '../../lib/routes.ts';
import { loadSession, reloadSession, requireSession } from '../../lib/session.store.ts';
import { showAlert } from '../../lib/ui.store.ts';
import { carregar } from './carregar.ts';
import { $alterado } from './confirmacoes.ts';
import { atualizarPessoa, buscarInstituicoes, criarConta, enviar, instituicaoPorCodigo, opcoesFilhas, reenviarEmail, type Listas, type Opcao, type Processo, type Resultado } from './inscricao.api.ts';
import {
  buildBody,
  chaveFilhos,
  chosenLeaves,
  draftKey,
  emptyDraft,
  MIN_LETRAS_INSTITUICAO,
  saveDraft,
  taxas,
  validateDraft,
  validateLists,
  type CriarContaState,
  type Draft,
  type Lookups,
} from './inscricao.ts';
import { pessoaChanges, pessoaErrors } from './pessoa.ts';

// ---- options: the cascading selects of every preference share one cache ----

/** Children lists loaded so far, by process and parent (inscricao.ts chaveFilhos). */
export const $filhos = atom<Record<string, Opcao[]>>({});
/** Every option loaded so far, by code: the chosen chains' facts (final, fee, payment forms, help). */
export const $opcoes = atom<Record<number, Opcao>>({});
const pedidos = new Map<string, Promise<Opcao[]>>();

/** The children of `pai` in the process (null = the roots), asked once per page. */
export function carregarFilhos(prcSltCodigo: number, pai: number | null): Promise<Opcao[]> {
  const chave = chaveFilhos(prcSltCodigo, pai);
  let pedido = pedidos.get(chave);
  if (!pedido) {
    pedido = opcoesFilhas(prcSltCodigo, pai).then(
      (list) => {
        $opcoes.set({ ...$opcoes.get(), ...Object.fromEntries(list.map((o) => [o.opcCodigo, o])) });
        $filhos.set({ ...$filhos.get(), [chave]: list });
        return list;
      },
      (err: unknown) => {
        pedidos.delete(chave); // the client showed the failure; a later look may ask again
        throw err;
      },
    );
    pedidos.set(chave, pedido);
  }
  return pedido;
}

/** Loads every level of a chain of chosen codes, down to its final option. */
export async function carregarCadeia(prcSltCodigo: number, chain: number[]): Promise<void> {
  await carregarFilhos(prcSltCodigo, null);
  for (const code of chain) {
    if ($opcoes.get()[code]?.opcOpcFinal === 'T') break;
    if (!(await carregarFilhos(prcSltCodigo, code)).length) break;
  }
}

// ---- the form ----

export type Fase = { k: 'carregando' } | { k: 'conta'; state: CriarContaState } | { k: 'form' } | { k: 'feito'; r: Resultado } | { k: 'fechado'; text: string };

export interface Contexto {
  novo: boolean;
  prcSltCodigo: number;
  insPrcCodigo: number;
  proc: Processo;
  cfg: FormConfig;
  lookups: Lookups;
  listas: Listas;
  interno: boolean | null;
}

export const $fase = atom<Fase>({ k: 'carregando' });
export const $contexto = atom<Contexto | null>(null);
/** The person as the server has it; the draft's `pessoa` holds what the candidate changed. */
export const $original = atom<Record<string, string>>({});
export const $rascunho = atom<Draft>(emptyDraft());
export const $erros = atom<Record<string, string>>({});
/** A call is running: a second click is ignored. */
export const $ocupado = atom(false);
/** The draft came from this browser (typed before a reload, a login or a crash). */
export const $restaurado = atom(false);
export const $criandoConta = atom(false);
export const $reenviando = atom(false);

let rota = { novo: true, prcSltCodigo: 0, insPrcCodigo: 0, pessoaCode: '' };
/** The draft's storage key, named after the signed-in person (known once the session is read). */
let chave = '';

const FALHOU = 'Não foi possível carregar o formulário. Recarregue a página.';

/** Opens the form of the page's route: new enrolment (inscrever) or edit (editar). */
export function abrirFormulario(modo: 'novo' | 'editar'): Promise<void> {
  const novo = modo === 'novo';
  const params = currentParams(novo ? 'inscrever' : 'editar', window.location.pathname) ?? {};
  rota = { novo, prcSltCodigo: Number(params.prcSltCodigo), insPrcCodigo: novo ? 0 : Number(params.insPrcCodigo), pessoaCode: params.pessoaCode ?? '' };
  return comecar();
}

/** Account creation first for a newcomer from /entrar; then process, configuration, person and draft. */
async function comecar(): Promise<void> {
  try {
    const { novo, prcSltCodigo, insPrcCodigo, pessoaCode } = rota;
    const session = await loadSession();
    const pending = sessionStorage.getItem('ps:criarConta');
    if (session.status !== 'user' && novo && pessoaCode === '0' && pending) return $fase.set({ k: 'conta', state: JSON.parse(pending) as CriarContaState });
    const me = await requireSession();
    chave = draftKey(me.pssFscCodigo, prcSltCodigo, insPrcCodigo);
    const c = await carregar(prcSltCodigo, insPrcCodigo, chave, me.pssFscCodigo);
    if ('paraHome' in c) return window.location.replace('/home');
    if ('fechado' in c) return $fase.set({ k: 'fechado', text: c.fechado });
    // A later step reads the chosen options' facts (final, fee): load their levels before showing it.
    for (const chain of c.draft.opcoes) await carregarCadeia(prcSltCodigo, chain);
    $restaurado.set(c.restaurado);
    $contexto.set({ novo, prcSltCodigo, insPrcCodigo, proc: c.proc, cfg: c.cfg, lookups: c.lookups, listas: c.listas, interno: c.interno });
    $original.set(c.pessoa);
    $rascunho.set(c.draft);
    $fase.set({ k: 'form' });
    saveDraft(localStorage, chave, c.draft);
  } catch (err) {
    if (!(err instanceof ApiCallError && err.status === 401)) $fase.set({ k: 'fechado', text: FALHOU });
  }
}

/** Every change of the draft is kept in this browser at once (SPEC "nothing lost"). */
function mudar(f: (d: Draft) => Draft): void {
  const antes = $rascunho.get();
  const d = f(antes);
  // moving between steps is not a change; anything else is, until it is sent (confirmacoes.ts)
  if (JSON.stringify({ ...antes, passo: 0 }) !== JSON.stringify({ ...d, passo: 0 })) $alterado.set(true);
  $rascunho.set(d);
  if ($fase.get().k === 'form' && chave) saveDraft(localStorage, chave, d);
}

export const alterar = (p: Partial<Draft>) => mudar((d) => ({ ...d, ...p }));
export const alterarValor = (name: string, value: string) => mudar((d) => ({ ...d, values: { ...d.values, [name]: value } }));
export const alterarPessoa = (name: string, value: string) => mudar((d) => ({ ...d, pessoa: { ...(d.pessoa ?? {}), [name]: value } }));

/** The personal-data block as shown: the server's, with what the candidate changed over it. */
export const pessoaAtual = (original: Record<string, string>, d: Draft) => ({ ...original, ...(d.pessoa ?? {}) });

/** The leaf chosen in each slot, read from the option cache now (it fills as the selects load). */
export const folhas = (d: Draft = $rascunho.get()) => chosenLeaves(d, (c) => $opcoes.get()[c]?.opcOpcFinal === 'T');

export function irPara(passo: number): void {
  $erros.set({});
  alterar({ passo });
  window.scrollTo({ top: 0 });
}

/** Avançar: checks the step (personal data are saved on the way), then shows the next one. */
export async function avancar(): Promise<void> {
  const ctx = $contexto.get();
  if ($ocupado.get() || !ctx) return;
  const d = $rascunho.get();
  if (d.passo === 0) {
    const pessoa = pessoaAtual($original.get(), d);
    const e = pessoaErrors(pessoa, ctx.interno, ctx.cfg);
    if (Object.keys(e).length) return $erros.set(e);
    const changes = pessoaChanges($original.get(), pessoa, ctx.interno, ctx.cfg);
    if (Object.keys(changes).length) {
      $ocupado.set(true);
      try {
        await atualizarPessoa(changes);
        $original.set({ ...$original.get(), ...changes });
      } catch {
        return;
      } finally {
        $ocupado.set(false);
      }
    }
  }
  const leaves = folhas(d);
  if (d.passo === 1 && (!leaves.length || leaves.length !== d.opcoes.filter((c) => c.length).length)) return $erros.set({ opcoes: 'Escolha a opção até o último nível.' });
  if (d.passo === 2) {
    const e = { ...validateDraft(ctx.cfg, d), ...validateLists(ctx.cfg, d) };
    if (taxas(leaves, $opcoes.get()).length && !d.values.insPrcFrmPagamento && d.values.insPrcSlcIsencao !== 'T') e.insPrcFrmPagamento = 'Escolha a forma de pagamento.';
    $erros.set(e);
    if (Object.keys(e).length) return;
  }
  irPara(d.passo + 1);
}

/** Confirmar inscrição / Salvar alterações: sent once (the draft's idempotency key), then the draft is dropped. */
export async function enviarInscricao(): Promise<void> {
  const ctx = $contexto.get();
  if ($ocupado.get() || !ctx) return;
  $ocupado.set(true);
  try {
    const d = $rascunho.get();
    const r = await enviar(ctx.novo, buildBody(ctx.cfg, d, folhas(d), ctx.novo ? { prcSltCodigo: ctx.prcSltCodigo } : { insPrcCodigo: ctx.insPrcCodigo }));
    localStorage.removeItem(chave);
    $alterado.set(false);
    $fase.set({ k: 'feito', r });
  } catch (err) {
    if (!(err instanceof ApiCallError && err.status === 401)) $ocupado.set(false);
  }
}

/** The newcomer's account (state criarConta), then signed in: the form opens for the new person. */
export async function criarContaEContinuar(state: CriarContaState, dados: Record<string, string>): Promise<void> {
  if ($criandoConta.get()) return;
  $criandoConta.set(true);
  try {
    const estrangeiro = /^e/i.test(state.nacionalidade);
    const tipo = estrangeiro ? { tpDcmPessoal: state.tpDcmPessoal === 'RG' ? 'RG' : 'PASSAPORTE' } : {};
    await criarConta({ nacionalidade: estrangeiro ? 'E' : 'B', documento: state.documento, ...tipo, ...dados });
    sessionStorage.removeItem('ps:criarConta');
    await reloadSession(); // signed in now: the menu and the form see the new person
  } catch {
    $criandoConta.set(false);
    return;
  }
  await comecar();
  $criandoConta.set(false);
}

export function reenviarConfirmacao(insPrcCodigo: number): void {
  $reenviando.set(true);
  reenviarEmail(insPrcCodigo)
    .then((msg) => showAlert('success', msg || 'E-mail de confirmação enviado.'))
    .catch(() => {})
    .finally(() => $reenviando.set(false));
}

// ---- origin institution: a type-ahead search, and the labels of codes already seen ----

/** Institution labels seen so far (search results, the enrolment's own), by code. */
export const $instituicoes = atom<Record<number, string>>({});
export type EstadoBusca = 'inicio' | 'buscando' | 'pronto' | 'erro';
export const $buscaInstituicao = atom<{ termo: string; achadas: [number, string][]; estado: EstadoBusca }>({ termo: '', achadas: [], estado: 'inicio' });
let espera: ReturnType<typeof setTimeout> | undefined;
let busca = 0;

const lembrar = (pares: [number, string][]) => $instituicoes.set({ ...$instituicoes.get(), ...Object.fromEntries(pares) });

/** The search box changed: after a short pause, the institutions whose name or acronym contains it. */
export function buscarInstituicao(termo: string): void {
  clearTimeout(espera);
  const minha = ++busca;
  const t = termo.trim();
  if (t.length < MIN_LETRAS_INSTITUICAO) return $buscaInstituicao.set({ termo, achadas: [], estado: 'inicio' });
  $buscaInstituicao.set({ ...$buscaInstituicao.get(), termo, estado: 'buscando' });
  espera = setTimeout(() => {
    buscarInstituicoes(t)
      .then((achadas) => {
        lembrar(achadas);
        if (minha === busca) $buscaInstituicao.set({ termo, achadas, estado: 'pronto' });
      })
      .catch(() => minha === busca && $buscaInstituicao.set({ ...$buscaInstituicao.get(), estado: 'erro' }));
  }, 250);
}

/** Makes sure the label of a chosen code is known (an enrolment being edited, a restored draft). */
export function conhecerInstituicao(codigo: number): void {
  if (!codigo || codigo in $instituicoes.get()) return;
  instituicaoPorCodigo(codigo)
    .then((nome) => nome && lembrar([[codigo, nome]]))
    .catch(() => undefined);
}
