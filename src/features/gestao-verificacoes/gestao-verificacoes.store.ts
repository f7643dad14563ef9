import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { Cotas, FilaVerificacao } from '../../domain/wire/gestao-cotas.ts';
import { buscarCotas, buscarFila } from './gestao-verificacoes.api.ts';
import { POR_PAGINA } from './gestao-verificacoes.ts';

export type Carga<T> = { status: 'carregando' } | { status: 'semAcesso'; mensagem: string } | { status: 'erro'; mensagem: string } | { status: 'pronto'; dados: T };

export interface Filtro {
  declaracao: string;
  situacao: string;
  start: number;
}

export const $cotas = atom<Carga<Cotas>>({ status: 'carregando' });
export const $fila = atom<Carga<{ fila: FilaVerificacao; total: number }> | null>(null);
export const $filtro = atom<Filtro>({ declaracao: '', situacao: 'pendente', start: 0 });
/** The enrolments ticked for a decision. */
export const $selecionados = atom<number[]>([]);

let processo = 0;

const falha = (err: unknown) => {
  const mensagem = err instanceof Error ? err.message : String(err);
  return eSemAcesso(err) ? ({ status: 'semAcesso', mensagem } as const) : ({ status: 'erro', mensagem } as const);
};

/** The configuration first; then the queue of its first verified declaration. */
export async function carregar(prc = processo): Promise<void> {
  processo = prc;
  try {
    const cotas = await buscarCotas(prc);
    $cotas.set({ status: 'pronto', dados: cotas });
    const verificadas = Object.entries(cotas.configuracao?.verificacoes ?? {}).filter(([, v]) => v).map(([d]) => d);
    if (!verificadas.length) return $fila.set(null);
    if (!verificadas.includes($filtro.get().declaracao)) $filtro.set({ ...$filtro.get(), declaracao: verificadas[0] });
    await carregarFila();
  } catch (err) {
    $cotas.set(falha(err));
  }
}

export async function carregarFila(): Promise<void> {
  const f = $filtro.get();
  try {
    $fila.set({ status: 'pronto', dados: await buscarFila(processo, { declaracao: f.declaracao, situacao: f.situacao, start: f.start, limit: POR_PAGINA }) });
  } catch (err) {
    $fila.set(falha(err));
  }
}

export function filtrar(mudanca: Partial<Filtro>): Promise<void> {
  $filtro.set({ ...$filtro.get(), start: 0, ...mudanca });
  $selecionados.set([]);
  return carregarFila();
}

export function alternar(ins: number): void {
  const s = $selecionados.get();
  $selecionados.set(s.includes(ins) ? s.filter((x) => x !== ins) : [...s, ins]);
}
