/**
 * The audit trail in words (issue 20): the action codes the back office, the staff commands and the simulation
 * audit write ('gestao:processo.salvar', 'comando:staff:conceder', 'POST /sgps/...') and the tables they name,
 * said in Portuguese for the trail screen. A code not known here is shown as it is: nothing is hidden.
 */

/** The tables a staff write names (auditoria.entidade), as the trail's filter shows them. */
export const NOME_ENTIDADE: Record<string, string> = {
  prc_seletivo: 'Processo',
  opcao: 'Opção',
  tipo_opcao: 'Tipo de opção',
  prc_slt_mnc_prova: 'Município de prova',
  prc_slt_lcl_prova: 'Local de prova',
  prc_slt_prv_sala: 'Sala de prova',
  prc_slt_etp_prova: 'Etapa de prova',
  prc_slt_cnf_formulario: 'Formulário de inscrição',
  prc_slt_frm_campo: 'Campo do formulário',
  prc_slt_cronograma: 'Cronograma',
  prc_slt_crn_recurso: 'Prazo de recurso',
  pss_etapa: 'Listagem stricto sensu',
  prj_esp_cronograma: 'Listagem lato sensu',
  prc_slt_tp_divulgacao: 'Tipo de divulgação',
  prc_slt_lng_estrangeira: 'Língua estrangeira',
  prc_slt_tp_escolaridade: 'Tipo de escolaridade',
  prc_slt_serie: 'Série',
  prc_slt_setor: 'Setor',
  prc_slt_modalidade: 'Modalidade',
  prc_slt_ar_conhecimento: 'Área de conhecimento',
  prc_slt_dfc_cnd_apoio: 'Condição de apoio',
  tipo_instituicao: 'Tipo de instituição de ensino',
  papel_equipe: 'Papel da equipe',
  reconstrucao_site: 'Reconstrução do site',
  mensagem: 'Mensagem',
  ins_processo: 'Inscrição',
  conta: 'Conta de acesso',
  ins_prc_isencao: 'Isenção da taxa',
  ins_prc_rcr_resposta: 'Resposta a recurso',
  rcr_rsp_anexo: 'Anexo de resposta a recurso',
  pgt_retorno: 'Retorno bancário',
  ins_boleto: 'Boleto e pagamento',
  ins_prc_prv_sala: 'Ensalamento',
  res_publicacao: 'Resultado publicado',
  chm_chamada: 'Chamada',
  prc_slt_ins_convocado: 'Convocado',
  segundo_fator: 'Verificação em duas etapas',
  vinculo_oidc: 'Vínculo com o gov.br',
};

export function nomeDaEntidade(entidade: string | null): string | null {
  if (entidade === null) return null;
  return NOME_ENTIDADE[entidade] ?? entidade;
}

/** What was done, as a noun ('Alteração de processo'). */
const VERBO: Record<string, string> = {
  salvar: 'Alteração',
  alterar: 'Alteração',
  editar: 'Alteração',
  criar: 'Criação',
  incluir: 'Criação',
  adicionar: 'Criação',
  remover: 'Exclusão',
  excluir: 'Exclusão',
  apagar: 'Exclusão',
  clonar: 'Cópia',
  copiar: 'Cópia',
  publicar: 'Publicação',
  despublicar: 'Retirada da publicação',
  arquivar: 'Arquivamento',
  desarquivar: 'Desarquivamento',
  conceder: 'Concessão',
  revogar: 'Revogação',
  ordenar: 'Reordenação',
  reordenar: 'Reordenação',
  mover: 'Mudança de posição',
  importar: 'Importação',
  reconstruir: 'Pedido de reconstrução',
  enviar: 'Envio',
  'dados-sensiveis': 'Exportação com dados sensíveis',
  deferir: 'Deferimento',
  indeferir: 'Indeferimento',
  cancelar: 'Cancelamento',
  reabriredicao: 'Reabertura da edição',
  trocarmunicipio: 'Troca do município de prova',
  encerrarsessoes: 'Encerramento das sessões',
  forcarredefinicaosenha: 'Exigência de nova senha',
  transferirlogin: 'Transferência do login',
  decidir: 'Decisão',
  responder: 'Resposta',
  'marcar-pago': 'Registro manual',
  calcular: 'Cálculo',
  confirmar: 'Confirmação',
  liberar: 'Liberação',
  trocarsala: 'Troca de sala',
  gerar: 'Geração',
  situacao: 'Mudança de situação',
  redefinir: 'Redefinição',
};

/** The thing acted on, keyed by its name in the code with case, '-' and '_' ignored. */
const OBJETO: Record<string, string> = {
  processo: 'processo',
  prcseletivo: 'processo',
  opcao: 'opção',
  opcoes: 'opções',
  tipoopcao: 'tipo de opção',
  municipio: 'município de prova',
  municipioprova: 'município de prova',
  mncprova: 'município de prova',
  local: 'local de prova',
  localprova: 'local de prova',
  lclprova: 'local de prova',
  sala: 'sala de prova',
  etapa: 'etapa de prova',
  etapaprova: 'etapa de prova',
  formulario: 'formulário de inscrição',
  campo: 'campo do formulário',
  lista: 'item de lista',
  item: 'item de lista',
  listaitem: 'item de lista',
  cronograma: 'cronograma',
  recurso: 'prazo de recurso',
  listagem: 'listagem',
  'listagem:stricto': 'listagem stricto sensu',
  'listagem:lato': 'listagem lato sensu',
  stricto: 'listagem stricto sensu',
  lato: 'listagem lato sensu',
  papel: 'papel',
  segundofator: 'verificação em duas etapas',
  site: 'site',
  tipoinstituicao: 'tipo de instituição de ensino',
  mensagem: 'mensagem',
  exportacao: 'inscrições',
  inscricao: 'inscrição',
  conta: 'conta',
  isencao: 'pedido de isenção',
  reexame: 'recurso',
  anexoresposta: 'anexo de resposta a recurso',
  retorno: 'arquivo de retorno bancário',
  pagamento: 'pagamento',
  regrasclassificacao: 'regras da classificação',
  notas: 'notas',
  notasseriado: 'notas do seriado',
  ausentes: 'ausentes',
  classificacao: 'classificação',
  resultadopreliminar: 'resultado preliminar',
  resultadofinal: 'resultado final',
  chamada: 'chamada',
  convocado: 'convocado',
  ensalamento: 'ensalamento',
  candidato: 'candidato',
};

const normalizar = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');

/**
 * The action in Portuguese. `antes` tells a creation from a change when the code says only 'salvar' (a write
 * with nothing before it created the row).
 */
export function descreverAcao(acao: string, antes: unknown = undefined): string {
  if (/^(POST|PUT|PATCH|DELETE|GET) \//.test(acao)) return `Escrita durante simulação (${acao})`;
  const comando = /^comando:staff:(conceder|revogar)$/.exec(acao);
  if (comando) return `${VERBO[comando[1]]} de papel (linha de comando)`;
  const m = /^gestao:(.+)[.:]([^.:]+)$/.exec(acao);
  if (!m) return acao;
  const [, objetoCodigo, verboCodigo] = m;
  let verbo = VERBO[verboCodigo.toLowerCase()];
  // 'lista:linguas' names the list after the kind of thing: the kind says it.
  const objeto = OBJETO[normalizar(objetoCodigo)] ?? OBJETO[normalizar(objetoCodigo.split(/[.:]/)[0])];
  if (!verbo || !objeto) return acao;
  if (verboCodigo === 'salvar' && antes === null) verbo = 'Criação';
  return objeto === 'site' ? `${verbo} do site` : `${verbo} de ${objeto}`;
}
