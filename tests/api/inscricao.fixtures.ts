import type { TestApp } from '../support/api.ts';
import { FIXED_NOW } from '../support/api.ts';
import {
  municipio,
  opcao,
  pais,
  prcSeletivo,
  prcSltCnfFormulario,
  prcSltDfcCndApoio,
  prcSltFrmCampo,
  prcSltMncProva,
  tipoOpcao,
  uf,
} from '../../server/db/schema/index.ts';

const day = 86_400_000;

/**
 * A process open at FIXED_NOW with a two-level option tree (campus -> course), an exam municipality,
 * a support condition and a form configuration (NIS shown, social name required, special-bank flag
 * and justification shown, support conditions and knowledge areas shown).
 */
export async function seedProcess(t: TestApp, opts: { unica?: boolean; fimEdicao?: Date; nmrOpcoes?: number } = {}) {
  const db = t.database.db;
  const [ps] = await db.insert(pais).values({ psDescricao: `Brasil ${Math.random()}`, psSigla: 'BR' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: ps.psCodigo }).onConflictDoNothing();
  const [mnc] = await db.insert(municipio).values({ mncDescricao: 'Maringá', ufCodigo: 'PR' }).returning();
  const [p] = await db
    .insert(prcSeletivo)
    .values({
      prcSltDescricao: 'Vestibular de Verão 2026',
      prcSltTipo: 'VESTIBULAR',
      prcSltInsUnica: opts.unica ?? false,
      prcSltNmrOpcoes: opts.nmrOpcoes ?? 2,
      prcSltPgtBoleto: true,
      prcSltPgtPix: true,
      prcSltDtInicio: new Date(FIXED_NOW.getTime() - 10 * day),
      prcSltDtFim: new Date(FIXED_NOW.getTime() + 10 * day),
      prcSltDtFimEdicao: opts.fimEdicao ?? new Date(FIXED_NOW.getTime() + 5 * day),
      prcSltDtFimIsencao: new Date(FIXED_NOW.getTime() + 1 * day),
    })
    .returning();
  const [tpCampus] = await db.insert(tipoOpcao).values({ tpOpcDescricao: `Campus ${p.prcSltCodigo}` }).returning();
  const [tpCurso] = await db.insert(tipoOpcao).values({ tpOpcDescricao: `Curso ${p.prcSltCodigo}` }).returning();
  const [campus] = await db.insert(opcao).values({ prcSltCodigo: p.prcSltCodigo, tpOpcCodigo: tpCampus.tpOpcCodigo, opcDescricao: 'Sede' }).returning();
  const [medicina, letras, historia] = await db
    .insert(opcao)
    .values([
      { prcSltCodigo: p.prcSltCodigo, opcCdgPai: campus.opcCodigo, tpOpcCodigo: tpCurso.tpOpcCodigo, opcDescricao: 'Medicina', opcVlrInscricao: 15000, opcOpcFinal: true, opcPgtBoleto: true, opcPgtPix: true },
      { prcSltCodigo: p.prcSltCodigo, opcCdgPai: campus.opcCodigo, tpOpcCodigo: tpCurso.tpOpcCodigo, opcDescricao: 'Letras', opcVlrInscricao: null, opcOpcFinal: true },
      { prcSltCodigo: p.prcSltCodigo, opcCdgPai: campus.opcCodigo, tpOpcCodigo: tpCurso.tpOpcCodigo, opcDescricao: 'História', opcVlrInscricao: 9050, opcOpcFinal: true, opcPgtBoleto: true },
    ])
    .returning();
  const [mncPrv] = await db.insert(prcSltMncProva).values({ prcSltCodigo: p.prcSltCodigo, mncCodigo: mnc.mncCodigo }).returning();
  const [apoio] = await db.insert(prcSltDfcCndApoio).values({ prcSltCodigo: p.prcSltCodigo, prcSltDfcCndApoioDescricao: 'Ledor', prcSltDfcCndApoioDetalhar: true }).returning();
  const campos = ['insPrcNIS', 'insPrcNmSocial', 'insPrcBncEspecial', 'insPrcBncEspJustificativa', 'cndApoio', 'prcSltMncPrvCodigo', 'insPrcDtGrdInicio', 'insPrcIndAcademico', 'insPrcSlcIsencao', 'insPrcCPFResponsavel'];
  for (const nome of campos) {
    let [c] = await db.select().from(prcSltFrmCampo).where((await import('drizzle-orm')).eq(prcSltFrmCampo.prcSltFrmCmpNome, nome));
    c ??= (await db.insert(prcSltFrmCampo).values({ prcSltFrmCmpNome: nome, prcSltFrmCmpDescricao: nome, prcSltFrmCmpGrupo: 'complementares' }).returning())[0];
    await db.insert(prcSltCnfFormulario).values({
      prcSltCodigo: p.prcSltCodigo,
      prcSltFrmCmpCodigo: c.prcSltFrmCmpCodigo,
      prcSltCnfFrmExibir: true,
      prcSltCnfFrmObrigatorio: nome === 'insPrcNmSocial' || nome === 'prcSltMncPrvCodigo',
      prcSltCnfFrmNomeAlternativo: nome === 'insPrcNmSocial' ? 'Nome social (como quer ser chamado)' : null,
    });
  }
  return { p, campus, medicina, letras, historia, mncPrv, apoio, mnc };
}

/** A valid enrolment body for seedProcess's process. */
export function validBody(s: Awaited<ReturnType<typeof seedProcess>>, extra: Record<string, unknown> = {}) {
  return {
    prcSltCodigo: s.p.prcSltCodigo,
    insPrcNmSocial: 'Ana',
    prcSltMncPrvCodigo: s.mncPrv.prcSltMncPrvCodigo,
    insPrcFrmPagamento: 'BOLETO',
    opcoes: [{ opcCodigo: s.medicina.opcCodigo }],
    ...extra,
  };
}

/** A valid CPF from a 9-digit seed (its two check digits computed): one per candidate of a crowd. */
export function cpfValido(semente: number): string {
  const d = String(100_000_000 + semente).slice(-9).split('').map(Number);
  for (const n of [10, 11]) {
    const soma = d.reduce((acc, x, i) => acc + x * (n - i), 0);
    d.push(((soma * 10) % 11) % 10);
  }
  return d.join('');
}
