/**
 * A new process started from its type's template (issue 37, src/domain/modelos-processo.ts): the form fields turned
 * on, the schedule items (appeal windows of the kind Reexame, with their appeal row) and the document types, in the
 * creation's transaction. Like the clone, it writes several tables of one process at once, so it lives here.
 */
import { inArray } from 'drizzle-orm';
import { datasDoItem, MODELOS, type TipoModelo } from '../../../src/domain/modelos-processo.ts';
import type { Tx } from '../../db/client.ts';
import { prcSltFrmCampo } from '../../db/schema/index.ts';
import { criarTiposDocumento } from '../documento/tipo-documento.ts';
import { exibirCampos } from './configuracao-formulario.ts';
import { incluirItemCronograma } from './cronograma.ts';
import { alterarProcesso } from './processo.ts';

/** The templated rows' counts (the audit row keeps them). */
export interface ModeloAplicado {
  campos: number;
  cronograma: number;
  documentos: number;
}

export async function aplicarModelo(tx: Tx, p: { prcSltCodigo: number; prcSltTipo: string; prcSltDtInicio: Date; prcSltDtFim: Date }): Promise<ModeloAplicado> {
  const modelo = MODELOS[p.prcSltTipo as TipoModelo];
  if (!modelo) return { campos: 0, cronograma: 0, documentos: 0 };
  const catalogo = await tx.select({ codigo: prcSltFrmCampo.prcSltFrmCmpCodigo, nome: prcSltFrmCampo.prcSltFrmCmpNome }).from(prcSltFrmCampo).where(inArray(prcSltFrmCampo.prcSltFrmCmpNome, modelo.campos.map((c) => c.nome)));
  const codigoDe = new Map(catalogo.map((c) => [c.nome, c.codigo]));
  const campos = modelo.campos.filter((c) => codigoDe.has(c.nome));
  await exibirCampos(tx, p.prcSltCodigo, campos.map((c) => ({ prcSltFrmCmpCodigo: codigoDe.get(c.nome)!, obrigatorio: c.obrigatorio })));
  let ordem = 0;
  for (const item of modelo.cronograma) {
    const d = datasDoItem(item, p.prcSltDtInicio, p.prcSltDtFim);
    // An item of the kind Reexame is an appeal window: its appeal row goes with it (free until staff set a fee).
    await incluirItemCronograma(tx, p.prcSltCodigo, { tipo: item.tipo, descricao: item.descricao, inicio: d.inicio, fim: d.fim, ordem: ++ordem, recurso: item.tipo === '3', valor: null });
  }
  if (modelo.documentos.length) {
    await criarTiposDocumento(
      tx,
      modelo.documentos.map((d, i) => ({
        prcSltCodigo: p.prcSltCodigo,
        prcSltTpDocNome: d.nome,
        prcSltTpDocInstrucoes: d.instrucoes,
        prcSltTpDocFormatos: ['application/pdf', 'image/jpeg', 'image/png'] as ('application/pdf' | 'image/jpeg' | 'image/png')[],
        prcSltTpDocMaxBytes: 5 * 1024 * 1024,
        prcSltTpDocObrigatorio: d.obrigatorio,
        prcSltTpDocParaQuem: d.paraQuem,
        prcSltTpDocSensivel: d.sensivel,
        prcSltTpDocOrdem: i + 1,
      })),
    );
  }
  if (modelo.recebeArquivos) await alterarProcesso(tx, p.prcSltCodigo, { prcSltEnvArquivo: true });
  return { campos: campos.length, cronograma: modelo.cronograma.length, documentos: modelo.documentos.length };
}
