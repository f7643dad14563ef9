/**
 * Everything the product holds about one person (LGPD art. 18, II: "Baixar meus dados"), read for the person
 * themself. The tables are found in the database's own catalogue — every table with a "pssFscCodigo" or an
 * "insPrcCodigo" column — so a table added later is exported without anyone remembering to add it here; only
 * secrets (password and token hashes, session keys), stored files' bytes, and what the university has not yet
 * released to the candidate (scores and rankings before publication, seating before release, messages scheduled
 * for later) stay out, each for the reason written below.
 */
import { sql, type SQL } from 'drizzle-orm';
import { campoSensivel } from '../../src/domain/dados-sensiveis.ts';
import type { DbOrTx } from '../db/client.ts';

type Linha = Record<string, unknown>;

/** Tables with a pssFscCodigo that is not the person as the subject, or that hold only secrets. */
const FORA_POR_PESSOA: Record<string, string> = {
  pss_fisica: 'exportada à parte',
  conta: 'exportada à parte, sem a senha',
  ins_processo: 'exportada à parte',
  mns_destinatario: 'exportada à parte, com o texto das mensagens',
  acesso: 'exportada à parte',
  confirmacao_email: 'exportada à parte',
  sessao: 'exportada à parte, sem as chaves de sessão',
  chave_idempotencia: 'cópias técnicas de respostas, apagadas em horas',
  mensagem: 'mensagens enviadas pela pessoa como equipe',
  mns_envio: 'envios feitos pela pessoa como equipe',
  res_publicacao: 'publicações feitas pela pessoa como equipe',
  chm_chamada: 'chamadas feitas pela pessoa como equipe',
  cls_calculo: 'cálculos feitos pela pessoa como equipe',
};
/** Tables with an insPrcCodigo whose rows the candidate sees only once the university publishes them. */
const FORA_POR_INSCRICAO: Record<string, string> = {
  ins_processo: 'exportada à parte',
  prc_slt_opcao: 'exportada à parte, com as opções',
  ins_prc_trm_aceite: 'exportada à parte',
  ins_prc_prv_sala: 'exportada à parte, depois da liberação do ensalamento',
  cls_nota: 'exportada à parte em resultados, depois da publicação do resultado',
  cls_inscricao: 'classificação antes da publicação do resultado',
  cls_lista: 'exportada à parte em resultados, das classificações publicadas',
  chm_convocado: 'exportada à parte em resultados',
};
const SEGREDO = /senha|token|hash$/i;

/** A row as it can be shown: dates as ISO text, secrets left out, a stored file named by its size. */
function legivel(row: Linha): Linha {
  const out: Linha = {};
  for (const [k, v] of Object.entries(row)) {
    if (SEGREDO.test(k)) continue;
    if (v instanceof Date) out[k] = v.toISOString();
    else if (v instanceof Uint8Array) out[k] = `[arquivo de ${v.byteLength} bytes]`;
    else out[k] = v;
  }
  return out;
}

async function linhas(db: DbOrTx, q: SQL): Promise<Linha[]> {
  const r = (await db.execute(q)) as unknown as { rows: Linha[] };
  return r.rows.map(legivel);
}

async function tabelasCom(db: DbOrTx, coluna: string): Promise<string[]> {
  const r = (await db.execute(sql`SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = ${coluna} ORDER BY table_name`)) as unknown as { rows: { table_name: string }[] };
  return r.rows.map((x) => x.table_name);
}

export interface MeusDados {
  geradoEm: string;
  aviso: string;
  /** The sensitive fields (LGPD art. 5, II) this export carries, named so the person knows which they are. */
  dadosSensiveis: string[];
  pessoa: Linha | null;
  conta: Linha | null;
  emails: Linha[];
  inscricoes: (Linha & { opcoes: Linha[]; aceitesDeTermos: Linha[]; ensalamento: Linha[] })[];
  /** What published results say of the person: scores, places in each published list, calls. */
  resultados: { notas: Linha[]; classificacoes: Linha[]; convocacoes: Linha[] };
  mensagens: Linha[];
  acessos: Linha[];
  /** Every other table that holds rows about the person or their enrolments, by table name. */
  outrosRegistros: Record<string, Linha[]>;
  naoIncluido: Record<string, string>;
}

export async function coletarMeusDados(db: DbOrTx, pssFscCodigo: number, agora: Date): Promise<MeusDados> {
  const [pessoa] = await linhas(db, sql`SELECT * FROM pss_fisica WHERE "pssFscCodigo" = ${pssFscCodigo}`);
  const [conta] = await linhas(db, sql`SELECT "contaCodigo", login, "loginTipo", "criadaEm", "senhaAlteradaEm", "superUsuario" FROM conta WHERE "pssFscCodigo" = ${pssFscCodigo}`);
  const emails = await linhas(db, sql`SELECT email, "criadoEm", "confirmadoEm" FROM confirmacao_email WHERE "pssFscCodigo" = ${pssFscCodigo} ORDER BY "criadoEm"`);
  const inscricoes = await linhas(db, sql`SELECT p."prcSltDescricao", i.* FROM ins_processo i JOIN prc_seletivo p ON p."prcSltCodigo" = i."prcSltCodigo" WHERE i."pssFscCodigo" = ${pssFscCodigo} ORDER BY i."insPrcIncDtHora"`);
  const ids = inscricoes.map((i) => Number(i.insPrcCodigo));
  const idsSql = sql`ARRAY[${sql.join(ids.length ? ids.map((i) => sql`${i}`) : [sql`NULL`], sql`, `)}]::int[]`;
  const opcoes = await linhas(db, sql`SELECT s."insPrcCodigo", s."prcSltOpcOrdem", s."opcCodigo", o."opcDescricao" FROM prc_slt_opcao s LEFT JOIN opcao o ON o."opcCodigo" = s."opcCodigo" WHERE s."insPrcCodigo" = ANY(${idsSql}) ORDER BY s."insPrcCodigo", s."prcSltOpcOrdem"`);
  const aceites = await linhas(db, sql`SELECT "insPrcCodigo", versao, texto, "aceitoEm", "retiradoEm" FROM ins_prc_trm_aceite WHERE "insPrcCodigo" = ANY(${idsSql}) ORDER BY "aceitoEm"`);
  const salas = await linhas(db, sql`SELECT a."insPrcCodigo", a."insPrcPrvSlNmrCarteira", s."prcSltPrvSlNumero", s."prcSltPrvSlBloco", l."prcSltLclPrvDescricao", l."prcSltLclPrvLogradouro", l."prcSltLclPrvBairro"
      FROM ins_prc_prv_sala a JOIN ins_processo i ON i."insPrcCodigo" = a."insPrcCodigo" JOIN prc_seletivo p ON p."prcSltCodigo" = i."prcSltCodigo"
      JOIN prc_slt_prv_sala s ON s."prcSltPrvSlCodigo" = a."prcSltPrvSlCodigo" JOIN prc_slt_lcl_prova l ON l."prcSltLclPrvCodigo" = s."prcSltLclPrvCodigo"
     WHERE a."insPrcCodigo" = ANY(${idsSql}) AND p."prcSltExbEnsalamento"`);
  const mensagens = await linhas(db, sql`SELECT d."mnsDstCodigo", m."mnsAssunto", m."mnsTexto", d."mnsDtaAgendamento", d."mnsDstDtaLeitura" FROM mns_destinatario d JOIN mensagem m ON m."mnsCodigo" = d."mnsCodigo"
     WHERE d."pssFscCodigo" = ${pssFscCodigo} AND d."mnsDtaAgendamento" <= ${agora} ORDER BY d."mnsDtaAgendamento" DESC`);
  const resultados = await resultadosPublicados(db, idsSql);
  const acessos = await linhas(db, sql`SELECT em, origem, resultado FROM acesso WHERE "pssFscCodigo" = ${pssFscCodigo} ORDER BY em DESC`);

  const outrosRegistros: Record<string, Linha[]> = {};
  for (const t of await tabelasCom(db, 'pssFscCodigo')) {
    if (t in FORA_POR_PESSOA) continue;
    const rows = await linhas(db, sql`SELECT * FROM ${sql.identifier(t)} WHERE "pssFscCodigo" = ${pssFscCodigo}`);
    if (rows.length) outrosRegistros[t] = rows;
  }
  if (ids.length) {
    for (const t of await tabelasCom(db, 'insPrcCodigo')) {
      if (t in FORA_POR_INSCRICAO) continue;
      const rows = await linhas(db, sql`SELECT * FROM ${sql.identifier(t)} WHERE "insPrcCodigo" = ANY(${idsSql})`);
      if (rows.length) outrosRegistros[t] = [...(outrosRegistros[t] ?? []), ...rows];
    }
  }
  const auditoria = await linhas(db, sql`SELECT em, acao, entidade, chave, origem, justificativa FROM auditoria WHERE "titularPssFscCodigo" = ${pssFscCodigo} ORDER BY em`);
  if (auditoria.length) outrosRegistros.auditoria = auditoria;
  // The account's open sessions and password-recovery requests: when and from where, never their keys.
  const sessoes = await linhas(db, sql`SELECT s."criadaEm", s."ultimoUso", s."expiraEm" FROM sessao s JOIN conta c ON c."contaCodigo" = s."contaCodigo" WHERE c."pssFscCodigo" = ${pssFscCodigo} ORDER BY s."criadaEm"`);
  if (sessoes.length) outrosRegistros.sessao = sessoes;
  const pedidos = await linhas(db, sql`SELECT r."criadoEm", r."expiraEm", r."usadoEm", r.email, r.origem FROM recuperacao_senha r JOIN conta c ON c."contaCodigo" = r."contaCodigo" WHERE c."pssFscCodigo" = ${pssFscCodigo} ORDER BY r."criadoEm"`);
  if (pedidos.length) outrosRegistros.recuperacao_senha = pedidos;

  const sensiveis = new Set<string>();
  for (const row of [pessoa ?? {}, ...inscricoes]) for (const [k, v] of Object.entries(row)) if (campoSensivel(k) && v !== null && v !== false) sensiveis.add(k);
  if (outrosRegistros.ins_prc_cnd_apoio) sensiveis.add('cndApoio');

  return {
    geradoEm: agora.toISOString(),
    aviso: 'Estes são os seus dados pessoais guardados pelo sistema de Processos Seletivos (Lei 13.709/2018, art. 18). Os campos listados em dadosSensiveis são dados sensíveis: guarde este arquivo com cuidado.',
    dadosSensiveis: [...sensiveis].sort(),
    pessoa: pessoa ?? null,
    conta: conta ?? null,
    emails,
    inscricoes: inscricoes.map((i) => ({
      ...i,
      opcoes: opcoes.filter((o) => o.insPrcCodigo === i.insPrcCodigo),
      aceitesDeTermos: aceites.filter((a) => a.insPrcCodigo === i.insPrcCodigo),
      ensalamento: salas.filter((s) => s.insPrcCodigo === i.insPrcCodigo),
    })),
    resultados,
    mensagens,
    acessos,
    outrosRegistros,
    naoIncluido: {
      ...Object.fromEntries(Object.entries({ ...FORA_POR_PESSOA, ...FORA_POR_INSCRICAO }).filter(([, v]) => !v.startsWith('exportada'))),
      'senhas e chaves': 'nunca saem do sistema (só o resumo criptográfico é guardado)',
    },
  };
}

/**
 * Scores once a result of the process was published (before that they are the university's work in progress);
 * places in the lists of the computations that were published (preliminary or final); the calls naming the person.
 */
async function resultadosPublicados(db: DbOrTx, idsSql: SQL) {
  const notas = await linhas(db, sql`SELECT n."insPrcCodigo", p."clsPrvDescricao", n."clsNtaNota" FROM cls_nota n
      JOIN cls_prova p ON p."clsPrvCodigo" = n."clsPrvCodigo"
     WHERE n."insPrcCodigo" = ANY(${idsSql}) AND EXISTS (SELECT 1 FROM res_publicacao r WHERE r."prcSltCodigo" = p."prcSltCodigo")
     ORDER BY n."insPrcCodigo", p."clsPrvOrdem"`);
  const classificacoes = await linhas(db, sql`SELECT r."resPubTipo", r."resPubEm", l."insPrcCodigo", o."opcDescricao", l."clsLstLista", l."clsLstPosicao", l."clsLstNota", l."clsLstSituacao", l."clsLstMotivo"
      FROM res_publicacao r JOIN cls_lista l ON l."clsCalCodigo" = r."clsCalCodigo" LEFT JOIN opcao o ON o."opcCodigo" = l."opcCodigo"
     WHERE l."insPrcCodigo" = ANY(${idsSql}) ORDER BY r."resPubEm", l."insPrcCodigo", l."clsLstLista"`);
  const convocacoes = await linhas(db, sql`SELECT * FROM chm_convocado WHERE "insPrcCodigo" = ANY(${idsSql})`);
  return { notas, classificacoes, convocacoes };
}

/** Whether the person has any enrolment (cancelled ones too): the account then cannot be deleted by its owner. */
export async function temInscricao(db: DbOrTx, pssFscCodigo: number): Promise<boolean> {
  const r = (await db.execute(sql`SELECT 1 FROM ins_processo WHERE "pssFscCodigo" = ${pssFscCodigo} LIMIT 1`)) as unknown as { rows: unknown[] };
  return r.rows.length > 0;
}
