/**
 * Message templates: HTML bodies with anchors, bare URLs, www addresses and e-mail addresses,
 * so the messages screen's link handling (SPEC §2) has everything to work on.
 */
export const MODELOS: { assunto: string; texto: string; tipo: 'Mensagem' | 'Noticia' }[] = [
  {
    tipo: 'Mensagem',
    assunto: 'Inscrição confirmada - Processo Seletivo Seriado 2027',
    texto: '<p>Olá!</p><p>Sua inscrição no <strong>PSS 2027</strong> foi confirmada. O comprovante pode ser reimpresso em https://processos.exemplo.edu.br/prcSeletivo até o fim do período de reimpressão.</p><p>Dúvidas: cps@exemplo.edu.br</p>',
  },
  {
    tipo: 'Noticia',
    assunto: 'Divulgado o edital do Vestibular de Verão 2027',
    texto: '<p>Está publicado o <a href="https://www.exemplo.edu.br/editais/vestibular-verao-2027.pdf">edital do Vestibular de Verão 2027</a>. Leia com atenção as regras de isenção e de cotas.</p><p>Mais informações em www.exemplo.edu.br/vestibular</p>',
  },
  {
    tipo: 'Mensagem',
    assunto: 'Pagamento da taxa de inscrição identificado',
    texto: '<p>Identificamos o pagamento do boleto da sua inscrição. Não é necessário enviar o comprovante.</p><p>Em caso de divergência, escreva para financeiro.vestibular@exemplo.edu.br informando o número da inscrição.</p>',
  },
  {
    tipo: 'Mensagem',
    assunto: 'Resultado da solicitação de isenção',
    texto: '<p>O resultado das solicitações de isenção da taxa de inscrição foi publicado.</p><ul><li>Consulte em https://processos.exemplo.edu.br/isencao</li><li>Recursos: até 48 horas após a publicação.</li></ul>',
  },
  {
    tipo: 'Noticia',
    assunto: 'Ensalamento liberado: confira seu local de prova',
    texto: '<p>O ensalamento do PSS 2027 está disponível. Consulte sala e carteira no menu <em>Ensalamento</em> ou em www.exemplo.edu.br/ensalamento.</p><p>Chegue com antecedência: os portões fecham pontualmente.</p>',
  },
  {
    tipo: 'Mensagem',
    assunto: 'Atualize seus dados pessoais',
    texto: '<p>Mantenha seu e-mail e telefone atualizados para receber as comunicações dos processos seletivos.</p><p>Acesse <a href="https://login.exemplo.edu.br/meus-dados" target="_self">Dados Pessoais</a>. Suporte: suporte.sistemas@exemplo.edu.br</p>',
  },
  {
    tipo: 'Noticia',
    assunto: 'Inscrições abertas para o Mestrado em Educação',
    texto: '<p>O Programa de Pós-Graduação em Educação recebe inscrições para o mestrado. Edital: https://www.exemplo.edu.br/propesp/editais/mestrado-em-educacao.pdf</p><p>Contato: ppge@exemplo.edu.br</p>',
  },
  {
    tipo: 'Mensagem',
    assunto: 'Documentação para cotistas',
    texto: '<p>Candidatos inscritos pelo sistema de cotas devem apresentar a documentação comprobatória no período previsto no cronograma.</p><p>Lista de documentos: www.exemplo.edu.br/cotas/documentos</p>',
  },
  {
    tipo: 'Mensagem',
    assunto: 'Convocação para a reunião de fiscais',
    texto: '<p>Você foi selecionado(a) para atuar como fiscal de prova. A reunião de orientação acontecerá no Grande Auditório do Campus Central.</p><p>Confirme presença pelo e-mail fiscais@exemplo.edu.br ou pelo link https://processos.exemplo.edu.br/fiscais/confirmar</p>',
  },
  {
    tipo: 'Noticia',
    assunto: 'Simulação do Vestibular Seriado disponível',
    texto: '<p>Já é possível simular sua classificação no Vestibular Seriado com base no desempenho das etapas anteriores.</p><p><strong>Atenção:</strong> a simulação não é convocação para matrícula. Saiba mais em www.exemplo.edu.br/seriado</p>',
  },
  {
    tipo: 'Mensagem',
    assunto: 'Lembrete: prazo de edição da inscrição',
    texto: '<p>O prazo para editar sua inscrição termina em breve. Após essa data não será possível alterar opção de curso, língua estrangeira ou cidade de prova.</p><p>Acesse https://processos.exemplo.edu.br/prcSeletivo</p>',
  },
  {
    tipo: 'Noticia',
    assunto: 'Feira de Profissões 2026',
    texto: '<p>Venha conhecer os cursos de graduação na <a href="https://www.exemplo.edu.br/feira-de-profissoes">Feira de Profissões</a>. Programação completa em www.exemplo.edu.br/feira e inscrições de escolas pelo e-mail feira@exemplo.edu.br.</p>',
  },
];

export const SISTEMAS = ['SGPS', 'PROGRAD', 'PROPESP', 'CPS', 'NTI'] as const;
