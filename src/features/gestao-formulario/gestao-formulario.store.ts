import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { ConfiguracaoEditada } from '../../domain/formulario-layout.ts';
import type { FormularioGestao, ListasDoProcesso, TiposInstituicao } from '../../domain/wire/gestao-formulario.ts';
import { buscarFormulario, buscarListas, buscarTiposInstituicao } from './gestao-formulario.api.ts';
import { edicaoInicial, type Edicao } from './gestao-formulario.ts';

export type EstadoFormulario =
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; prcSltCodigo: number; formulario: FormularioGestao };

export const $formulario = atom<EstadoFormulario>({ status: 'carregando' });
/** What staff are typing, by field code: the editor and the preview both read it. */
export const $edicao = atom<Edicao>({});
export const $listas = atom<ListasDoProcesso | null>(null);
export const $tiposInstituicao = atom<TiposInstituicao | null>(null);

const mensagemDe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The form, then the lists (the preview shows their items); a refusal of the form is the screen's answer. */
export async function carregar(prcSltCodigo: number): Promise<void> {
  try {
    aplicarFormulario(prcSltCodigo, await buscarFormulario(prcSltCodigo));
  } catch (err) {
    $formulario.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem: mensagemDe(err) } : { status: 'erro', mensagem: mensagemDe(err) });
    return;
  }
  await Promise.all([buscarListas(prcSltCodigo).then((l) => $listas.set(l)), buscarTiposInstituicao().then((t) => $tiposInstituicao.set(t))]).catch(() => undefined);
}

/** The form as saved: the edit starts over from it. */
export function aplicarFormulario(prcSltCodigo: number, formulario: FormularioGestao): void {
  $formulario.set({ status: 'pronto', prcSltCodigo, formulario });
  $edicao.set(edicaoInicial(formulario));
}

export function editar(codigo: number, c: ConfiguracaoEditada): void {
  $edicao.set({ ...$edicao.get(), [codigo]: c });
}

export function desfazer(): void {
  const e = $formulario.get();
  if (e.status === 'pronto') $edicao.set(edicaoInicial(e.formulario));
}
