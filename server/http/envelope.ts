/**
 * The sgps response envelope of SPEC §7: {success, data, total, message, messageResumida}.
 * Every route answers with it, success or not, with an honest HTTP status.
 */
export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  total?: number;
  message?: string;
  messageResumida?: string;
}

export function ok<T>(data: T, total?: number): Envelope<T> {
  return { success: true, data, total: total ?? (Array.isArray(data) ? data.length : undefined) };
}

/** An error meant for the candidate: its message is Portuguese, short and safe to show. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly messageResumida: string = message,
    /** What the screen needs to help (the fields in error, how many enrolments a change touches). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, resumida?: string) => new ApiError(400, message, resumida);
export const notFound = (message = 'Registro não encontrado.') => new ApiError(404, message);
export const forbidden = (message = 'Você não tem permissão para acessar este registro.') => new ApiError(403, message);
export const conflict = (message: string) => new ApiError(409, message);
export const unauthorized = (message = 'Sua sessão expirou ou você não está conectado. Faça login novamente.') =>
  new ApiError(401, message);
