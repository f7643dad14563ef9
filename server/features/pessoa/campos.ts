import { toIsoDate } from '../../../src/domain/dates.ts';
import { eq } from 'drizzle-orm';
import { CAMPOS_PESSOA, escolhaInexistente, normalizarCampoPessoa } from '../../../src/domain/pessoa-campos.ts';
import type { DbOrTx } from '../../db/client.ts';
import { banco, municipio } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';
import type { Pessoa } from '../../entities/pessoa/pessoa.ts';

/** Whether the picked municipality or bank is one of the lists' (a forged code answers 400, not a foreign-key 500). */
export async function existe(db: DbOrTx, kind: 'municipio' | 'banco', codigo: number): Promise<boolean> {
  const rows = kind === 'banco'
    ? await db.select({ c: banco.bncCodigo }).from(banco).where(eq(banco.bncCodigo, codigo))
    : await db.select({ c: municipio.mncCodigo }).from(municipio).where(eq(municipio.mncCodigo, codigo));
  return rows.length > 0;
}

/** The configurable person fields atualizaDados accepts (src/domain/pessoa-campos.ts), by wire name. */
export const NOMES_CAMPOS_PESSOA = CAMPOS_PESSOA.map((c) => c.name);

/**
 * The columns to write for the configurable person fields the body carries, checked by the same rules as the form
 * (a refused value answers 400 with the field's Portuguese message). Identity data: ignored for a person with an
 * internal bond (kept by the institution, like the other identity fields), and a passport that is the account's own document is not changed here.
 */
export async function valoresDosCamposPessoa(db: DbOrTx, body: Record<string, string | undefined>, person: Pessoa): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const campo of CAMPOS_PESSOA) {
    const bruto = body[campo.name];
    if (bruto === undefined) continue;
    // as for the other identity fields: left as the institution keeps them
    if (person.pssFscVncInterno) continue;
    const r = normalizarCampoPessoa(campo, bruto);
    if ('erro' in r) throw badRequest(r.erro);
    const v = r.valor;
    if (campo.name === 'pssFscPassaporte' && !person.pssFscCPF && (v ?? '').toUpperCase() !== (person.pssFscPassaporte ?? '').toUpperCase()) {
      throw badRequest('Passaporte: é o documento da sua conta e não pode ser alterado aqui.');
    }
    if (v === null) out[campo.name] = null;
    else if (campo.kind === 'date') out[campo.name] = toIsoDate(v);
    else if (campo.kind === 'year') out[campo.name] = Number(v);
    else if (campo.kind === 'tf') out[campo.name] = v === 'T';
    else if (campo.kind === 'municipio' || campo.kind === 'banco') {
      if (!(await existe(db, campo.kind, Number(v)))) throw badRequest(escolhaInexistente(campo));
      out[campo.name] = Number(v);
    }
    else out[campo.name] = v;
  }
  return out;
}
