import type { DbOrTx } from '../client.ts';
import { prcSeletivo, prcSltCronograma } from '../schema/index.ts';
import type { Relogio } from './aleatorio.ts';
import type { Referencias } from './referencias.ts';

type NovoProcesso = typeof prcSeletivo.$inferInsert;

/** The processes every other part of the seed hangs data on (prcSltCodigo by role). */
export interface Processos {
  seriado: number;
  vestibular: number;
  vestibularProximo: number;
  encerrado: number;
  chamamento: number;
  chamamentoProximo: number;
  intencao: number;
  intencaoProxima: number;
  grupos: number;
  fiscal: number;
}

const URL_BASE = 'https://processos.exemplo.edu.br/editais';

/** Inserts one process: enrolment window [inicio, fim] in days from now, closing at 23:59. */
export async function criarProcesso(
  db: DbOrTx,
  r: Relogio,
  p: Omit<NovoProcesso, 'prcSltDtInicio' | 'prcSltDtFim'> & { inicio: number; fim: number },
): Promise<number> {
  const { inicio, fim, ...resto } = p;
  const [row] = await db
    .insert(prcSeletivo)
    .values({
      prcSltDtInicio: r.em(inicio, 8),
      prcSltDtFim: r.em(fim, 23, 59),
      prcSltDtFimEdicao: r.em(fim, 23, 59),
      prcSltDtFimReimpressao: r.em(fim + 1, 23, 59),
      ...resto,
    })
    .returning({ id: prcSeletivo.prcSltCodigo });
  return row.id;
}

/** One process of every kind, open, upcoming and closed, dated relative to now. */
export async function seedProcessos(db: DbOrTx, r: Relogio, ref: Referencias): Promise<Processos> {
  const pg = ref.municipios.get('Ponta Grossa');
  const pagamentos = { prcSltPgtBoleto: true, prcSltPgtPix: true, prcSltNmrConvenio: '2837461', prcSltNmrConvenioCartao: '90817' };

  const seriado = await criarProcesso(db, r, {
    prcSltDescricao: 'Processo Seletivo Seriado 2027 - PSS',
    prcSltTipo: 'SERIADO',
    inicio: -10,
    fim: 20,
    prcSltInsUnica: true,
    prcSltExbEnsalamento: true,
    prcSltEnsLembrete:
      'Lembre-se: leve documento oficial com foto e caneta esferográfica de tinta preta, fabricada em material transparente. Não será permitido o acesso após o fechamento dos portões.',
    prcSltNmrOpcoes: 1,
    ...pagamentos,
    prcSltOpcEditavel: true,
    prcSltDtFimIsencao: r.em(-2, 23, 59),
    prcSltDtEmsBoleto: r.em(21, 23, 59),
    prcSltDtVncBoleto: r.data(22),
    prcSltUrlInformacao: `${URL_BASE}/pss-2027`,
    prcSltMncSede: pg,
    prcSltExbAjuda: true,
    prcSltTxtInsFinal: 'Sua inscrição no PSS 2027 foi registrada. Acompanhe o ensalamento a partir da data prevista no cronograma.',
  });
  const vestibular = await criarProcesso(db, r, {
    prcSltDescricao: 'Vestibular de Verão 2027',
    prcSltTipo: 'VESTIBULAR',
    inicio: -5,
    fim: 25,
    prcSltInsUnica: true,
    prcSltNmrOpcoes: 2,
    ...pagamentos,
    prcSltPgtCartao: true,
    prcSltDtFimIsencao: r.em(3, 23, 59),
    prcSltDtEmsBoleto: r.em(26, 23, 59),
    prcSltDtVncBoleto: r.data(27),
    prcSltUrlInformacao: `${URL_BASE}/vestibular-verao-2027`,
    prcSltMncSede: pg,
  });
  const vestibularProximo = await criarProcesso(db, r, {
    prcSltDescricao: 'Vestibular de Inverno 2027',
    prcSltTipo: 'VESTIBULAR',
    inicio: 15,
    fim: 45,
    prcSltInsUnica: true,
    prcSltNmrOpcoes: 2,
    ...pagamentos,
    prcSltMncSede: pg,
  });
  const encerrado = await criarProcesso(db, r, {
    prcSltDescricao: 'Vestibular de Verão 2026',
    prcSltTipo: 'VESTIBULAR',
    inicio: -400,
    fim: -370,
    prcSltInsUnica: true,
    prcSltExbResultado: true,
    ...pagamentos,
    prcSltDtVncBoleto: r.data(-368),
    prcSltMncSede: pg,
  });
  const chamamento = await criarProcesso(db, r, {
    prcSltDescricao: 'Chamamento Público nº 12/2026 - Tutores para Educação a Distância',
    prcSltTipo: 'CHAMAMENTO',
    inicio: -3,
    fim: 12,
    prcSltEnvArquivo: true,
    prcSltCndPersonalizadas: 'Possuir graduação concluída e experiência mínima de um ano no magistério.',
  });
  const chamamentoProximo = await criarProcesso(db, r, {
    prcSltDescricao: 'Chamamento Público nº 13/2026 - Professores Formadores',
    prcSltTipo: 'CHAMAMENTO',
    inicio: 7,
    fim: 21,
  });
  const intencao = await criarProcesso(db, r, {
    prcSltDescricao: 'Intenção de Matrícula em Disciplinas Isoladas - 2027/1',
    prcSltTipo: 'INTENCAO',
    inicio: -2,
    fim: 10,
    prcSltNmrOpcoes: 3,
  });
  const intencaoProxima = await criarProcesso(db, r, {
    prcSltDescricao: 'Intenção de Matrícula - Aluno Especial de Graduação 2027/1',
    prcSltTipo: 'INTENCAO',
    inicio: 10,
    fim: 20,
  });
  const grupos = await criarProcesso(db, r, {
    prcSltDescricao: 'Processo Seletivo Simplificado - Agentes Universitários 2027',
    prcSltTipo: 'CHAMAMENTO',
    inicio: -1,
    fim: 14,
    prcSltTemGrupos: true,
    ...pagamentos,
    prcSltDtVncBoleto: r.data(15),
  });
  const fiscal = await criarProcesso(db, r, {
    prcSltDescricao: 'Seleção de Fiscais de Prova - PSS 2027',
    prcSltTipo: 'FISCAL',
    inicio: -5,
    fim: 15,
    prcSltInsUnica: true,
    prcSltTxtInsFinal: 'A convocação dos fiscais será divulgada por mensagem neste sistema.',
  });

  await db.insert(prcSltCronograma).values(
    [
      ['1', 'Período de inscrições', -10, 20],
      ['1', 'Solicitação de isenção da taxa de inscrição', -10, -2],
      ['1', 'Divulgação do ensalamento', 30, 30],
      ['1', 'Aplicação das provas', 45, 46],
      ['1', 'Divulgação do resultado', 75, 75],
      ['2', 'Solicitação de devolução da taxa de inscrição', 80, 95],
      ['2', 'Pagamento das devoluções deferidas', 110, 120],
      ['3', 'Pedido de reexame das notas', 76, 78],
      ['1', 'Resultado dos reexames', 85, 85],
    ].map(([codigo, descricao, ini, fim], i) => ({
      prcSltCodigo: seriado,
      tblGrlItmCdgPrcSltTpCrn: codigo as string,
      prcSltCrnDescricao: descricao as string,
      prcSltCrnDtInicio: r.em(ini as number, 8),
      prcSltCrnDtFim: r.em(fim as number, 23, 59),
      prcSltCrnOrdem: i + 1,
    })),
  );

  return { seriado, vestibular, vestibularProximo, encerrado, chamamento, chamamentoProximo, intencao, intencaoProxima, grupos, fiscal };
}
