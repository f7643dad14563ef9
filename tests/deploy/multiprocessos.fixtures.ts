/**
 * The data of the multi-process suite, written straight into its throwaway PostgreSQL database: an open process
 * and candidates with e-mail addresses (tests/reliability/enrol-load.ts's load), dated from the real clock since
 * server/main.ts runs on it; a staff administrator; a process whose room assignment is released, with two rooms;
 * two unpublished processes to publish (each publication asks for a site rebuild).
 */
import { inArray, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { insPrcPrvSala, insProcesso, municipio, prcSeletivo, prcSltEtpProva, prcSltLclProva, prcSltPrvSala, pssFisica } from '../../server/db/schema/index.ts';
import { concederPapel } from '../../server/entities/equipe/equipe.ts';
import { seedLoad, type LoadSetup } from '../reliability/enrol-load.ts';
import { createAccount, type TestApp } from '../support/api.ts';

export const ADMIN = { cpf: '40442820135', senha: 'senha-da-equipe' };
const DIA = 86_400_000;

export interface Cenario {
  setup: LoadSetup;
  ensalado: { prcSltCodigo: number; insPrcCodigo: number; nome: string; sala102: number };
  aPublicar: [number, number];
}

export async function semear(database: Database, candidatos: number): Promise<Cenario> {
  const db = database.db;
  const setup = await seedLoad(database, candidatos);
  const agora = Date.now();
  await db
    .update(prcSeletivo)
    .set({ prcSltDtInicio: new Date(agora - 10 * DIA), prcSltDtFim: new Date(agora + 10 * DIA), prcSltDtFimEdicao: new Date(agora + 5 * DIA), prcSltDtFimIsencao: new Date(agora + DIA) })
    .where(eq(prcSeletivo.prcSltCodigo, setup.prcSltCodigo));
  for (const c of setup.candidates) await db.update(pssFisica).set({ pssFscEmail: `carga${c.pssFscCodigo}@exemplo.org` }).where(eq(pssFisica.pssFscCodigo, c.pssFscCodigo));

  const { pssFscCodigo: admin } = await createAccount({ database } as TestApp, { cpf: ADMIN.cpf, nome: 'Equipe administrador', senha: ADMIN.senha });
  await concederPapel(db, { pssFscCodigo: admin, papel: 'ADMINISTRADOR', prcSltCodigo: null, concedidoPor: null, em: new Date() });

  const periodo = { prcSltDtInicio: new Date(agora - 60 * DIA), prcSltDtFim: new Date(agora - 30 * DIA) };
  const [liberado] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Vestibular Seriado', prcSltTipo: 'SERIADO', prcSltExbEnsalamento: true, ...periodo }).returning();
  const [mnc] = await db.insert(municipio).values({ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }).returning();
  await db.insert(prcSltEtpProva).values({ prcSltCodigo: liberado.prcSltCodigo, prcSltEtpPrvDescricao: '1ª etapa', prcSltEtpPrvData: new Date(agora + 20 * DIA).toISOString().slice(0, 10), prcSltEtpPrvEnsala: true });
  const [local] = await db.insert(prcSltLclProva).values({ prcSltCodigo: liberado.prcSltCodigo, mncCodigo: mnc.mncCodigo, prcSltLclPrvDescricao: 'Campus Uvaranas' }).returning();
  const [s101, s102] = await db
    .insert(prcSltPrvSala)
    .values([
      { prcSltLclPrvCodigo: local.prcSltLclPrvCodigo, prcSltPrvSlNumero: '101', prcSltPrvSlQntLugar: 50 },
      { prcSltLclPrvCodigo: local.prcSltLclPrvCodigo, prcSltPrvSlNumero: '102', prcSltPrvSlQntLugar: 50 },
    ])
    .returning();
  const sentados = setup.candidates.slice(0, 3);
  const ins = await db
    .insert(insProcesso)
    .values(sentados.map((c) => ({ pssFscCodigo: c.pssFscCodigo, prcSltCodigo: liberado.prcSltCodigo, insDeferida: true })))
    .returning({ insPrcCodigo: insProcesso.insPrcCodigo });
  await db.insert(insPrcPrvSala).values(ins.map((r, i) => ({ insPrcCodigo: r.insPrcCodigo, prcSltPrvSlCodigo: s101.prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: i + 1 })));
  const [pessoa] = await db.select({ nome: pssFisica.pssFscNome }).from(pssFisica).where(inArray(pssFisica.pssFscCodigo, [sentados[0].pssFscCodigo]));

  const novos = await db
    .insert(prcSeletivo)
    .values([
      { prcSltDescricao: 'Chamamento Público A', prcSltTipo: 'VESTIBULAR', prcSltPublicado: false, prcSltNmrOpcoes: 0, prcSltDtInicio: new Date(agora - DIA), prcSltDtFim: new Date(agora + 30 * DIA) },
      { prcSltDescricao: 'Chamamento Público B', prcSltTipo: 'VESTIBULAR', prcSltPublicado: false, prcSltNmrOpcoes: 0, prcSltDtInicio: new Date(agora - DIA), prcSltDtFim: new Date(agora + 30 * DIA) },
    ])
    .returning({ c: prcSeletivo.prcSltCodigo });
  return {
    setup,
    ensalado: { prcSltCodigo: liberado.prcSltCodigo, insPrcCodigo: ins[0].insPrcCodigo, nome: pessoa.nome, sala102: s102.prcSltPrvSlCodigo },
    aPublicar: [novos[0].c, novos[1].c],
  };
}

/**
 * The site build's stand-in, at node_modules/astro/bin/astro.mjs of the API processes' working folder: the real
 * rebuild runs around it (snapshot, data file, checks, atomic swap); it writes the required pages from the data
 * file and notes in BUILD_LOG when it starts and ends and for which API process (its parent). It ends only once
 * the file BUILD_GATE exists, so the test holds a build open while another process asks for one: two builds at
 * once would show as interleaved lines.
 */
export const ASTRO_STAND_IN = `import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
const out = process.env.SITE_OUT_DIR;
const data = readFileSync(process.env.SITE_DATA_FILE, 'utf8');
appendFileSync(process.env.BUILD_LOG, 'inicio ' + process.ppid + '\\n');
// the test opens the gate once the other process is seen waiting for the lock
while (!existsSync(process.env.BUILD_GATE)) await new Promise((r) => setTimeout(r, 50));
const marca = createHash('sha256').update(data).digest('hex').slice(0, 16);
for (const f of ['index.html', 'stricto/index.html', 'especializacoes/index.html', 'entrar/index.html', 'entrar/-/index.html']) {
  mkdirSync(path.dirname(path.join(out, f)), { recursive: true });
  writeFileSync(path.join(out, f), '<!doctype html><title>' + path.basename(out) + '</title><p>' + marca + '</p><p>' + (data.match(/Chamamento Público [AB]/g) ?? []).sort().join(',') + '</p>');
}
appendFileSync(process.env.BUILD_LOG, 'fim ' + process.ppid + '\\n');
`;
