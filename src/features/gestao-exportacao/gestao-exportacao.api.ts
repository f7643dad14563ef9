import type { FormatoExportacao } from '../../domain/exportacao.ts';
import type { LinkDeLeitura } from '../../domain/wire/gestao.ts';
import { apiPostJson } from '../../lib/api-client.ts';

// Silent: the screen sends these through useEscrita, which shows a refusal.
const silencioso = { silent: true };

/**
 * The export's address (issue 34, item 4): a POST records an export with sensitive columns in the trail and
 * answers the file's address (two minutes, this session); the browser then downloads it (a GET that streams the
 * file and changes nothing).
 */
export const abrirExportacao = (prcSltCodigo: number, formato: FormatoExportacao, colunas: readonly string[]) =>
  apiPostJson<LinkDeLeitura>(`gestao/processos/${prcSltCodigo}/exportacao/abrir`, { formato, colunas: colunas.join(',') }, silencioso).then((e) => e.data!.url);

/** The enrolment sheet's address, recorded first when it carries sensitive data (Gestor, Administrador). */
export const abrirFicha = (insPrcCodigo: number) => apiPostJson<LinkDeLeitura>(`gestao/inscricoes/${insPrcCodigo}/pdf/abrir`, {}, silencioso).then((e) => e.data!.url);
