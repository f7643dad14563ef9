import type { DocumentoPedido, DocumentosDaInscricao } from '../../domain/wire/documentos.ts';
import type { Envelope } from '../../domain/wire/envelope.ts';
import type { MinhasVerificacoes } from '../../domain/wire/gestao-cotas.ts';
import { API_BASE, apiGet, apiPostJson } from '../../lib/api-client.ts';
import { readXsrfCookie } from '../../lib/cookies.ts';

/** GET insPrcDocumento/pesquisa: the documents this enrolment must send, with what was sent. */
export async function buscarDocumentos(insPrcCodigo: number): Promise<DocumentosDaInscricao> {
  return (await apiGet<DocumentosDaInscricao>('insPrcDocumento/pesquisa', { insPrcCodigo }, { silent: true })).data!;
}

export type ResultadoEnvio = { ok: true; documento: DocumentoPedido } | { ok: false; mensagem: string; status: number };

/**
 * POST insPrcDocumento/enviar/:ins/:tipo with the file, reporting the upload's progress (fetch cannot): the one
 * call that does not go through the api-client, with the same credentials and XSRF header.
 */
export function enviarDocumento(insPrcCodigo: number, tipo: number, arquivo: File, progresso: (pct: number) => void): Promise<ResultadoEnvio> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}insPrcDocumento/enviar/${insPrcCodigo}/${tipo}`);
    xhr.withCredentials = true;
    const token = readXsrfCookie();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) progresso(Math.round((100 * e.loaded) / e.total));
    };
    xhr.onload = () => {
      let env: Envelope<DocumentoPedido> | null = null;
      try {
        env = JSON.parse(xhr.responseText) as Envelope<DocumentoPedido>;
      } catch {
        env = null;
      }
      if (xhr.status === 200 && env?.success && env.data) resolve({ ok: true, documento: env.data });
      else if (xhr.status === 401) resolve({ ok: false, status: 401, mensagem: 'Sua sessão expirou. Entre novamente e envie o arquivo outra vez.' });
      else resolve({ ok: false, status: xhr.status, mensagem: env?.message ?? `Não foi possível enviar o arquivo (erro ${xhr.status}).` });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, mensagem: 'A conexão caiu durante o envio. Nada foi guardado: envie o arquivo novamente.' });
    const corpo = new FormData();
    corpo.append('arquivo', arquivo);
    xhr.send(corpo);
  });
}

/** The candidate's own file, as a download. */
export const urlArquivo = (insPrcDocCodigo: number) => `${API_BASE}insPrcDocumento/arquivo/${insPrcDocCodigo}`;

/** GET inscricoes/:ins/verificacoes: the verification of this enrolment's quota declarations. */
export async function buscarVerificacoes(insPrcCodigo: number): Promise<MinhasVerificacoes> {
  return (await apiGet<MinhasVerificacoes>(`inscricoes/${insPrcCodigo}/verificacoes`, {}, { silent: true })).data!;
}

/** POST inscricoes/:ins/verificacoes/recurso: the appeal against a "não confirmada" (once, within its window). */
export async function recorrer(insPrcCodigo: number, declaracao: string, texto: string) {
  return apiPostJson<null>(`inscricoes/${insPrcCodigo}/verificacoes/recurso`, { declaracao, texto }, { silent: true });
}
