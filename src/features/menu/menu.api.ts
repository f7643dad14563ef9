import { apiGet } from '../../lib/api-client.ts';

export async function fetchUnreadCount(): Promise<number | null> {
  const env = await apiGet<number | { total: number }>('mensagens/mnsDestinatario/pesquisaNumeroNaoLidas', undefined, { silent: true });
  const d = env.data;
  return typeof d === 'number' ? d : typeof env.total === 'number' ? env.total : (d?.total ?? null);
}

/** Permissions (SPEC §6): data carries pssFscCodigoSuper while a super user is simulating. No modal on failure. */
export async function fetchPermissions(): Promise<{ superUsuario?: string; pssFscCodigoSuper?: number } | null> {
  const env = await apiGet<{ superUsuario?: string; pssFscCodigoSuper?: number } | null>('permissoes', undefined, { silent: true });
  return env.data ?? null;
}

export function cancelSimulation() {
  return apiGet<null>('smlUsuario/atualizaCancelaSimulacao', undefined, { silent: true });
}

export async function loginSystemUrl(concatPath?: string): Promise<string> {
  const env = await apiGet<never>('intern/redirect', { sistema: 'login', concatPath });
  return String(env.url);
}
