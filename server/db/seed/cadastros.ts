import type { DbOrTx } from '../client.ts';
import { LOOKUPS, type LookupName } from '../listas-do-processo.ts';
import { prcSltCnfFormulario, prcSltCnfFrmVinculo, prcSltMncProva } from '../schema/index.ts';
import type { Processos } from './processos.ts';
import type { Referencias } from './referencias.ts';

/** Exam cities of the vestibulares, in order of size. */
export const CIDADES_PROVA = ['Ponta Grossa', 'Telêmaco Borba', 'Castro', 'Jaguariaíva', 'São Mateus do Sul'] as const;

/** Lookup codes of one process the enrolments pick from. */
export interface Cadastros {
  /** prcSltMncPrvCodigo by city name. */
  mncProva: Map<string, number>;
  divulgacao: number[];
  lingua: number[];
  escolaridade: number[];
  serie: number[];
  condicoesApoio: number[];
  setor: number[];
  modalidade: number[];
}

/**
 * Inserts the items of one list of a process, in order (`mais`: an item's other columns), and returns their
 * codes. A list's columns are named after their keys (schema/cadastros.ts, tabelaDoProcesso), so the
 * description column's name is its key.
 */
async function inserirItens(
  db: DbOrTx,
  lista: Exclude<LookupName, 'prcSltMncPrvCodigo'>,
  prcSltCodigo: number,
  descricoes: readonly string[],
  mais: (descricao: string) => object = () => ({}),
): Promise<number[]> {
  const [tabela, codigo, , descricao] = LOOKUPS[lista];
  const inseridos = await db.insert(tabela).values(descricoes.map((d) => ({ prcSltCodigo, [descricao.name]: d, ...mais(d) }))).returning({ id: codigo });
  return inseridos.map((r) => r.id);
}

/** The enrolment-form lookups of one process. */
async function cadastrosDoProcesso(db: DbOrTx, prcSltCodigo: number, ref: Referencias, cidades: readonly string[], completo: boolean): Promise<Cadastros> {
  const mncs = await db
    .insert(prcSltMncProva)
    .values(cidades.map((c) => ({ prcSltCodigo, mncCodigo: ref.municipios.get(c)! })))
    .returning();
  const porMnc = new Map(mncs.map((m) => [m.mncCodigo, m.prcSltMncPrvCodigo]));
  const divulgacao = await inserirItens(db, 'prcSltTpDvlCodigo', prcSltCodigo, ['Internet', 'Redes sociais', 'Escola', 'Rádio', 'Televisão', 'Amigos ou familiares', 'Cartazes e folders']);
  const lingua = completo ? await inserirItens(db, 'prcSltLngEstCodigo', prcSltCodigo, ['Inglês', 'Espanhol', 'Francês']) : [];
  const escolaridade = completo
    ? await inserirItens(db, 'prcSltTpEscCodigo', prcSltCodigo, [
        'Todo o ensino médio em escola pública',
        'Todo o ensino médio em escola particular',
        'Maior parte em escola pública',
        'Maior parte em escola particular',
        'Ensino médio no exterior',
      ])
    : [];
  const condicoesApoio = completo
    ? await inserirItens(
        db,
        'prcSltDfcCndApoioCodigo',
        prcSltCodigo,
        ['Prova ampliada (fonte 24)', 'Ledor', 'Transcritor', 'Intérprete de Libras', 'Sala de fácil acesso', 'Mesa para cadeira de rodas', 'Outra (especificar)'],
        (d) => ({ prcSltDfcCndApoioDetalhar: d === 'Outra (especificar)' }), // the candidate says which
      )
    : [];
  return {
    mncProva: new Map(cidades.map((c) => [c, porMnc.get(ref.municipios.get(c)!)!])),
    divulgacao,
    lingua,
    escolaridade,
    serie: [],
    condicoesApoio,
    setor: [],
    modalidade: [],
  };
}

/** Lookups and form configuration of the processes with enrolment forms. */
export async function seedCadastros(db: DbOrTx, p: Processos, ref: Referencias): Promise<{ seriado: Cadastros; vestibular: Cadastros; chamamento: Cadastros }> {
  const seriado = await cadastrosDoProcesso(db, p.seriado, ref, CIDADES_PROVA, true);
  seriado.serie = await inserirItens(db, 'prcSltSerCodigo', p.seriado, ['1ª série do ensino médio', '2ª série do ensino médio', '3ª série do ensino médio']);
  const vestibular = await cadastrosDoProcesso(db, p.vestibular, ref, CIDADES_PROVA.slice(0, 3), true);
  await cadastrosDoProcesso(db, p.vestibularProximo, ref, CIDADES_PROVA.slice(0, 3), true);
  await cadastrosDoProcesso(db, p.encerrado, ref, CIDADES_PROVA.slice(0, 2), true);
  const chamamento = await cadastrosDoProcesso(db, p.chamamento, ref, ['Ponta Grossa'], false);
  chamamento.setor = await inserirItens(db, 'prcSltStrCodigo', p.chamamento, ['Núcleo de Tecnologia Educacional', 'Coordenação de Polos', 'Secretaria Acadêmica EaD']);
  chamamento.modalidade = await inserirItens(db, 'prcSltMdlCodigo', p.chamamento, ['Presencial', 'A distância']);
  await inserirItens(db, 'prcSltStrCodigo', p.grupos, ['Pró-Reitoria de Graduação', 'Biblioteca Central', 'Hospital Universitário']);
  await inserirItens(db, 'prcSltArCnhCodigo', p.intencao, ['Ciências Exatas e da Terra', 'Ciências Humanas', 'Linguística, Letras e Artes']);

  // Form configuration: the vestibulares show and require different fields.
  const campo = (nome: string) => ref.campos.get(nome)!;
  const cnf = (prcSltCodigo: number, nome: string, o: Partial<typeof prcSltCnfFormulario.$inferInsert> = {}) => ({ prcSltCodigo, prcSltFrmCmpCodigo: campo(nome), ...o });
  await db.insert(prcSltCnfFormulario).values([
    cnf(p.seriado, 'insPrcNmSocial', { prcSltCnfFrmAjuda: 'Preencha apenas se desejar ser tratado(a) pelo nome social.' }),
    cnf(p.seriado, 'insPrcTreineiro', { prcSltCnfFrmAjuda: 'Treineiros concorrem apenas para fins de experiência, sem direito a vaga.' }),
    cnf(p.seriado, 'insPrcSlcIsencao', { prcSltCnfFrmNomeAlternativo: 'Solicitar isenção (candidatos de baixa renda)' }),
    cnf(p.seriado, 'insPrcNIS', { prcSltCnfFrmAjuda: 'Obrigatório para quem solicita isenção pelo CadÚnico.', prcSltCnfFrmAjudaOculta: true }),
    cnf(p.seriado, 'insPrcCotista'),
    cnf(p.seriado, 'insPrcDeficiente'),
    cnf(p.seriado, 'insPrcCrtCanhota'),
    cnf(p.seriado, 'insPrcNcsTmpAdicional'),
    cnf(p.seriado, 'insPrcAtnEspecializado'),
    cnf(p.seriado, 'prcSltLngEstCodigo', { prcSltCnfFrmObrigatorio: true }),
    cnf(p.seriado, 'prcSltTpEscCodigo', { prcSltCnfFrmObrigatorio: true }),
    cnf(p.seriado, 'prcSltTpDvlCodigo'),
    cnf(p.seriado, 'insPrcTrmAceite', { prcSltCnfFrmObrigatorio: true }),
    cnf(p.seriado, 'insPrcNmrEnem', { prcSltCnfFrmExibir: false }),
    cnf(p.vestibular, 'insPrcNmrEnem', { prcSltCnfFrmNomeAlternativo: 'Inscrição no ENEM (para aproveitamento da nota)' }),
    cnf(p.vestibular, 'insPrcSlcIsencao'),
    cnf(p.vestibular, 'insPrcCotista'),
    cnf(p.vestibular, 'prcSltLngEstCodigo', { prcSltCnfFrmObrigatorio: true }),
    cnf(p.vestibular, 'insPrcTrmAceite', { prcSltCnfFrmObrigatorio: true }),
    cnf(p.chamamento, 'insPrcTtlProjeto', { prcSltCnfFrmNomeAlternativo: 'Título do plano de trabalho', prcSltCnfFrmObrigatorio: true }),
    cnf(p.chamamento, 'insPrcRsmProjeto', { prcSltCnfFrmNomeAlternativo: 'Resumo do plano de trabalho' }),
    cnf(p.chamamento, 'insPrcTrmAceite', { prcSltCnfFrmObrigatorio: true }),
    // asked so that the supporting documents' demo (a medical report for who declares a disability) shows
    cnf(p.chamamento, 'insPrcDeficiente'),
  ]);
  await db.insert(prcSltCnfFrmVinculo).values([
    { prcSltCodigo: p.seriado, prcSltFrmCmpCodigo: campo('pssFscNmeCivil'), prcSltCnfFrmVncTipo: 'INTERNO', prcSltCnfFrmVncExibir: true, prcSltCnfFrmVncAjuda: 'Dados de servidores e alunos são alterados pelo setor de recursos humanos ou pela secretaria acadêmica.' },
  ]);
  return { seriado, vestibular, chamamento };
}
