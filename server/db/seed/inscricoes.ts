import type { DbOrTx } from '../client.ts';
import { insBoleto, insProcesso, prcSltOpcao, seriadoCandidato } from '../schema/index.ts';
import type { Relogio, Rng } from './aleatorio.ts';
import { insertMany, reserveIds } from './bulk.ts';
import { CIDADES_PROVA, type Cadastros } from './cadastros.ts';
import type { Folha, Opcoes } from './opcoes.ts';
import type { Pessoas } from './pessoas.ts';
import type { Processos } from './processos.ts';

/** Quota types of the serial exam: ampla concorrência and three reserved-seat kinds. */
export const COTAS = [['AC', 0.6], ['EP', 0.25], ['NEP', 0.1], ['PCD', 0.05]] as const;

/** A serial-exam enrolment, as room assignment and scores need it. */
export interface InscricaoSeriado {
  insPrcCodigo: number;
  nome: string;
  cidade: string;
  /** Needs a special room (disability, extra time or specialised attendance). */
  especial: boolean;
  folha: Folha;
}

export interface Inscricoes {
  seriado: InscricaoSeriado[];
  demo: { seriado: number; intencao: number; encerrado: number };
}

const PESO_CIDADE = CIDADES_PROVA.map((c, i) => [c, [55, 15, 12, 10, 8][i]] as const);

function boleto(insPrcCodigo: number, valor: number, vencimento: string, pago: Date | null) {
  const nossoNumero = `2837461${String(insPrcCodigo).padStart(10, '0')}`;
  const linha = `00190.00009 02837.461${String(insPrcCodigo).padStart(3, '0').slice(-3)}0 ${nossoNumero.slice(7, 12)}.${nossoNumero.slice(12)}7 1 ${String(valor).padStart(10, '0')}`;
  return {
    insPrcCodigo,
    insBltNossoNumero: nossoNumero,
    insBltValor: valor,
    insBltDtVencimento: vencimento,
    insBltLinhaDigitavel: linha,
    insBltCodigoBarras: linha.replace(/\D/g, '').slice(0, 44),
    insBltSituacao: pago ? ('PAGO' as const) : ('EMITIDO' as const),
    insBltPagoEm: pago,
  };
}

export async function seedInscricoes(
  db: DbOrTx,
  rng: Rng,
  r: Relogio,
  p: Processos,
  op: Opcoes,
  cad: { seriado: Cadastros; vestibular: Cadastros },
  pessoas: Pessoas,
  log: (m: string) => void,
): Promise<Inscricoes> {
  const t0 = Date.now();
  const cs = cad.seriado;
  // --- the demo candidate
  const folhaDemo = op.seriado.find((f) => f.caminho.join('/') === 'Campus Uvaranas/Engenharia de Software/Integral')!;
  const [demoSeriado] = await db
    .insert(insProcesso)
    .values({
      pssFscCodigo: pessoas.candidato,
      prcSltCodigo: p.seriado,
      insPrcIncDtHora: r.em(-8, 14, 32),
      insPrcUnica: true,
      insDeferida: true,
      insPrcTrmAceite: true,
      insPrcCrtCanhota: true,
      insPrcSimulacao: true,
      insPrcGeraPagamento: true,
      prcSltMncPrvCodigo: cs.mncProva.get('Ponta Grossa'),
      prcSltLngEstCodigo: cs.lingua[0],
      prcSltTpEscCodigo: cs.escolaridade[0],
      prcSltTpDvlCodigo: cs.divulgacao[1],
      prcSltSerCodigo: cs.serie[2],
    })
    .returning();
  await db.insert(prcSltOpcao).values({ insPrcCodigo: demoSeriado.insPrcCodigo, opcCodigo: folhaDemo.opcCodigo, prcSltOpcOrdem: 1 });
  await db.insert(seriadoCandidato).values({ insPrcCodigo: demoSeriado.insPrcCodigo, opcCodigo: folhaDemo.opcCodigo, clsTpCota: 'AC' });
  await db.insert(insBoleto).values(boleto(demoSeriado.insPrcCodigo, folhaDemo.vlr ?? 0, r.data(22), r.em(-7, 10, 5)));

  const [demoIntencao] = await db
    .insert(insProcesso)
    .values({ pssFscCodigo: pessoas.candidato, prcSltCodigo: p.intencao, insPrcIncDtHora: r.em(-1, 9, 15), insPrcTrmAceite: true, insPrcObservacao: 'Tenho interesse em cursar as disciplinas no período noturno.' })
    .returning();
  await db.insert(prcSltOpcao).values([
    { insPrcCodigo: demoIntencao.insPrcCodigo, opcCodigo: op.intencao[1].opcCodigo, prcSltOpcOrdem: 1 },
    { insPrcCodigo: demoIntencao.insPrcCodigo, opcCodigo: op.intencao[6].opcCodigo, prcSltOpcOrdem: 2 },
  ]);
  const [demoEncerrado] = await db
    .insert(insProcesso)
    .values({ pssFscCodigo: pessoas.candidato, prcSltCodigo: p.encerrado, insPrcIncDtHora: r.em(-385, 19, 40), insPrcUnica: true, insDeferida: true, insPrcTreineiro: true, insPrcTrmAceite: true, edicaoPermitida: false })
    .returning();
  await db.insert(prcSltOpcao).values({ insPrcCodigo: demoEncerrado.insPrcCodigo, opcCodigo: op.encerrado[0].opcCodigo, prcSltOpcOrdem: 1 });

  const seriado: InscricaoSeriado[] = [
    { insPrcCodigo: demoSeriado.insPrcCodigo, nome: 'Maria Eduarda Conceição', cidade: 'Ponta Grossa', especial: true /* left-handed desk */, folha: folhaDemo },
  ];

  // --- bulk: every candidate in the serial exam; some also in the regular vestibular
  const n = pessoas.bulk.length;
  const ids = await reserveIds(db, 'ins_processo', 'insPrcCodigo', n);
  const ins: Record<string, unknown>[] = [];
  const opcs: Record<string, unknown>[] = [];
  const cands: Record<string, unknown>[] = [];
  const apoios: Record<string, unknown>[] = [];
  const boletos: Record<string, unknown>[] = [];
  pessoas.bulk.forEach((pessoa, i) => {
    const insPrcCodigo = ids[i];
    const cota = rng.weighted(COTAS);
    const cidade = rng.weighted(PESO_CIDADE);
    const deficiente = cota === 'PCD' || rng.chance(0.01);
    const tempo = deficiente && rng.chance(0.5);
    const folha = rng.pick(op.seriado);
    // A left-handed desk is a special room's too (the allocation's rule, server/entities/ensalamento): drawn in the
    // row below, in the same place in the random sequence as before.
    let canhota = false;
    ins.push({
      insPrcCodigo,
      pssFscCodigo: pessoa.pssFscCodigo,
      prcSltCodigo: p.seriado,
      insPrcIncDtHora: new Date(r.now.getTime() - rng.int(60, 10 * 86_400) * 1000),
      insPrcUnica: true,
      insDeferida: rng.chance(0.97),
      insPrcCotista: cota !== 'AC',
      insPrcAfrodescendente: cota === 'NEP',
      insPrcDeficiente: deficiente,
      insPrcNcsTmpAdicional: tempo,
      insPrcCrtCanhota: (canhota = rng.chance(0.08)),
      insPrcSlcIsencao: folha.vlr !== null && rng.chance(0.1),
      insPrcTreineiro: false,
      insPrcTrmAceite: true,
      insPrcSimulacao: true,
      prcSltMncPrvCodigo: cs.mncProva.get(cidade),
      prcSltLngEstCodigo: rng.pick(cs.lingua),
      prcSltTpEscCodigo: cota === 'AC' ? rng.pick(cs.escolaridade) : cs.escolaridade[0],
      prcSltTpDvlCodigo: rng.pick(cs.divulgacao),
      prcSltSerCodigo: cs.serie[2],
    });
    opcs.push({ insPrcCodigo, opcCodigo: folha.opcCodigo, prcSltOpcOrdem: 1 });
    cands.push({ insPrcCodigo, opcCodigo: folha.opcCodigo, clsTpCota: cota });
    if (deficiente) apoios.push({ insPrcCodigo, prcSltDfcCndApoioCodigo: rng.pick(cs.condicoesApoio.slice(0, 6)) });
    if (folha.vlr !== null && i % 10 === 0) {
      const pago = rng.chance(0.7) ? new Date(r.now.getTime() - rng.int(1, 5) * 86_400_000) : null;
      boletos.push(boleto(insPrcCodigo, folha.vlr, r.data(22), pago));
    }
    seriado.push({ insPrcCodigo, nome: pessoa.nome, cidade, especial: deficiente || tempo || canhota, folha });
  });
  await insertMany(db, 'ins_processo', {
    insPrcCodigo: 'int', pssFscCodigo: 'int', prcSltCodigo: 'int', insPrcIncDtHora: 'timestamptz', insPrcUnica: 'bool', insDeferida: 'bool',
    insPrcCotista: 'bool', insPrcAfrodescendente: 'bool', insPrcDeficiente: 'bool', insPrcNcsTmpAdicional: 'bool', insPrcCrtCanhota: 'bool',
    insPrcSlcIsencao: 'bool', insPrcTreineiro: 'bool', insPrcTrmAceite: 'bool', insPrcSimulacao: 'bool', prcSltMncPrvCodigo: 'int',
    prcSltLngEstCodigo: 'int', prcSltTpEscCodigo: 'int', prcSltTpDvlCodigo: 'int', prcSltSerCodigo: 'int',
  }, ins);
  await insertMany(db, 'prc_slt_opcao', { insPrcCodigo: 'int', opcCodigo: 'int', prcSltOpcOrdem: 'int' }, opcs);
  await insertMany(db, 'seriado_candidato', { insPrcCodigo: 'int', opcCodigo: 'int', clsTpCota: 'text' }, cands);
  await insertMany(db, 'ins_prc_cnd_apoio', { insPrcCodigo: 'int', prcSltDfcCndApoioCodigo: 'int' }, apoios);
  await insertMany(db, 'ins_boleto', {
    insPrcCodigo: 'int', insBltNossoNumero: 'text', insBltValor: 'int', insBltDtVencimento: 'date', insBltLinhaDigitavel: 'text',
    insBltCodigoBarras: 'text', insBltSituacao: 'text', insBltPagoEm: 'timestamptz',
  }, boletos);

  // A sample also enrols in the regular vestibular (two options).
  const cv = cad.vestibular;
  const amostra = pessoas.bulk.filter((_, i) => i % 20 === 3);
  const idsV = await reserveIds(db, 'ins_processo', 'insPrcCodigo', amostra.length);
  const insV: Record<string, unknown>[] = [];
  const opcV: Record<string, unknown>[] = [];
  amostra.forEach((pessoa, i) => {
    const [a, b] = [rng.pick(op.vestibular), rng.pick(op.vestibular)];
    insV.push({ insPrcCodigo: idsV[i], pssFscCodigo: pessoa.pssFscCodigo, prcSltCodigo: p.vestibular, insPrcIncDtHora: new Date(r.now.getTime() - rng.int(60, 5 * 86_400) * 1000), insPrcUnica: true, insPrcTrmAceite: true, prcSltMncPrvCodigo: rng.pick([...cv.mncProva.values()]), prcSltLngEstCodigo: rng.pick(cv.lingua) });
    opcV.push({ insPrcCodigo: idsV[i], opcCodigo: a.opcCodigo, prcSltOpcOrdem: 1 });
    if (b.opcCodigo !== a.opcCodigo) opcV.push({ insPrcCodigo: idsV[i], opcCodigo: b.opcCodigo, prcSltOpcOrdem: 2 });
  });
  await insertMany(db, 'ins_processo', { insPrcCodigo: 'int', pssFscCodigo: 'int', prcSltCodigo: 'int', insPrcIncDtHora: 'timestamptz', insPrcUnica: 'bool', insPrcTrmAceite: 'bool', prcSltMncPrvCodigo: 'int', prcSltLngEstCodigo: 'int' }, insV);
  await insertMany(db, 'prc_slt_opcao', { insPrcCodigo: 'int', opcCodigo: 'int', prcSltOpcOrdem: 'int' }, opcV);
  log(`  ${ins.length + insV.length + 3} inscrições em ${Date.now() - t0} ms`);
  return { seriado, demo: { seriado: demoSeriado.insPrcCodigo, intencao: demoIntencao.insPrcCodigo, encerrado: demoEncerrado.insPrcCodigo } };
}
