/**
 * The candidate's supporting documents, pure rules (issue 27): what a card says about a document's state, and the
 * checks worth making before a phone spends its data on an upload the server would refuse anyway.
 */
import type { DocumentoPedido, SituacaoDocumentoWire } from '../../domain/wire/documentos.ts';

/** Bootstrap tone of each state's badge. */
export const TOM_SITUACAO: Record<SituacaoDocumentoWire, string> = { ENVIADO: 'info', EM_ANALISE: 'warning', ACEITO: 'success', RECUSADO: 'danger' };

/** The latest version sent (versions come newest first), if any. */
export const ultima = (d: DocumentoPedido) => d.versoes[0] ?? null;

/** The send button's label: a refused document is sent again. */
export function rotuloEnvio(d: DocumentoPedido): string {
  const u = ultima(d);
  return u?.situacao === 'RECUSADO' ? 'Enviar novamente' : u ? 'Substituir arquivo' : 'Enviar';
}

/** Why the chosen file cannot go (too big), before uploading; null when it may go. The kind is the server's to judge by the bytes. */
export function recusaAntesDeEnviar(d: DocumentoPedido, arquivo: { size: number } | null): string | null {
  if (!arquivo) return 'Escolha o arquivo a enviar.';
  if (arquivo.size === 0) return 'O arquivo enviado está vazio.';
  if (arquivo.size > d.maxBytes) return `O arquivo é maior que o permitido (máximo de ${d.maxTexto}).`;
  return null;
}

/** What the card says when nothing can be sent. */
export function avisoSemEnvio(d: DocumentoPedido): string | null {
  if (d.podeEnviar) return null;
  if (!d.aberta) return 'O prazo para enviar este documento não está aberto.';
  const u = ultima(d);
  if (u?.situacao === 'ACEITO') return 'Documento aceito.';
  if (u?.situacao === 'EM_ANALISE') return 'Documento em análise: aguarde a decisão.';
  return null;
}

/** The accept attribute of the file input (the phone's picker offers the camera for images). */
export const aceitos = (d: DocumentoPedido) => d.formatos.join(',');
