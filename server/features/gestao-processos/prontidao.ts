/** The process page's phase and readiness panel, from the facts (src/domain/fases-processo.ts, prontidao.ts). */
import { detalheDaFase, faseDoProcesso, linhaDoTempo, NOME_FASE, type FatosDoProcesso } from '../../../src/domain/fases-processo.ts';
import { afetadosPelo, NOME_PASSO, pendenciasDo, proximoPasso } from '../../../src/domain/prontidao.ts';
import type { ProntidaoProcesso } from '../../../src/domain/wire/prontidao.ts';

export function prontidaoParaWire(prcSltCodigo: number, f: FatosDoProcesso, now: Date): ProntidaoProcesso {
  const fase = faseDoProcesso(f, now);
  const passo = proximoPasso(f, now);
  return {
    prcSltCodigo,
    fase,
    nomeFase: NOME_FASE[fase],
    detalhe: detalheDaFase(f, now),
    fases: linhaDoTempo(f, now),
    passo,
    nomePasso: passo ? NOME_PASSO[passo] : null,
    pendencias: passo ? pendenciasDo(passo, f, now) : [],
    deferidasSemMunicipio: f.deferidasSemMunicipio,
    afetados: afetadosPelo(passo, f),
  };
}
