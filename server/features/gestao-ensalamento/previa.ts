import type { PreviaEnsalamento } from '../../../src/domain/wire/gestao-ensalamento.ts';
import { ITENS_PREVIA } from '../../../src/domain/wire/gestao-ensalamento.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ordemAlfabetica } from '../../entities/ensalamento/alocacao.ts';
import { nomesMunicipios } from '../../entities/ensalamento/alocacao-repository.ts';
import { planejarProcesso } from '../../entities/ensalamento/alocar-processo.ts';
import { relatorioFaltas } from '../../entities/ensalamento/alocacao.ts';
import { salasDetalhadas } from './repository.ts';

/**
 * The preview: the plan the confirmation would save, computed from the data as it is now and written nowhere — the
 * rooms it fills, who it leaves without a seat and why, and where each special-needs candidate goes.
 */
export async function previaEnsalamento(db: DbOrTx, prcSltCodigo: number): Promise<PreviaEnsalamento> {
  const { candidatos, plano, existentes, token } = await planejarProcesso(db, prcSltCodigo);
  const salas = await salasDetalhadas(db, prcSltCodigo);
  const porSala = new Map(salas.map((s) => [s.prcSltPrvSlCodigo, s]));
  const ocupados = new Map<number, number>();
  for (const a of plano.alocacoes) ocupados.set(a.prcSltPrvSlCodigo, (ocupados.get(a.prcSltPrvSlCodigo) ?? 0) + 1);
  const candidato = new Map(candidatos.map((c) => [c.insPrcCodigo, c]));
  const nomes = await nomesMunicipios(db, [...new Set(plano.semLugar.flatMap((s) => (s.mncCodigo === null ? [] : [s.mncCodigo])))]);
  const nomesFaltas = await nomesMunicipios(db, plano.faltas.flatMap((f) => (f.mncCodigo === null ? [] : [f.mncCodigo])));

  const especiais = plano.alocacoes
    .filter((a) => candidato.get(a.insPrcCodigo)?.especial)
    .sort((a, b) => ordemAlfabetica(candidato.get(a.insPrcCodigo)!, candidato.get(b.insPrcCodigo)!));
  const semLugar = [...plano.semLugar].sort((a, b) => ordemAlfabetica(candidato.get(a.insPrcCodigo)!, candidato.get(b.insPrcCodigo)!));
  return {
    token,
    elegiveis: candidatos.length,
    alocados: plano.alocacoes.length,
    existentes,
    confirmavel: plano.faltas.length === 0,
    mensagem: plano.faltas.length ? relatorioFaltas(plano.faltas, (m) => nomesFaltas.get(m) ?? `Município ${m}`) : null,
    salas: salas
      .filter((s) => ocupados.has(s.prcSltPrvSlCodigo))
      .map((s) => ({ prcSltPrvSlCodigo: s.prcSltPrvSlCodigo, municipio: s.municipio, local: s.local, sala: s.sala, especial: s.especial, lugares: s.lugares, ocupados: ocupados.get(s.prcSltPrvSlCodigo)! })),
    salasVazias: salas.filter((s) => !ocupados.has(s.prcSltPrvSlCodigo)).length,
    semLugar: {
      total: semLugar.length,
      itens: semLugar.slice(0, ITENS_PREVIA).map((s) => ({
        insPrcCodigo: s.insPrcCodigo,
        nome: candidato.get(s.insPrcCodigo)!.nome,
        municipio: s.mncCodigo === null ? null : (nomes.get(s.mncCodigo) ?? null),
        especial: s.especial,
        motivo: s.motivo,
      })),
    },
    especiais: {
      total: especiais.length,
      itens: especiais.slice(0, ITENS_PREVIA).map((a) => {
        const s = porSala.get(a.prcSltPrvSlCodigo)!;
        return { insPrcCodigo: a.insPrcCodigo, nome: candidato.get(a.insPrcCodigo)!.nome, prcSltPrvSlCodigo: a.prcSltPrvSlCodigo, local: s.local, sala: s.sala, carteira: a.carteira };
      }),
    },
  };
}
