import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  banco,
  instituicao,
  municipio,
  operacao,
  pais,
  prcSltFrmCampo,
  tblGrlItem,
  tipoConta,
  tipoInstituicao,
  tipoOpcao,
  uf,
} from '../schema/index.ts';

/** Municipalities of Paraná the demo uses (exam cities first). */
export const MUNICIPIOS_PR = [
  'Ponta Grossa', 'Telêmaco Borba', 'Castro', 'Jaguariaíva', 'São Mateus do Sul', 'Palmeira', 'Curitiba',
  'Guarapuava', 'Irati', 'Prudentópolis', 'Carambeí', 'Piraí do Sul', 'Tibagi', 'Arapoti', 'Reserva',
  'Ipiranga', 'Imbituva', 'Teixeira Soares', 'União da Vitória', 'Londrina', 'Maringá', 'Cascavel',
] as const;

export interface Referencias {
  /** mncCodigo by municipality name. */
  municipios: Map<string, number>;
  tipos: Record<'campus' | 'curso' | 'turno' | 'programa' | 'linha' | 'especializacao' | 'residencia' | 'cargo' | 'polo' | 'disciplina', number>;
  instituicoes: number[];
  tiposInstituicao: number[];
  /** prcSltFrmCmpCodigo by field wire name. */
  campos: Map<string, number>;
}

/** General table items by table code: [item code, description], in display order (tblGrlItmOrdem 1, 2, ...). */
const ITENS_GERAIS: Record<string, [string, string][]> = {
  MnsTipo: [['Mensagem', 'Mensagem'], ['Noticia', 'Notícia']],
  TpInsercao: [['RgsInterno', 'Inscrição neste sistema'], ['RgsExterno', 'Inscrição em sistema externo']],
  PrcSltTpCrn: [['1', 'Cronograma do processo'], ['2', 'Cronograma de devolução da taxa de inscrição'], ['3', 'Reexame']],
  PrjEspTpCrn: [['1', 'Inscrição'], ['10', 'Inscrição externa']],
  TpDocumento: [['CPF', 'CPF'], ['RG', 'RG'], ['PASSAPORTE', 'Passaporte']],
};

/** Country, states, municipalities and the general lookups (banks, institutions, general table items, option types, form fields). */
export async function seedReferencias(db: DbOrTx): Promise<Referencias> {
  const [br] = await db.insert(pais).values([{ psDescricao: 'Brasil', psSigla: 'BRA' }]).returning();
  await db.insert(pais).values([
    { psDescricao: 'Argentina', psSigla: 'ARG' },
    { psDescricao: 'Paraguai', psSigla: 'PRY' },
    { psDescricao: 'Portugal', psSigla: 'PRT' },
  ]);
  await db.insert(uf).values([
    { ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo },
    { ufCodigo: 'SC', ufDescricao: 'Santa Catarina', psCodigo: br.psCodigo },
    { ufCodigo: 'SP', ufDescricao: 'São Paulo', psCodigo: br.psCodigo },
  ]);
  const mncs = await db
    .insert(municipio)
    .values([
      ...MUNICIPIOS_PR.map((m) => ({ mncDescricao: m, ufCodigo: 'PR' })),
      { mncDescricao: 'Florianópolis', ufCodigo: 'SC' },
      { mncDescricao: 'Joinville', ufCodigo: 'SC' },
      { mncDescricao: 'São Paulo', ufCodigo: 'SP' },
      { mncDescricao: 'Campinas', ufCodigo: 'SP' },
    ])
    .returning();
  const municipios = new Map(mncs.map((m) => [m.mncDescricao, m.mncCodigo]));

  const tiposOpc = await db
    .insert(tipoOpcao)
    .values(['Campus', 'Curso', 'Turno', 'Programa', 'Linha de Pesquisa', 'Especialização', 'Residência', 'Cargo', 'Polo', 'Disciplina'].map((d) => ({ tpOpcDescricao: d })))
    .returning();
  const [campus, curso, turno, programa, linha, especializacao, residencia, cargo, polo, disciplina] = tiposOpc.map((t) => t.tpOpcCodigo);

  const ists = await db
    .insert(instituicao)
    .values([
      { istNome: 'Universidade Estadual de Ponta Grossa', istSigla: 'UEPG', mncCodigo: municipios.get('Ponta Grossa') },
      { istNome: 'Universidade Federal do Paraná', istSigla: 'UFPR', mncCodigo: municipios.get('Curitiba') },
      { istNome: 'Universidade Tecnológica Federal do Paraná', istSigla: 'UTFPR', mncCodigo: municipios.get('Ponta Grossa') },
      { istNome: 'Universidade Estadual do Centro-Oeste', istSigla: 'UNICENTRO', mncCodigo: municipios.get('Guarapuava') },
      { istNome: 'Universidade Estadual de Londrina', istSigla: 'UEL', mncCodigo: municipios.get('Londrina') },
      { istNome: 'Universidade Estadual de Maringá', istSigla: 'UEM', mncCodigo: municipios.get('Maringá') },
      { istNome: 'Pontifícia Universidade Católica do Paraná', istSigla: 'PUCPR', mncCodigo: municipios.get('Curitiba') },
      { istNome: 'Instituto Federal do Paraná', istSigla: 'IFPR', mncCodigo: municipios.get('Curitiba') },
      { istNome: 'Universidade de São Paulo', istSigla: 'USP', mncCodigo: municipios.get('São Paulo') },
      { istNome: 'Universidade Federal de Santa Catarina', istSigla: 'UFSC', mncCodigo: municipios.get('Florianópolis') },
    ])
    .returning();
  const tiposIst = await db
    .insert(tipoInstituicao)
    .values(['Pública federal', 'Pública estadual', 'Pública municipal', 'Privada', 'Comunitária ou filantrópica'].map((d) => ({ tpIstDescricao: d })))
    .returning();

  await db.insert(banco).values([
    { bncNumero: '001', bncDescricao: 'Banco do Brasil S.A.' },
    { bncNumero: '104', bncDescricao: 'Caixa Econômica Federal' },
    { bncNumero: '237', bncDescricao: 'Banco Bradesco S.A.' },
    { bncNumero: '341', bncDescricao: 'Itaú Unibanco S.A.' },
    { bncNumero: '033', bncDescricao: 'Banco Santander (Brasil) S.A.' },
    { bncNumero: '748', bncDescricao: 'Banco Cooperativo Sicredi S.A.' },
    { bncNumero: '756', bncDescricao: 'Banco Cooperativo do Brasil S.A. (Sicoob)' },
    { bncNumero: '260', bncDescricao: 'Nu Pagamentos S.A.' },
  ]);
  await db.insert(tipoConta).values(['Conta corrente', 'Conta poupança', 'Conta salário'].map((d) => ({ tpCntDescricao: d })));
  await db.insert(operacao).values([
    { oprNumero: '001', oprDescricao: 'Conta corrente de pessoa física' },
    { oprNumero: '013', oprDescricao: 'Poupança de pessoa física' },
    { oprNumero: '023', oprDescricao: 'Conta Caixa Fácil' },
    { oprNumero: '037', oprDescricao: 'Conta salário' },
  ]);

  await db.insert(tblGrlItem).values(
    Object.entries(ITENS_GERAIS).flatMap(([tblGrlCodigo, itens]) =>
      itens.map(([tblGrlItmCodigo, tblGrlItmDescricao], i) => ({ tblGrlCodigo, tblGrlItmCodigo, tblGrlItmDescricao, tblGrlItmOrdem: i + 1 })),
    ),
  );

  const campos = await db
    .insert(prcSltFrmCampo)
    .values([
      ['pssFscNmeCivil', 'Nome civil', 'dadosPessoais'],
      ['insPrcNmSocial', 'Nome social', 'dadosPessoais'],
      ['insPrcNIS', 'NIS (Número de Identificação Social)', 'complementares'],
      ['insPrcNmrEnem', 'Número de inscrição no ENEM', 'complementares'],
      ['insPrcTreineiro', 'Treineiro', 'complementares'],
      ['insPrcSlcIsencao', 'Solicitar isenção da taxa de inscrição', 'pagamento'],
      ['insPrcCotista', 'Concorrer pelo sistema de cotas', 'complementares'],
      ['insPrcDeficiente', 'Pessoa com deficiência', 'complementares'],
      ['prcSltMncPrvCodigo', 'Município de prova', 'localProva'],
      ['insPrcCrtCanhota', 'Necessita de carteira para canhoto', 'localProva'],
      ['insPrcNcsTmpAdicional', 'Necessita de tempo adicional', 'localProva'],
      ['insPrcAtnEspecializado', 'Necessita de atendimento especializado', 'localProva'],
      ['insPrcBncEspecial', 'Necessita de banca especial', 'localProva'],
      ['prcSltLngEstCodigo', 'Língua estrangeira', 'opcoes'],
      ['prcSltTpEscCodigo', 'Tipo de escolaridade', 'complementares'],
      ['prcSltTpDvlCodigo', 'Como ficou sabendo do processo seletivo', 'complementares'],
      ['insPrcTtlProjeto', 'Título do projeto', 'complementares'],
      ['insPrcRsmProjeto', 'Resumo do projeto', 'complementares'],
      ['insPrcIndAcademico', 'Índice de rendimento acadêmico', 'complementares'],
      ['insPrcVlrRenda', 'Renda familiar', 'complementares'],
      ['insPrcTrmAceite', 'Li e aceito os termos do edital', 'complementares'],
    ].map(([prcSltFrmCmpNome, prcSltFrmCmpDescricao, prcSltFrmCmpGrupo]) => ({ prcSltFrmCmpNome, prcSltFrmCmpDescricao, prcSltFrmCmpGrupo })))
    // The schema installs the catalogue (migration 0024): the same rows are updated in place and read back.
    .onConflictDoUpdate({ target: prcSltFrmCampo.prcSltFrmCmpNome, set: { prcSltFrmCmpGrupo: sql`excluded."prcSltFrmCmpGrupo"` } })
    .returning();

  return {
    municipios,
    tipos: { campus, curso, turno, programa, linha, especializacao, residencia, cargo, polo, disciplina },
    instituicoes: ists.map((i) => i.istCodigo),
    tiposInstituicao: tiposIst.map((t) => t.tpIstCodigo),
    campos: new Map(campos.map((c) => [c.prcSltFrmCmpNome, c.prcSltFrmCmpCodigo])),
  };
}
