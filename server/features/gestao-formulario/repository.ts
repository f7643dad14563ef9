/**
 * The enrolment form's configuration as staff read and write it: the field catalogue (prc_slt_frm_campo) with one
 * process's configuration (prc_slt_cnf_formulario), in the groups and order the candidate meets the fields.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contarInscricoesDoProcesso } from '../../entities/processo/processo.ts';
import { opcao, prcSltCnfFormulario, prcSltCnfFrmOpcao, prcSltCnfFrmVinculo, prcSltFrmCampo } from '../../db/schema/index.ts';
import { OFF } from '../../../src/domain/formulario-config.ts';
import { GRUPOS_FORMULARIO, posicaoDoCampo, type ConfiguracaoEditada } from '../../../src/domain/formulario-layout.ts';
import type { CampoFormulario, FormularioGestao } from '../../../src/domain/wire/gestao-formulario.ts';


export type ConfiguracaoAtual = ConfiguracaoEditada & { prcSltCnfFrmCodigo: number | null };

/** The process's configuration of every catalogue field (the defaults where it has none), by field code. */
export async function configuracoesDoProcesso(db: DbOrTx, prcSltCodigo: number) {
  const campos = await db.select().from(prcSltFrmCampo);
  const conf = await db.select().from(prcSltCnfFormulario).where(eq(prcSltCnfFormulario.prcSltCodigo, prcSltCodigo));
  const porCampo = new Map(conf.map((c) => [c.prcSltFrmCmpCodigo, c]));
  const out = new Map<number, { campo: typeof prcSltFrmCampo.$inferSelect; atual: ConfiguracaoAtual }>();
  for (const campo of campos) {
    const c = porCampo.get(campo.prcSltFrmCmpCodigo);
    const atual: ConfiguracaoAtual = c
      ? {
          prcSltCnfFrmCodigo: c.prcSltCnfFrmCodigo,
          exibir: c.prcSltCnfFrmExibir,
          obrigatorio: c.prcSltCnfFrmObrigatorio,
          ajuda: c.prcSltCnfFrmAjuda,
          ajudaOculta: c.prcSltCnfFrmAjudaOculta,
          nomeAlternativo: c.prcSltCnfFrmNomeAlternativo,
        }
      : { prcSltCnfFrmCodigo: null, ...OFF };
    out.set(campo.prcSltFrmCmpCodigo, { campo, atual });
  }
  return out;
}

/** The fields a bond kind or an option of the process configures too (their settings win over the process's). */
async function camposSobrepostos(db: DbOrTx, prcSltCodigo: number): Promise<Set<number>> {
  const porVinculo = await db.selectDistinct({ c: prcSltCnfFrmVinculo.prcSltFrmCmpCodigo }).from(prcSltCnfFrmVinculo).where(eq(prcSltCnfFrmVinculo.prcSltCodigo, prcSltCodigo));
  const opcoes = db.select({ o: opcao.opcCodigo }).from(opcao).where(eq(opcao.prcSltCodigo, prcSltCodigo));
  const porOpcao = await db.selectDistinct({ c: prcSltCnfFrmOpcao.prcSltFrmCmpCodigo }).from(prcSltCnfFrmOpcao).where(inArray(prcSltCnfFrmOpcao.opcCodigo, opcoes));
  return new Set([...porVinculo, ...porOpcao].map((r) => r.c));
}

/** The whole form as the screen shows it: groups in the candidate's order, each field in its place. */
export async function formularioDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<FormularioGestao> {
  const conf = await configuracoesDoProcesso(db, prcSltCodigo);
  const sobrepostos = await camposSobrepostos(db, prcSltCodigo);
  const campos = [...conf.values()].map(({ campo, atual }) => {
    const pos = posicaoDoCampo(campo.prcSltFrmCmpNome, campo.prcSltFrmCmpDescricao);
    const wire: CampoFormulario = {
      prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo,
      prcSltFrmCmpNome: campo.prcSltFrmCmpNome,
      prcSltFrmCmpDescricao: campo.prcSltFrmCmpDescricao,
      rotulo: pos.rotulo,
      tipo: pos.tipo,
      noFormulario: pos.noFormulario,
      ...atual,
      sobreposto: sobrepostos.has(campo.prcSltFrmCmpCodigo),
    };
    return { pos, wire };
  });
  campos.sort((a, b) => a.pos.ordem - b.pos.ordem || a.wire.rotulo.localeCompare(b.wire.rotulo, 'pt-BR'));
  const grupos = GRUPOS_FORMULARIO.map((g) => ({ grupo: g.grupo, nome: g.nome, campos: campos.filter((c) => c.pos.grupo === g.grupo).map((c) => c.wire) })).filter((g) => g.campos.length > 0);
  return { prcSltCodigo, inscricoes: await contarInscricoesDoProcesso(db, prcSltCodigo), grupos };
}
