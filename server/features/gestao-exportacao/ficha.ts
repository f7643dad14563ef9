/**
 * The candidate's enrolment as a PDF for the file (issue 21, item 7): the person, everything the enrolment holds
 * (options in order, exam municipality, state, payment), and — for the roles that see them — the health, race and
 * income answers; for the others a line says they are restricted. Multi-page (server/lib/pdf-texto.ts).
 */
import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { campoSensivel } from '../../../src/domain/dados-sensiveis.ts';
import { formatCpf } from '../../../src/domain/cpf.ts';
import { formatBrDateTime, isoToBrDate } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import { PAYMENT_STATE_LABEL, type PaymentState } from '../../../src/domain/pagamento-situacao.ts';
import type { DbOrTx } from '../../db/client.ts';
import { situacaoPagamentoSql } from '../../entities/pagamento/situacao-pagamento.ts';
import { nomeDaOpcaoSql } from '../../entities/opcao/opcao-nome.ts';
import { A4, latin1, Writer } from '../../lib/pdf-texto.ts';

type Linha = Record<string, unknown>;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface FichaFatos {
  ins: Linha;
  pessoa: Linha;
  processo: string;
  opcoes: string[];
  municipioProva: string | null;
  lingua: string | null;
  pagamento: PaymentState;
  taxa: number | null;
  condicoesApoio: string[];
}

/** Everything the sheet prints about one enrolment; null when it does not exist. */
export async function fatosDaFicha(db: DbOrTx, insPrcCodigo: number, hoje: string): Promise<FichaFatos | null> {
  const [ins] = rowsOf<Linha>(await db.execute(sql`SELECT * FROM ins_processo WHERE "insPrcCodigo" = ${insPrcCodigo}`));
  if (!ins) return null;
  const i = sql.raw('i');
  const [extra] = rowsOf<Linha>(
    await db.execute(sql`
      SELECT coalesce(nullif(p."prcSltTtlAlternativo", ''), p."prcSltDescricao") AS processo,
             (SELECT m."mncDescricao" || ' (' || m."ufCodigo" || ')' FROM prc_slt_mnc_prova mp JOIN municipio m ON m."mncCodigo" = mp."mncCodigo" WHERE mp."prcSltMncPrvCodigo" = i."prcSltMncPrvCodigo") AS "municipioProva",
             (SELECT l."prcSltLngEstDescricao" FROM prc_slt_lng_estrangeira l WHERE l."prcSltLngEstCodigo" = i."prcSltLngEstCodigo") AS lingua,
             (SELECT max(o."opcVlrInscricao") FROM prc_slt_opcao so JOIN opcao o ON o."opcCodigo" = so."opcCodigo" WHERE so."insPrcCodigo" = i."insPrcCodigo") AS taxa,
             ${situacaoPagamentoSql(i, hoje)} AS pagamento
        FROM ins_processo i JOIN prc_seletivo p ON p."prcSltCodigo" = i."prcSltCodigo"
       WHERE i."insPrcCodigo" = ${insPrcCodigo}`),
  );
  const [pessoa] = rowsOf<Linha>(
    await db.execute(sql`
      SELECT p.*, (SELECT m."mncDescricao" || ' (' || m."ufCodigo" || ')' FROM municipio m WHERE m."mncCodigo" = p."mncCodigo") AS municipio
        FROM pss_fisica p WHERE p."pssFscCodigo" = ${ins.pssFscCodigo as number}`),
  );
  const opcoes = rowsOf<{ d: string }>(
    await db.execute(sql`SELECT ${nomeDaOpcaoSql(sql`so."opcCodigo"`)} AS d FROM prc_slt_opcao so WHERE so."insPrcCodigo" = ${insPrcCodigo} ORDER BY so."prcSltOpcOrdem"`),
  ).map((r) => r.d);
  const condicoesApoio = rowsOf<{ d: string }>(
    await db.execute(sql`
      SELECT a."prcSltDfcCndApoioDescricao" || coalesce(': ' || c."insPrcCndApoioDetalhe", '') AS d
        FROM ins_prc_cnd_apoio c JOIN prc_slt_dfc_cnd_apoio a ON a."prcSltDfcCndApoioCodigo" = c."prcSltDfcCndApoioCodigo"
       WHERE c."insPrcCodigo" = ${insPrcCodigo} ORDER BY 1`),
  ).map((r) => r.d);
  return {
    ins,
    pessoa,
    processo: String(extra.processo),
    opcoes,
    municipioProva: (extra.municipioProva as string | null) ?? null,
    lingua: (extra.lingua as string | null) ?? null,
    pagamento: extra.pagamento as PaymentState,
    taxa: extra.taxa === null ? null : Number(extra.taxa),
    condicoesApoio,
  };
}

const simNao = (v: unknown) => (v ? 'Sim' : 'Não');
const data = (v: unknown) => (v ? isoToBrDate(String(v).slice(0, 10)) : '');
const instante = (v: unknown) => (v ? formatBrDateTime(v instanceof Date ? v : new Date(String(v))) : '');
const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The answers to the enrolment's sensitive questions, labelled (health and disability, race, income). */
function sensiveis(f: FichaFatos): [string, string][] {
  const i = f.ins;
  const renda = i.insPrcVlrRenda;
  return [
    ['Cotista', simNao(i.insPrcCotista)],
    ['Autodeclarado(a) negro(a)', simNao(i.insPrcAfrodescendente)],
    ['Indígena', simNao(i.insPrcIndigena)],
    ['Cor ou raça', texto(f.pessoa.pssFscCorRaca)],
    ['Pessoa com deficiência', simNao(i.insPrcDeficiente)],
    ['Aparelho auditivo / surdez', simNao(i.insPrcAprSurdez)],
    ['Tempo adicional', simNao(i.insPrcNcsTmpAdicional)],
    ['Banca especial', i.insPrcBncEspecial ? `Sim — ${texto(i.insPrcBncEspJustificativa)}` : 'Não'],
    ['Atendimento especializado', i.insPrcAtnEspecializado ? `Sim — ${texto(i.insPrcAtnEspJustificativa)}` : 'Não'],
    ['Condições de apoio pedidas', f.condicoesApoio.join('; ')],
    ['Cartão SUS', texto(i.insPrcCrtSUS)],
    ['NIS', texto(i.insPrcNIS)],
    ['Renda familiar', renda === null || renda === undefined ? '' : `R$ ${(Number(renda) / 100).toFixed(2).replace('.', ',')}`],
  ];
}

/** The other answers a form may ask, by their label; printed only when given. */
const OUTROS: [string, string][] = [
  ['insPrcNmrEnem', 'Número de inscrição no ENEM'],
  ['insPrcOpcSisuVestibular', 'Resultado usado (SISU ou vestibular)'],
  ['insPrcAnoSisuVestibular', 'Ano do resultado'],
  ['insPrcPisPasep', 'PIS/PASEP'],
  ['insPrcCNPJ', 'CNPJ'],
  ['insPrcCGM', 'CGM'],
  ['insPrcEscPrnEmail', 'E-mail da escola'],
  ['insPrcCPFResponsavel', 'CPF do responsável'],
  ['insPrcGrdCurso', 'Graduação: curso'],
  ['insPrcGrdInstituicao', 'Graduação: instituição'],
  ['insPrcGrdAnoConclusao', 'Graduação: ano de conclusão'],
  ['insPrcMstCurso', 'Mestrado: curso'],
  ['insPrcMstInstituicao', 'Mestrado: instituição'],
  ['insPrcEspCurso', 'Especialização: curso'],
  ['insPrcEspInstituicao', 'Especialização: instituição'],
  ['insPrcDtrCurso', 'Doutorado: curso'],
  ['insPrcDtrInstituicao', 'Doutorado: instituição'],
  ['insPrcTtlProjeto', 'Título do projeto'],
  ['insPrcRsmProjeto', 'Resumo do projeto'],
  ['insPrcIndAcademico', 'Índice acadêmico'],
  ['insPrcQtdDiscentes', 'Quantidade de discentes'],
  ['insPrcQtdDocentes', 'Quantidade de docentes'],
  ['insPrcObservacao', 'Observação'],
];

function situacao(i: Linha): string {
  if (i.insCancelada) return 'Cancelada';
  if (i.insDeferida) return 'Deferida';
  if (i.insIndeferida) return `Indeferida — ${texto(i.insPrcMotivoIndeferimento)}`;
  return 'Aguardando análise';
}

/** The sheet; `comSensiveis` only for the roles that may see those answers. */
export async function fichaPdf(f: FichaFatos, o: { comSensiveis: boolean; emitidoEm: Date; emitidoPor: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const i = f.ins;
  const p = f.pessoa;
  doc.setTitle(latin1(`Ficha de inscrição nº ${i.insPrcCodigo}`));
  doc.setSubject(latin1(f.processo));
  doc.setProducer('Processos Seletivos');
  doc.setCreator('Processos Seletivos');
  doc.setCreationDate(o.emitidoEm);
  doc.setModificationDate(o.emitidoEm);
  const w = new Writer(doc.addPage(A4), await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), () => doc.addPage(A4));
  const campo = (rotulo: string, valor: string) => valor.trim() && w.field(rotulo, valor);

  w.text('PROCESSOS SELETIVOS — GESTÃO', { size: 9, gap: 2 });
  w.text(`Ficha de inscrição nº ${i.insPrcCodigo}`, { size: 18, bold: true, gap: 2 });
  w.text(f.processo, { size: 12, gap: 4 });
  w.rule();
  w.text('Candidato(a)', { size: 13, bold: true, gap: 4 });
  campo('Nome', texto(p.pssFscNome));
  campo('Nome social', texto(i.insPrcNmSocial));
  campo('CPF', p.pssFscCPF ? formatCpf(String(p.pssFscCPF)) : '');
  campo('Passaporte', texto(p.pssFscPassaporte));
  campo('Data de nascimento', data(p.pssFscDtNascimento));
  campo('E-mail', texto(p.pssFscEmail));
  campo('Telefones', [p.pssFscCelular, p.pssFscTelefone].filter(Boolean).join(' / '));
  campo('Endereço', [p.pssFscLogradouro, p.pssFscNumero, p.pssFscComplemento, p.pssFscBairro, p.municipio, p.pssFscCep].filter(Boolean).join(', '));
  w.rule();
  w.text('Inscrição', { size: 13, bold: true, gap: 4 });
  campo('Data e hora da inscrição (horário de Brasília)', instante(i.insPrcIncDtHora));
  campo('Última alteração (horário de Brasília)', instante(i.insPrcAtualizadoEm));
  campo('Situação', situacao(i));
  if (f.opcoes.length) {
    w.text('Opções', { size: 8.5 });
    f.opcoes.forEach((op, k) => w.text(`${k + 1}ª opção: ${op}`, { size: 11, bold: true }));
    w.y -= 5;
  }
  campo('Município de prova', f.municipioProva ?? '');
  campo('Língua estrangeira', f.lingua ?? '');
  campo('Treineiro', simNao(i.insPrcTreineiro));
  campo('Taxa', feeText(f.taxa));
  campo('Pediu isenção da taxa', simNao(i.insPrcSlcIsencao));
  campo('Situação do pagamento', PAYMENT_STATE_LABEL[f.pagamento] ?? f.pagamento);
  for (const [coluna, rotulo] of OUTROS) if (!campoSensivel(coluna)) campo(rotulo, texto(i[coluna]));
  w.rule();
  w.text('Saúde, raça e renda', { size: 13, bold: true, gap: 4 });
  if (o.comSensiveis) for (const [rotulo, valor] of sensiveis(f)) campo(rotulo, valor);
  else w.text('Dados restritos ao Gestor do processo e ao Administrador (dados pessoais sensíveis, LGPD).', { size: 10, gap: 4 });
  w.rule();
  w.text(`Emitida em ${formatBrDateTime(o.emitidoEm)} (horário de Brasília) por ${o.emitidoPor}, pela gestão dos processos seletivos.`, { size: 8 });
  return doc.save({ useObjectStreams: false });
}
