/**
 * What a failed statement says, read in one place. Drizzle wraps the driver's failure (DrizzleQueryError) and
 * keeps the driver's error as `cause`; pg and PGlite both put PostgreSQL's SQLSTATE in `code` and the violated
 * constraint's name in `constraint`. Connection failures that never reached PostgreSQL (ECONNREFUSED, ...) come
 * through the same way, with Node's code in `code`.
 */
export interface PgErrorFields {
  /** SQLSTATE ('23505' unique violation, '23503' missing reference, '08006' connection lost, ...) or Node's code. */
  code?: string;
  /** The violated constraint or index, when PostgreSQL names one. */
  constraint?: string;
  /** The driver's message (never shown to a candidate: it may quote values). */
  message: string;
}

/** The driver's error under Drizzle's wrapper (or the error itself when it was not wrapped). */
export function pgError(err: unknown): PgErrorFields {
  const e = ((err as { cause?: unknown } | null | undefined)?.cause ?? err) as { code?: unknown; constraint?: unknown; message?: unknown } | null | undefined;
  return {
    code: typeof e?.code === 'string' ? e.code : undefined,
    constraint: typeof e?.constraint === 'string' ? e.constraint : undefined,
    message: String(e?.message ?? ''),
  };
}

/** The SQLSTATE of a failed statement (see pgError), or undefined. */
export function pgErrorCode(err: unknown): string | undefined {
  return pgError(err).code;
}
