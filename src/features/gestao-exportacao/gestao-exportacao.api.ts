import type { FormatoExportacao } from '../../domain/exportacao.ts';
import type { LinkDeLeitura } from '../../domain/wire/gestao.ts';
import { apiPostJson } from '../../lib/api-client.ts';

/**
 * The export's address (issue 34, item 4): a POST records an export with sensitive columns in the trail and
 * answers the file's address (two minutes, this session); the browser then downloads it (a GET that streams the
 * file and changes nothing). A refusal is shown by the client's modal; null then.
 */
export async function abrirExportacao(prcSltCodigo: number, formato: FormatoExportacao, colunas: readonly string[]): Promise<string | null> {
  const e = await apiPostJson<LinkDeLeitura>(`gestao/processos/${prcSltCodigo}/exportacao/abrir`, { formato, colunas: colunas.join(',') }).catch(() => null);
  return e?.data?.url ?? null;
}

/** The enrolment sheet's address, recorded first when it carries sensitive data (Gestor, Administrador). */
export async function abrirFicha(insPrcCodigo: number): Promise<string | null> {
  const e = await apiPostJson<LinkDeLeitura>(`gestao/inscricoes/${insPrcCodigo}/pdf/abrir`, {}).catch(() => null);
  return e?.data?.url ?? null;
}
