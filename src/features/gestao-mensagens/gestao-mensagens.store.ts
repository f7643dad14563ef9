import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { MensagemEnviada } from '../../domain/wire/gestao-mensagens.ts';
import { listarEnviadas } from './gestao-mensagens.api.ts';

export const POR_PAGINA = 20;

export type EstadoEnviadas =
  | { status: 'carregando'; prcSltCodigo: number | null; start: number }
  | { status: 'erro'; prcSltCodigo: number | null; start: number; mensagem: string }
  | { status: 'pronto'; prcSltCodigo: number | null; start: number; linhas: MensagemEnviada[]; total: number };

/** The sent list: of one process or (for a role over every process) all of them, a page at a time. */
export const $enviadas = atom<EstadoEnviadas>({ status: 'carregando', prcSltCodigo: null, start: 0 });

export async function carregarEnviadas(prcSltCodigo: number | null, start = 0): Promise<void> {
  $enviadas.set({ status: 'carregando', prcSltCodigo, start });
  try {
    const { linhas, total } = await listarEnviadas(prcSltCodigo, start, POR_PAGINA);
    $enviadas.set({ status: 'pronto', prcSltCodigo, start, linhas, total });
  } catch (err) {
    const mensagem = eSemAcesso(err)
      ? 'Você não pode ver as mensagens de todos os processos: escolha um processo.'
      : err instanceof Error ? err.message : 'Não foi possível carregar as mensagens enviadas.';
    $enviadas.set({ status: 'erro', prcSltCodigo, start, mensagem });
  }
}

/** Reads the list again where it is (after a send). */
export function recarregarEnviadas(): void {
  const e = $enviadas.get();
  void carregarEnviadas(e.prcSltCodigo, 0);
}
