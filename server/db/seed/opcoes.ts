import type { DbOrTx } from '../client.ts';
import { opcao } from '../schema/index.ts';
import type { Processos } from './processos.ts';
import type { Referencias } from './referencias.ts';

/** A node of an option tree to insert: children make it an inner node, none makes it final. */
export interface NoOpcao {
  d: string;
  tipo: number;
  /** Fee in centavos; null/undefined = 'Isento'. */
  vlr?: number | null;
  filhos?: NoOpcao[];
  ajuda?: string;
}

/** A final option with the descriptions of its ancestors (campus, course, ...). */
export interface Folha {
  opcCodigo: number;
  caminho: string[];
  vlr: number | null;
}

/** Inserts a tree level by level; returns its final options (leaves). */
export async function criarArvore(db: DbOrTx, prcSltCodigo: number, raizes: NoOpcao[], pagamento = { cartao: false, pix: true, boleto: true }): Promise<Folha[]> {
  const folhas: Folha[] = [];
  let nivel = raizes.map((n) => ({ n, pai: null as number | null, caminho: [] as string[] }));
  while (nivel.length) {
    const inseridos = await db
      .insert(opcao)
      .values(
        nivel.map(({ n, pai }) => ({
          prcSltCodigo,
          opcCdgPai: pai,
          tpOpcCodigo: n.tipo,
          opcDescricao: n.d,
          opcAjuda: n.ajuda ?? null,
          opcVlrInscricao: n.filhos?.length ? null : (n.vlr ?? null),
          opcOpcFinal: !n.filhos?.length,
          opcPgtCartao: pagamento.cartao,
          opcPgtPix: pagamento.pix,
          opcPgtBoleto: pagamento.boleto,
        })),
      )
      .returning({ id: opcao.opcCodigo });
    const proximo: typeof nivel = [];
    nivel.forEach(({ n, caminho }, i) => {
      const id = inseridos[i].id;
      if (n.filhos?.length) for (const f of n.filhos) proximo.push({ n: f, pai: id, caminho: [...caminho, n.d] });
      else folhas.push({ opcCodigo: id, caminho: [...caminho, n.d], vlr: n.vlr ?? null });
    });
    nivel = proximo;
  }
  return folhas;
}

/** Graduation courses by campus: [course, shifts, licentiate (exempt fee)]. */
const CURSOS: Record<string, [string, string[], boolean][]> = {
  'Campus Uvaranas': [
    ['Medicina', ['Integral'], false],
    ['Odontologia', ['Integral'], false],
    ['Enfermagem', ['Integral'], false],
    ['Farmácia', ['Integral'], false],
    ['Agronomia', ['Integral'], false],
    ['Engenharia Civil', ['Integral', 'Noturno'], false],
    ['Engenharia de Software', ['Integral'], false],
    ['Ciências Biológicas - Licenciatura', ['Matutino', 'Noturno'], true],
    ['Matemática - Licenciatura', ['Vespertino', 'Noturno'], true],
    ['Física - Licenciatura', ['Noturno'], true],
    ['Química - Bacharelado', ['Integral'], false],
    ['Zootecnia', ['Integral'], false],
    ['Educação Física - Bacharelado', ['Matutino'], false],
  ],
  'Campus Central': [
    ['Direito', ['Matutino', 'Noturno'], false],
    ['Administração', ['Noturno'], false],
    ['Ciências Contábeis', ['Noturno'], false],
    ['Jornalismo', ['Matutino'], false],
    ['História - Licenciatura', ['Noturno'], true],
    ['Letras Português/Inglês - Licenciatura', ['Vespertino', 'Noturno'], true],
    ['Geografia - Licenciatura', ['Noturno'], true],
    ['Pedagogia - Licenciatura', ['Matutino', 'Noturno'], true],
  ],
  'Campus Avançado de Telêmaco Borba': [
    ['Engenharia de Produção', ['Noturno'], false],
    ['Administração', ['Noturno'], false],
  ],
  'Campus Avançado de Castro': [
    ['Agronomia', ['Integral'], false],
    ['Pedagogia - Licenciatura', ['Noturno'], true],
  ],
};

function graduacao(ref: Referencias, taxa: number): NoOpcao[] {
  const t = ref.tipos;
  return Object.entries(CURSOS).map(([campus, cursos]) => ({
    d: campus,
    tipo: t.campus,
    filhos: cursos.map(([curso, turnos, licenciatura]) => ({
      d: curso,
      tipo: t.curso,
      filhos: turnos.map((turno) => ({ d: turno, tipo: t.turno, vlr: licenciatura ? null : taxa })),
    })),
  }));
}

export interface Opcoes {
  seriado: Folha[];
  vestibular: Folha[];
  chamamento: Folha[];
  intencao: Folha[];
  grupos: Folha[];
  fiscal: Folha[];
  encerrado: Folha[];
}

/** Option trees of the non-postgraduate processes (postgraduate ones are made with their listings). */
export async function seedOpcoes(db: DbOrTx, p: Processos, ref: Referencias): Promise<Opcoes> {
  const t = ref.tipos;
  const seriado = await criarArvore(db, p.seriado, graduacao(ref, 14_500));
  const vestibular = await criarArvore(db, p.vestibular, graduacao(ref, 18_000), { cartao: true, pix: true, boleto: true });
  await criarArvore(db, p.vestibularProximo, graduacao(ref, 18_000), { cartao: true, pix: true, boleto: true });
  const encerrado = await criarArvore(db, p.encerrado, graduacao(ref, 17_000));
  const polos = ['Ponta Grossa', 'Telêmaco Borba', 'Castro', 'Jaguariaíva', 'Palmeira', 'São Mateus do Sul'];
  const chamamento = await criarArvore(db, p.chamamento, [
    { d: 'Tutor Presencial', tipo: t.cargo, filhos: polos.map((d) => ({ d: `Polo ${d}`, tipo: t.polo })) },
    { d: 'Tutor a Distância', tipo: t.cargo, filhos: polos.slice(0, 3).map((d) => ({ d: `Polo ${d}`, tipo: t.polo })) },
  ]);
  await criarArvore(db, p.chamamentoProximo, [
    { d: 'Professor Formador I', tipo: t.cargo },
    { d: 'Professor Formador II', tipo: t.cargo },
  ]);
  const intencao = await criarArvore(db, p.intencao, [
    'Cálculo Diferencial e Integral I', 'Libras', 'Língua Inglesa Instrumental', 'Estatística Básica', 'Psicologia da Educação',
    'Filosofia da Ciência', 'Introdução à Programação',
  ].map((d) => ({ d, tipo: t.disciplina })));
  await criarArvore(db, p.intencaoProxima, ['Sociologia Geral', 'Química Geral'].map((d) => ({ d, tipo: t.disciplina })));
  const grupos = await criarArvore(db, p.grupos, [
    { d: 'Agente Universitário - Técnico Administrativo', tipo: t.cargo, vlr: 9_000 },
    { d: 'Agente Universitário - Técnico de Laboratório', tipo: t.cargo, vlr: 9_000 },
    { d: 'Agente Universitário - Operacional', tipo: t.cargo, vlr: 6_000 },
  ]);
  const fiscal = await criarArvore(db, p.fiscal, ['Fiscal de Sala', 'Fiscal de Corredor', 'Coordenador de Local'].map((d) => ({ d, tipo: t.cargo })));
  return { seriado, vestibular, chamamento, intencao, grupos, fiscal, encerrado };
}
