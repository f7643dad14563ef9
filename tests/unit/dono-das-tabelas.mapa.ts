/**
 * Who owns each table (issue 35, item 1: one writer per table): the one place that says it. Each schema file of
 * server/db/schema names the folder (or file) whose code alone writes its tables; a file whose tables have
 * different owners names them table by table, and must name every one. A new schema file, or a new table in a file
 * mapped table by table, fails tests/unit/dono-das-tabelas.test.ts until it is given an owner here: a new table
 * gets an owner before it gets a route.
 *
 * Owners are paths from the repository's root: a folder ends with '/', a file is one file. Outside server/entities/
 * only tables no feature shares: the infrastructure of a plugin (rate limits, idempotency keys), the login
 * provider's handshake, the site rebuild queue. `SO_SEED` marks reference data nothing writes after the seed
 * (server/db/seed, not scanned) and the version counters the database's triggers keep (server/db/migrations).
 */
export type Dono = string;

export const SO_SEED = 'server/db/seed/';
const SO_GATILHOS = 'server/db/migrations/';

export const DONOS: Record<string, Dono | Record<string, Dono>> = {
  'acesso.ts': 'server/entities/pessoa/',
  'atendimento.ts': {
    ins_prc_isn_pedido: 'server/entities/pagamento/',
    ins_prc_isn_anexo: 'server/entities/pagamento/',
    rcr_rsp_anexo: 'server/entities/reexame/',
    ins_prc_rcr_rsp_anexo: 'server/entities/reexame/',
    pgt_retorno: 'server/entities/pagamento/',
    pgt_retorno_linha: 'server/entities/pagamento/',
    pgt_manual: 'server/entities/pagamento/',
  },
  'auth.ts': {
    conta: 'server/entities/pessoa/',
    // the sessions and the staff's "act as" records: see server/entities/sessao/sessao.ts for why their own owner
    sessao: 'server/entities/sessao/',
    simulacao: 'server/entities/sessao/',
    limite_taxa: 'server/plugins/rate-limit.ts',
    auditoria: 'server/entities/auditoria/',
    chave_servidor: 'server/db/chave-servidor.ts',
  },
  'cadastros.ts': {
    prc_slt_mnc_prova: 'server/entities/prova/',
    prc_slt_tp_divulgacao: 'server/entities/processo/',
    prc_slt_lng_estrangeira: 'server/entities/processo/',
    prc_slt_tp_escolaridade: 'server/entities/processo/',
    prc_slt_serie: 'server/entities/processo/',
    prc_slt_setor: 'server/entities/processo/',
    prc_slt_modalidade: 'server/entities/processo/',
    prc_slt_ar_conhecimento: 'server/entities/processo/',
    prc_slt_dfc_cnd_apoio: 'server/entities/processo/',
    tipo_instituicao: 'server/entities/processo/',
    instituicao: SO_SEED,
    banco: SO_SEED,
    tipo_conta: SO_SEED,
    operacao: SO_SEED,
    tbl_grl_item: SO_SEED,
  },
  'classificacao.ts': 'server/entities/classificacao/',
  'cobranca.ts': 'server/entities/pagamento/',
  'conta-titular.ts': {
    recuperacao_senha: 'server/entities/pessoa/',
    confirmacao_email: 'server/entities/pessoa/',
    conta_exclusao: 'server/entities/pessoa/',
    ins_prc_trm_aceite: 'server/entities/inscricao/',
  },
  'cotas.ts': 'server/entities/classificacao/',
  'documentos.ts': {
    arquivo_armazenado: 'server/entities/documento/',
    ins_prc_documento: 'server/entities/documento/',
    // which documents a process asks for: written with the documents' rules (entities/documento/tipo-documento.ts),
    // the process's template and clone calling it
    prc_slt_tp_documento: 'server/entities/documento/',
  },
  'ensalamento.ts': {
    prc_slt_lcl_prova: 'server/entities/prova/',
    prc_slt_etp_prova: 'server/entities/prova/',
    prc_slt_prv_sala: 'server/entities/prova/',
    // the seat of each enrolment: the allocation's
    ins_prc_prv_sala: 'server/entities/ensalamento/',
  },
  'equipe.ts': { papel_equipe: 'server/entities/equipe/', reconstrucao_site: 'server/rebuild/' },
  'formulario.ts': 'server/entities/processo/',
  'geografia.ts': SO_SEED,
  'gestao-mensagens.ts': 'server/entities/mensagem/',
  'inscricao-listas.ts': 'server/entities/inscricao/',
  'inscricao.ts': 'server/entities/inscricao/',
  'listagens.ts': 'server/entities/processo/',
  // mns_caixa_contador is kept by triggers on mns_destinatario: nothing writes it, the owner included
  'mensagens.ts': 'server/entities/mensagem/',
  'oidc.ts': 'server/login/oidc/',
  'opcao.ts': 'server/entities/opcao/',
  'pagamento.ts': { ins_boleto: 'server/entities/pagamento/', ins_prc_isencao: 'server/entities/pagamento/', ins_prc_recurso: 'server/entities/reexame/' },
  'pessoa.ts': 'server/entities/pessoa/',
  'pos-inscricao.ts': {
    prc_slt_crn_recurso: 'server/entities/processo/',
    ins_prc_rcr_cronograma: 'server/entities/reexame/',
    ins_prc_rcr_anexo: 'server/entities/reexame/',
    ins_prc_rcr_resposta: 'server/entities/reexame/',
    ins_prc_devolucao: 'server/entities/pagamento/',
    fsc_prc_seletivo: 'server/entities/prova/',
    prc_slt_ins_convocado: 'server/entities/classificacao/',
  },
  'processo.ts': 'server/entities/processo/',
  'resultados.ts': 'server/entities/classificacao/',
  'segundo-fator.ts': 'server/entities/pessoa/',
  'seriado.ts': 'server/entities/seriado/',
  'sistema.ts': {
    chave_idempotencia: 'server/entities/idempotencia/',
    email_pendente: 'server/entities/mensagem/',
    catalogo_versao: SO_GATILHOS,
    ensalamento_versao: SO_GATILHOS,
    prc_seletivo_versao: SO_GATILHOS,
  },
};
