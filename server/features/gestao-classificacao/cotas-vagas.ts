/**
 * Seats per option and list for the quota screen (issue 36 item 3), and the ranking rules' side of a saved quota
 * configuration: its categories, in order, with their ORDERED destinations (`destinos`, the shape the ranking module
 * takes from branch classificacao-regras; `destino` is kept, the first destination that comes later in the order,
 * so rules read by today's module never cycle), and the federal preset's computed seats.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { clsRegra } from '../../db/schema/index.ts';
import { AMPLA, type RegrasClassificacao, type VagasLista } from '../../../src/domain/classificacao-regras.ts';
import { vagasFederais } from '../../../src/domain/cotas-federal.ts';
import type { ConfiguracaoCotas } from '../../../src/domain/cotas.ts';
import type { Cotas } from '../../../src/domain/wire/gestao-cotas.ts';
import { gravarRegras } from '../../entities/classificacao/calculo.ts';

export async function lerRegras(db: DbOrTx, prc: number): Promise<RegrasClassificacao | null> {
  const [r] = await db.select().from(clsRegra).where(sql`${clsRegra.prcSltCodigo} = ${prc}`);
  return (r?.clsRgrRegras as RegrasClassificacao | undefined) ?? null;
}

/**
 * Each final option's seats: computed by the federal preset from its total (each cell with its computation, and
 * staff's overrides applied with their justification), or, for a process of its own rules, as typed in the rules.
 */
export function vagasDasOpcoes(config: ConfiguracaoCotas | null, vagas: readonly VagasLista[], opcoes: { opcCodigo: number; descricao: string }[], totais: Map<number, number>): Cotas['opcoes'] {
  return opcoes.map((o) => {
    const total = totais.get(o.opcCodigo) ?? 0;
    if (config?.modelo === 'federal' && config.percentuais) {
      const calculadas = vagasFederais(total, config.percentuais).map((v) => {
        const ajuste = config.ajustes.find((a) => a.opcao === o.opcCodigo && a.lista === v.lista);
        return ajuste ? { lista: v.lista, vagas: ajuste.vagas, conta: `${v.conta}; ajustada para ${ajuste.vagas}: ${ajuste.justificativa}`, ajustada: true } : { ...v, ajustada: false };
      });
      return { opcCodigo: o.opcCodigo, descricao: o.descricao, total, vagas: calculadas };
    }
    const listas = vagas.filter((v) => v.opcao === o.opcCodigo).map((v) => ({ lista: v.lista, vagas: v.vagas, conta: '', ajustada: false }));
    return { opcCodigo: o.opcCodigo, descricao: o.descricao, total, vagas: listas };
  });
}

/** Each option's total: as typed for the federal preset (kept in the configuration), else the sum of its lists' seats. */
export function totaisDe(config: ConfiguracaoCotas | null, vagas: readonly VagasLista[]): Map<number, number> {
  const totais = new Map<number, number>();
  for (const v of vagas) totais.set(v.opcao, (totais.get(v.opcao) ?? 0) + v.vagas);
  if (config?.modelo === 'federal') for (const t of config.totais ?? []) totais.set(t.opcao, t.total);
  return totais;
}

/** The first destination that comes later in the categories' order (or AC): today's single destination, never a cycle. */
export function destinoCompativel(codigos: string[], codigo: string, destinos: string[]): string | null {
  const pos = codigos.indexOf(codigo);
  return destinos.find((d) => d === AMPLA || codigos.indexOf(d) > pos) ?? (destinos.length ? AMPLA : null);
}

/** Writes the configuration's categories (and, federal preset, its seats) into the ranking rules, in the caller's transaction. */
export async function gravarCategoriasNasRegras(tx: Tx, prc: number, config: ConfiguracaoCotas, previa: Cotas['opcoes'] | null): Promise<RegrasClassificacao> {
  const atuais = await lerRegras(tx, prc);
  const codigos = config.categorias.map((c) => c.codigo);
  const base: RegrasClassificacao = atuais ?? {
    categorias: [],
    vagas: [],
    pesos: [],
    eliminacao: { ausente: true, zeroEm: [], minimoTotal: null },
    desempate: [{ tipo: 'inscricao' }],
    dataReferencia: new Date().toISOString().slice(0, 10),
  };
  const categorias = config.categorias.map((c) => ({ codigo: c.codigo, nome: c.nome, destino: destinoCompativel(codigos, c.codigo, c.destinos), destinos: c.destinos }));
  const vagas = previa
    ? previa.flatMap((o) => o.vagas.map((v) => ({ opcao: o.opcCodigo, lista: v.lista, vagas: v.vagas })))
    : base.vagas.filter((v) => v.lista === AMPLA || codigos.includes(v.lista));
  const regras = { ...base, categorias, vagas } as RegrasClassificacao;
  await gravarRegras(tx, prc, regras);
  return regras;
}
