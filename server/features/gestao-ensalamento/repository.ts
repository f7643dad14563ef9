import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nomeContem } from '../../entities/pessoa/pessoa.ts';
import { insPrcPrvSala, insProcesso, municipio, prcSeletivo, prcSltEtpProva, prcSltLclProva, prcSltPrvSala, pssFisica } from '../../db/schema/index.ts';
import { ordemSalas } from '../../entities/ensalamento/alocacao.ts';
import { salaTexto } from '../../entities/ensalamento/pdf.ts';

/** Every room of the process with where it is and how many sit there now, in the allocation's room order. */
export async function salasDetalhadas(db: DbOrTx, prcSltCodigo: number) {
  const rows = await db
    .select({
      prcSltPrvSlCodigo: prcSltPrvSala.prcSltPrvSlCodigo,
      prcSltLclPrvCodigo: prcSltPrvSala.prcSltLclPrvCodigo,
      mncCodigo: prcSltLclProva.mncCodigo,
      municipio: sql<string>`${municipio.mncDescricao} || '/' || ${municipio.ufCodigo}`,
      local: prcSltLclProva.prcSltLclPrvDescricao,
      numero: prcSltPrvSala.prcSltPrvSlNumero,
      bloco: prcSltPrvSala.prcSltPrvSlBloco,
      especial: prcSltPrvSala.prcSltPrvSlEspecial,
      lugares: prcSltPrvSala.prcSltPrvSlQntLugar,
      ocupados: prcSltPrvSala.prcSltPrvSlQntCandidato,
    })
    .from(prcSltPrvSala)
    .innerJoin(prcSltLclProva, eq(prcSltLclProva.prcSltLclPrvCodigo, prcSltPrvSala.prcSltLclPrvCodigo))
    .innerJoin(municipio, eq(municipio.mncCodigo, prcSltLclProva.mncCodigo))
    .where(eq(prcSltLclProva.prcSltCodigo, prcSltCodigo));
  return rows
    .sort((a, b) => a.municipio.localeCompare(b.municipio, 'pt-BR') || ordemSalas({ ...a, lugares: 0 }, { ...b, lugares: 0 }))
    .map((r) => ({ ...r, sala: salaTexto(r) }));
}
export type SalaDetalhada = Awaited<ReturnType<typeof salasDetalhadas>>[number];

/** Deferred, non-cancelled enrolments, and how many of them have a desk. */
export async function contagens(db: DbOrTx, prcSltCodigo: number): Promise<{ elegiveis: number; alocados: number }> {
  const [r] = await db
    .select({
      elegiveis: sql<number>`count(*)::int`,
      alocados: sql<number>`count(${insPrcPrvSala.insPrcCodigo})::int`,
    })
    .from(insProcesso)
    .leftJoin(insPrcPrvSala, eq(insPrcPrvSala.insPrcCodigo, insProcesso.insPrcCodigo))
    .where(sql`${insProcesso.prcSltCodigo} = ${prcSltCodigo} AND ${insProcesso.insDeferida} AND NOT ${insProcesso.insCancelada}`);
  return { elegiveis: Number(r.elegiveis), alocados: Number(r.alocados) };
}

export async function etapasComEnsalamento(db: DbOrTx, prcSltCodigo: number) {
  return db
    .select({ prcSltEtpPrvCodigo: prcSltEtpProva.prcSltEtpPrvCodigo, descricao: prcSltEtpProva.prcSltEtpPrvDescricao, data: prcSltEtpProva.prcSltEtpPrvData })
    .from(prcSltEtpProva)
    .where(and(eq(prcSltEtpProva.prcSltCodigo, prcSltCodigo), eq(prcSltEtpProva.prcSltEtpPrvEnsala, true)))
    .orderBy(asc(prcSltEtpProva.prcSltEtpPrvData), asc(prcSltEtpProva.prcSltEtpPrvHrrAbrPortao));
}

export async function etapa(db: DbOrTx, prcSltEtpPrvCodigo: number) {
  const [r] = await db
    .select({ prcSltCodigo: prcSltEtpProva.prcSltCodigo, descricao: prcSltEtpProva.prcSltEtpPrvDescricao, data: prcSltEtpProva.prcSltEtpPrvData })
    .from(prcSltEtpProva)
    .where(eq(prcSltEtpProva.prcSltEtpPrvCodigo, prcSltEtpPrvCodigo));
  return r ?? null;
}

export async function processoDaSala(db: DbOrTx, prcSltPrvSlCodigo: number): Promise<number | null> {
  const [r] = await db
    .select({ p: prcSltLclProva.prcSltCodigo })
    .from(prcSltPrvSala)
    .innerJoin(prcSltLclProva, eq(prcSltLclProva.prcSltLclPrvCodigo, prcSltPrvSala.prcSltLclPrvCodigo))
    .where(eq(prcSltPrvSala.prcSltPrvSlCodigo, prcSltPrvSlCodigo));
  return r?.p ?? null;
}

/** Enrolments of the process by number (digits) or a piece of the name (accents and case ignored), with their desk. */
export async function buscarCandidatos(db: DbOrTx, prcSltCodigo: number, busca: string) {
  const termo = busca.trim();
  const filtro = /^\d+$/.test(termo)
    ? sql`${insProcesso.insPrcCodigo} = ${Number(termo) > 2_147_483_647 ? 0 : Number(termo)}`
    : nomeContem(termo);
  const rows = await db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      nome: pssFisica.pssFscNome,
      prcSltPrvSlCodigo: insPrcPrvSala.prcSltPrvSlCodigo,
      local: prcSltLclProva.prcSltLclPrvDescricao,
      numero: prcSltPrvSala.prcSltPrvSlNumero,
      bloco: prcSltPrvSala.prcSltPrvSlBloco,
      carteira: insPrcPrvSala.insPrcPrvSlNmrCarteira,
    })
    .from(insProcesso)
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .leftJoin(insPrcPrvSala, eq(insPrcPrvSala.insPrcCodigo, insProcesso.insPrcCodigo))
    .leftJoin(prcSltPrvSala, eq(prcSltPrvSala.prcSltPrvSlCodigo, insPrcPrvSala.prcSltPrvSlCodigo))
    .leftJoin(prcSltLclProva, eq(prcSltLclProva.prcSltLclPrvCodigo, prcSltPrvSala.prcSltLclPrvCodigo))
    .where(sql`${insProcesso.prcSltCodigo} = ${prcSltCodigo} AND ${insProcesso.insDeferida} AND NOT ${insProcesso.insCancelada} AND ${filtro}`)
    .orderBy(sql`f_fold(${pssFisica.pssFscNome})`, asc(insProcesso.insPrcCodigo))
    .limit(20);
  return rows.map((r) => ({
    insPrcCodigo: r.insPrcCodigo,
    nome: r.nome,
    prcSltPrvSlCodigo: r.prcSltPrvSlCodigo,
    local: r.local,
    sala: r.numero === null ? null : salaTexto({ numero: r.numero, bloco: r.bloco }),
    carteira: r.carteira,
  }));
}

/** The enrolment to move: its person, process, state and current desk. */
export async function inscricaoParaMover(db: DbOrTx, insPrcCodigo: number) {
  const [r] = await db
    .select({
      pssFscCodigo: insProcesso.pssFscCodigo,
      prcSltCodigo: insProcesso.prcSltCodigo,
      insDeferida: insProcesso.insDeferida,
      insCancelada: insProcesso.insCancelada,
      prcSltPrvSlCodigo: insPrcPrvSala.prcSltPrvSlCodigo,
      carteira: insPrcPrvSala.insPrcPrvSlNmrCarteira,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      liberado: prcSeletivo.prcSltExbEnsalamento,
    })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .leftJoin(insPrcPrvSala, eq(insPrcPrvSala.insPrcCodigo, insProcesso.insPrcCodigo))
    .where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  return r ?? null;
}

/** The room with its lock held (FOR UPDATE): two moves into it at once cannot pick the same desk. */
export async function salaParaMover(tx: DbOrTx, prcSltPrvSlCodigo: number) {
  const rows = await tx.execute<{ prcSltCodigo: number; lugares: number; ocupados: number; especial: boolean; numero: string; bloco: string | null; local: string; cidade: string }>(sql`
    SELECT l."prcSltCodigo", s."prcSltPrvSlQntLugar" AS lugares, s."prcSltPrvSlQntCandidato" AS ocupados, s."prcSltPrvSlEspecial" AS especial,
           s."prcSltPrvSlNumero" AS numero, s."prcSltPrvSlBloco" AS bloco, l."prcSltLclPrvDescricao" AS local, m."mncDescricao" || '/' || m."ufCodigo" AS cidade
      FROM prc_slt_prv_sala s JOIN prc_slt_lcl_prova l USING ("prcSltLclPrvCodigo") JOIN municipio m ON m."mncCodigo" = l."mncCodigo"
     WHERE s."prcSltPrvSlCodigo" = ${prcSltPrvSlCodigo}
       FOR UPDATE OF s`);
  return (rows as unknown as { rows: { prcSltCodigo: number; lugares: number; ocupados: number; especial: boolean; numero: string; bloco: string | null; local: string; cidade: string }[] }).rows[0] ?? null;
}

/** The lowest desk number of the room nobody sits at, or null when every desk up to its places is taken. */
export async function carteiraLivre(tx: DbOrTx, prcSltPrvSlCodigo: number, lugares: number): Promise<number | null> {
  const rows = await tx.execute<{ n: number }>(sql`
    SELECT g.n FROM generate_series(1, ${lugares}::int) AS g(n)
     WHERE NOT EXISTS (SELECT 1 FROM ins_prc_prv_sala a WHERE a."prcSltPrvSlCodigo" = ${prcSltPrvSlCodigo} AND a."insPrcPrvSlNmrCarteira" = g.n)
     ORDER BY g.n LIMIT 1`);
  const n = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
  return n === undefined ? null : Number(n);
}

/** The process's seating release as it is now, read in the release's transaction (its audit row keeps the before). */
export async function liberacaoParaAlterar(tx: DbOrTx, prcSltCodigo: number) {
  const [r] = await tx
    .select({ liberado: prcSeletivo.prcSltExbEnsalamento, lembrete: prcSeletivo.prcSltEnsLembrete, descricao: prcSeletivo.prcSltDescricao })
    .from(prcSeletivo)
    .where(eq(prcSeletivo.prcSltCodigo, prcSltCodigo));
  return r;
}

/** The process's exam municipalities (its own list), named 'Cidade/UF'. */
export async function municipiosDeProva(db: DbOrTx, prcSltCodigo: number): Promise<{ prcSltMncPrvCodigo: number; nome: string }[]> {
  const r = await db.execute(sql`
    SELECT m."prcSltMncPrvCodigo", c."mncDescricao" || '/' || c."ufCodigo" AS nome
      FROM prc_slt_mnc_prova m JOIN municipio c ON c."mncCodigo" = m."mncCodigo"
     WHERE m."prcSltCodigo" = ${prcSltCodigo} ORDER BY c."mncDescricao"`);
  return (r as unknown as { rows: { prcSltMncPrvCodigo: number; nome: string }[] }).rows;
}
