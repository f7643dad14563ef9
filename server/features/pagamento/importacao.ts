/**
 * Reconciliation and exemption imports, run by `npm run payments:import FILE` and
 * `npm run isencao:import FILE`. Each file is applied in one transaction; applying the same file
 * twice changes nothing; a line that does not match exactly is reported, never guessed.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insBoleto, insPrcIsencao, insProcesso } from '../../db/schema/index.ts';
import { parseRetorno, type Problema } from './cnab.ts';

export interface RelatorioRetorno {
  formato: string;
  banco: string;
  pagos: { linha: number; nossoNumero: string; insPrcCodigo: number; valor: number }[];
  jaPagos: { linha: number; nossoNumero: string }[];
  outrasOcorrencias: { linha: number; nossoNumero: string; ocorrencia: string }[];
  rejeitados: Problema[];
}

/** Noon in São Paulo of a payment day: the file gives the day, not the hour. */
const meioDia = (iso: string) => new Date(`${iso}T12:00:00-03:00`);

export async function importarRetorno(db: Db, texto: string, bancoConfigurado: string, now: Date): Promise<RelatorioRetorno> {
  const r = parseRetorno(texto);
  const rel: RelatorioRetorno = { formato: r.formato, banco: r.banco, pagos: [], jaPagos: [], outrasOcorrencias: r.outrasOcorrencias, rejeitados: [...r.problemas] };
  if (r.banco !== bancoConfigurado) {
    rel.rejeitados.unshift({ linha: 1, motivo: `arquivo do banco ${r.banco}, mas o banco configurado é ${bancoConfigurado}: nada foi importado.` });
    return rel;
  }
  await db.transaction(async (tx) => {
    const numeros = [...new Set(r.liquidacoes.map((l) => l.nossoNumero))];
    const slips = numeros.length ? await tx.select().from(insBoleto).where(inArray(insBoleto.insBltNossoNumero, numeros)).for('update') : [];
    const porNumero = new Map(slips.map((s) => [s.insBltNossoNumero, s]));
    const vistos = new Set<string>();
    for (const l of r.liquidacoes) {
      const s = porNumero.get(l.nossoNumero);
      if (!s) {
        rel.rejeitados.push({ linha: l.linha, motivo: `nosso número ${l.nossoNumero} não corresponde a nenhum boleto emitido.` });
        continue;
      }
      if (s.insBltForma !== 'BOLETO') {
        rel.rejeitados.push({ linha: l.linha, motivo: `nosso número ${l.nossoNumero} não é de um boleto (${s.insBltForma}).` });
        continue;
      }
      if (vistos.has(l.nossoNumero)) {
        rel.rejeitados.push({ linha: l.linha, motivo: `nosso número ${l.nossoNumero} liquidado mais de uma vez neste arquivo.` });
        continue;
      }
      vistos.add(l.nossoNumero);
      if (s.insBltSituacao === 'PAGO') {
        rel.jaPagos.push({ linha: l.linha, nossoNumero: l.nossoNumero });
        continue;
      }
      if (l.valorPago !== s.insBltValor) {
        rel.rejeitados.push({ linha: l.linha, motivo: `valor pago ${l.valorPago} centavos difere do valor do boleto (${s.insBltValor} centavos).` });
        continue;
      }
      if (l.vencimento !== null && l.vencimento !== s.insBltDtVencimento) {
        rel.rejeitados.push({ linha: l.linha, motivo: `vencimento ${l.vencimento} difere do vencimento do boleto (${s.insBltDtVencimento}).` });
        continue;
      }
      await tx.update(insBoleto).set({ insBltSituacao: 'PAGO', insBltPagoEm: l.dataPagamento ? meioDia(l.dataPagamento) : now }).where(eq(insBoleto.insBltCodigo, s.insBltCodigo));
      rel.pagos.push({ linha: l.linha, nossoNumero: l.nossoNumero, insPrcCodigo: s.insPrcCodigo, valor: s.insBltValor });
    }
  });
  return rel;
}

export interface RelatorioIsencao {
  gravadas: { linha: number; insPrcCodigo: number; situacao: string }[];
  inalteradas: number;
  rejeitados: Problema[];
}

const SITUACAO: Record<string, 'DEFERIDA' | 'INDEFERIDA'> = {
  DEFERIDA: 'DEFERIDA', DEFERIDO: 'DEFERIDA', D: 'DEFERIDA',
  INDEFERIDA: 'INDEFERIDA', INDEFERIDO: 'INDEFERIDA', I: 'INDEFERIDA',
};

/**
 * Staff decisions, one per line: `insPrcCodigo;DEFERIDA|INDEFERIDA[;observação]` (',' also separates;
 * a header line and blank lines are skipped). Only enrolments that requested exemption are accepted.
 */
export async function importarIsencoes(db: Db, texto: string, now: Date): Promise<RelatorioIsencao> {
  const rel: RelatorioIsencao = { gravadas: [], inalteradas: 0, rejeitados: [] };
  const linhas = texto.replace(/^\uFEFF/, '').split(/\r?\n/);
  const pedidos: { linha: number; insPrcCodigo: number; situacao: 'DEFERIDA' | 'INDEFERIDA'; obs: string | null }[] = [];
  linhas.forEach((raw, i) => {
    const linha = i + 1;
    if (!raw.trim()) return;
    const [cod, sit, ...resto] = raw.split(/[;,]/).map((c) => c.trim());
    if (i === 0 && !/^\d+$/.test(cod)) return; // header
    const situacao = SITUACAO[(sit ?? '').toUpperCase()];
    if (!/^\d{1,9}$/.test(cod)) return rel.rejeitados.push({ linha, motivo: `código de inscrição inválido: "${cod.slice(0, 20)}".` });
    if (!situacao) return rel.rejeitados.push({ linha, motivo: `situação inválida: "${(sit ?? '').slice(0, 20)}" (use DEFERIDA ou INDEFERIDA).` });
    pedidos.push({ linha, insPrcCodigo: Number(cod), situacao, obs: resto.join(';') || null });
  });
  await db.transaction(async (tx) => {
    const codigos = [...new Set(pedidos.map((p) => p.insPrcCodigo))];
    const ins = codigos.length ? await tx.select({ c: insProcesso.insPrcCodigo, s: insProcesso.insPrcSlcIsencao }).from(insProcesso).where(inArray(insProcesso.insPrcCodigo, codigos)) : [];
    const solicitou = new Map(ins.map((r) => [r.c, r.s]));
    const atuais = codigos.length ? await tx.select().from(insPrcIsencao).where(inArray(insPrcIsencao.insPrcCodigo, codigos)) : [];
    const atual = new Map(atuais.map((r) => [r.insPrcCodigo, r.insPrcIsnSituacao]));
    const vistos = new Set<number>();
    for (const p of pedidos) {
      if (!solicitou.has(p.insPrcCodigo)) {
        rel.rejeitados.push({ linha: p.linha, motivo: `inscrição ${p.insPrcCodigo} não existe.` });
        continue;
      }
      if (!solicitou.get(p.insPrcCodigo)) {
        rel.rejeitados.push({ linha: p.linha, motivo: `inscrição ${p.insPrcCodigo} não solicitou isenção.` });
        continue;
      }
      if (vistos.has(p.insPrcCodigo)) {
        rel.rejeitados.push({ linha: p.linha, motivo: `inscrição ${p.insPrcCodigo} aparece mais de uma vez no arquivo.` });
        continue;
      }
      vistos.add(p.insPrcCodigo);
      if (atual.get(p.insPrcCodigo) === p.situacao) {
        rel.inalteradas++;
        continue;
      }
      await tx
        .insert(insPrcIsencao)
        .values({ insPrcCodigo: p.insPrcCodigo, insPrcIsnSituacao: p.situacao, insPrcIsnObservacao: p.obs, insPrcIsnDecididoEm: now })
        .onConflictDoUpdate({ target: insPrcIsencao.insPrcCodigo, set: { insPrcIsnSituacao: p.situacao, insPrcIsnObservacao: p.obs, insPrcIsnDecididoEm: now } });
      rel.gravadas.push({ linha: p.linha, insPrcCodigo: p.insPrcCodigo, situacao: p.situacao });
    }
  });
  return rel;
}
