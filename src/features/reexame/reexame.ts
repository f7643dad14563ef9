import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
/** Client-side checks before sending an appeal (the API checks again; the bytes decide the file type there). */
export const JUSTIFICATIVA_MIN = 10;
export const JUSTIFICATIVA_MAX = 5000;

export function erroRecurso(justificativa: string, arquivo: { size: number } | null, maxBytes: number): string | null {
  const t = justificativa.trim();
  if (t.length < JUSTIFICATIVA_MIN) return `Escreva a justificativa do recurso (mínimo de ${JUSTIFICATIVA_MIN} caracteres).`;
  if (t.length > JUSTIFICATIVA_MAX) return `A justificativa deve ter no máximo ${JUSTIFICATIVA_MAX} caracteres.`;
  if (arquivo && arquivo.size > maxBytes) return `O anexo deve ter no máximo ${tamanhoTexto(maxBytes)}.`;
  if (arquivo && arquivo.size === 0) return 'O anexo enviado está vazio.';
  return null;
}

/** Why a window without an appeal takes none now. */
export function motivoFechada(situacao: string, permitido: boolean): string {
  if (!permitido) return 'O reexame não está disponível para esta inscrição.';
  if (situacao === 'ENCERRADO') return 'O prazo para recurso desta etapa está encerrado.';
  return 'O prazo para recurso desta etapa ainda não começou.';
}
