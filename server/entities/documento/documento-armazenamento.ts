/**
 * Where supporting documents' bytes live (issue 27): one small interface, so another store (a bucket, a file
 * system) can take over without touching the routes. The default keeps them in the database, in the same
 * transaction as the row that names them, so backups and the move to PostgreSQL carry them. Keys are random:
 * nothing about the candidate, the enrolment or the file's name can be guessed from one.
 */
import { contarApagadas } from '../../db/limpeza-em-lote.ts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arquivoArmazenado } from '../../db/schema/index.ts';

export interface Armazenamento {
  /** Keeps the bytes; answers their new random key. `db` is the caller's transaction when the store is the database. */
  gravar(db: DbOrTx, dados: Buffer): Promise<string>;
  /** The bytes under a key; null when there are none. */
  ler(db: DbOrTx, chave: string): Promise<Buffer | null>;
}

export const chaveAleatoria = () => randomBytes(24).toString('base64url');

export const armazenamentoNoBanco: Armazenamento = {
  async gravar(db, dados) {
    const chave = chaveAleatoria();
    await db.insert(arquivoArmazenado).values({ arqChave: chave, arqConteudo: dados });
    return chave;
  },
  async ler(db, chave) {
    const [r] = await db.select({ c: arquivoArmazenado.arqConteudo }).from(arquivoArmazenado).where(eq(arquivoArmazenado.arqChave, chave));
    return r?.c ?? null;
  },
};

/** The housekeeping's batch (server/plugins/limpeza.ts): bytes whose key no document version holds (ins_prc_documento."arqChave" is unique, so indexed). */
export const LIMPEZA_ARQUIVOS_ORFAOS = contarApagadas(
  'limpeza_arquivos_orfaos',
  'arquivo_armazenado',
  '"arqChave"',
  '"arqEm" < $1::timestamptz AND NOT EXISTS (SELECT 1 FROM ins_prc_documento d WHERE d."arqChave" = arquivo_armazenado."arqChave")',
);
