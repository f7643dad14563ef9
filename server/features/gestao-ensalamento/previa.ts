import type { PreviaEnsalamento } from '../../../src/domain/wire/gestao-ensalamento.ts';
import { ITENS_PREVIA } from '../../../src/domain/wire/gestao-ensalamento.ts';
import type { DbOrTx } from '../../db/client.ts';
import { relatorioFaltas } from '../../entities/ensalamento/alocacao.ts';
import { nomesMunicipios } from '../../entities/ensalamento/alocacao-repository.ts';
import { previaDoProcesso } from '../../entities/ensalamento/alocar-processo.ts';
import { salasDetalhadas } from './repository.ts';

/**
 * The preview: the plan the confirmation would save, computed from the data as it is now and written nowhere — the
 * rooms it fills, who it leaves without a seat and why, and where each special-needs candidate goes (the plan in
 * the computation thread; here only what the screen shows is named and placed).
 */
export async function previaEnsalamento(db: DbOrTx, prcSltCodigo: number): Promise<PreviaEnsalamento> {
  const p = await previaDoProcesso(db, prcSltCodigo, ITENS_PREVIA);
  const salas = await salasDetalhadas(db, prcSltCodigo);
  const porSala = new Map(salas.map((s) => [s.prcSltPrvSlCodigo, s]));
  const ocupados = new Map(p.ocupados);
  const nomes = await nomesMunicipios(db, [...new Set(p.semLugar.itens.flatMap((s) => (s.mncCodigo === null ? [] : [s.mncCodigo])))]);
  const nomesFaltas = await nomesMunicipios(db, p.faltas.flatMap((f) => (f.mncCodigo === null ? [] : [f.mncCodigo])));
  return {
    token: p.token,
    elegiveis: p.elegiveis,
    alocados: p.alocados,
    existentes: p.existentes,
    confirmavel: p.faltas.length === 0,
    mensagem: p.faltas.length ? relatorioFaltas(p.faltas, (m) => nomesFaltas.get(m) ?? `Município ${m}`) : null,
    salas: salas
      .filter((s) => ocupados.has(s.prcSltPrvSlCodigo))
      .map((s) => ({ prcSltPrvSlCodigo: s.prcSltPrvSlCodigo, municipio: s.municipio, local: s.local, sala: s.sala, especial: s.especial, lugares: s.lugares, ocupados: ocupados.get(s.prcSltPrvSlCodigo)! })),
    salasVazias: salas.filter((s) => !ocupados.has(s.prcSltPrvSlCodigo)).length,
    semLugar: {
      total: p.semLugar.total,
      itens: p.semLugar.itens.map((s) => ({
        insPrcCodigo: s.insPrcCodigo,
        nome: s.nome,
        municipio: s.mncCodigo === null ? null : (nomes.get(s.mncCodigo) ?? null),
        especial: s.especial,
        motivo: s.motivo,
      })),
    },
    especiais: {
      total: p.especiais.total,
      itens: p.especiais.itens.map((a) => {
        const s = porSala.get(a.prcSltPrvSlCodigo)!;
        return { insPrcCodigo: a.insPrcCodigo, nome: a.nome, prcSltPrvSlCodigo: a.prcSltPrvSlCodigo, local: s.local, sala: s.sala, carteira: a.carteira };
      }),
    },
  };
}
