/**
 * The process's configuration of the enrolment form (prc_slt_cnf_formulario: per field, shown, required, help,
 * alternative name) — the table's one writer (issue 35). The form screen decides what may change
 * (server/features/gestao-formulario) and the templates turn fields on (processo-modelo.ts); both write here.
 */
import type { ConfiguracaoEditada } from '../../../src/domain/formulario-layout.ts';
import type { DbOrTx } from '../../db/client.ts';
import { prcSltCnfFormulario } from '../../db/schema/index.ts';

/** Writes one field's configuration in the process (insert or update of its one row). */
export async function gravarConfiguracaoDoCampo(tx: DbOrTx, prcSltCodigo: number, prcSltFrmCmpCodigo: number, c: ConfiguracaoEditada): Promise<void> {
  const valores = {
    prcSltCnfFrmExibir: c.exibir,
    prcSltCnfFrmObrigatorio: c.obrigatorio,
    prcSltCnfFrmAjuda: c.ajuda,
    prcSltCnfFrmAjudaOculta: c.ajudaOculta,
    prcSltCnfFrmNomeAlternativo: c.nomeAlternativo,
  };
  await tx
    .insert(prcSltCnfFormulario)
    .values({ prcSltCodigo, prcSltFrmCmpCodigo, ...valores })
    .onConflictDoUpdate({ target: [prcSltCnfFormulario.prcSltCodigo, prcSltCnfFormulario.prcSltFrmCmpCodigo], set: valores });
}

/** Turns on fields of a process that has none configured yet (a new process from its template), in one statement. */
export async function exibirCampos(tx: DbOrTx, prcSltCodigo: number, campos: { prcSltFrmCmpCodigo: number; obrigatorio: boolean }[]): Promise<void> {
  if (!campos.length) return;
  await tx
    .insert(prcSltCnfFormulario)
    .values(campos.map((c) => ({ prcSltCodigo, prcSltFrmCmpCodigo: c.prcSltFrmCmpCodigo, prcSltCnfFrmExibir: true, prcSltCnfFrmObrigatorio: c.obrigatorio })));
}
