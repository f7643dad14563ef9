import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gestaoProcessosRoutes } from './gestao-processos/routes.ts';
import { smlSeriadoRoutes } from './sml-seriado/routes.ts';
import { inscricaoRoutes } from './inscricao/routes.ts';
import { lookupsRoutes } from './lookups/routes.ts';
import { opcoesRoutes } from './opcoes/routes.ts';
import { pessoaRoutes } from './pessoa/routes.ts';
import { ensalamentoRoutes } from './ensalamento/routes.ts';
import { sessaoRoutes } from './sessao/routes.ts';
import { mensagensRoutes } from './mensagens/routes.ts';
import { prcSeletivoRoutes } from './prcseletivo/routes.ts';
import { listagensRoutes } from './listagens/routes.ts';
import { contaRoutes } from './conta/routes.ts';
import { cronogramasRoutes } from './cronogramas/routes.ts';
import { reexameRoutes } from './reexame/routes.ts';
import { listaFiscaisRoutes } from './lista-fiscais/routes.ts';
import { convocadosRoutes } from './convocados/routes.ts';
import { relatoriosRoutes } from './relatorios/routes.ts';
import { pagamentoRoutes } from './pagamento/routes.ts';
import { pixRoutes } from './pix/routes.ts';
import { gestaoEquipeRoutes } from './gestao-equipe/routes.ts';
import { gestaoAuditoriaRoutes } from './gestao-auditoria/routes.ts';
import { gestaoOpcoesRoutes } from './gestao-opcoes/routes.ts';
import { gestaoProvasRoutes } from './gestao-provas/routes.ts';
import { gestaoFormularioRoutes } from './gestao-formulario/routes.ts';
import { gestaoCronogramasRoutes } from './gestao-cronogramas/routes.ts';
import { gestaoListagensRoutes } from './gestao-listagens/routes.ts';
import { gestaoIsencoesRoutes } from './gestao-isencoes/routes.ts';
import { gestaoReexameRoutes } from './gestao-reexame/routes.ts';
import { gestaoPagamentosRoutes } from './gestao-pagamentos/routes.ts';
import { gestaoInscricoesRoutes } from './gestao-inscricoes/routes.ts';
import { gestaoContasRoutes } from './gestao-contas/routes.ts';
import { gestaoMensagensRoutes } from './gestao-mensagens/routes.ts';
import { gestaoExportacaoRoutes } from './gestao-exportacao/routes.ts';
import { gestaoEnsalamentoRoutes } from './gestao-ensalamento/routes.ts';
import { gestaoClassificacaoRoutes } from './gestao-classificacao/routes.ts';
import { gestaoResultadosRoutes } from './gestao-resultados/routes.ts';
import { saudeRoutes } from './saude/routes.ts';
import { metricasRoutes } from './metricas/routes.ts';
import { contaEmailRoutes } from './conta-email/routes.ts';
import { documentosRoutes } from './documentos/routes.ts';
import { gestaoDocumentosRoutes } from './gestao-documentos/routes.ts';
import { resultadoExplicacaoRoutes } from './resultado-explicacao/routes.ts';
import { gestaoVerificacoesRoutes } from './gestao-verificacoes/routes.ts';
import { verificacoesRoutes } from './verificacoes/routes.ts';

/**
 * Every feature's routes, each an encapsulated Fastify plugin mounted under /sgps (SPEC §7's base path).
 * A new feature adds one line here.
 */
export const featureRoutes: FastifyPluginAsyncTypebox[] = [saudeRoutes, metricasRoutes, sessaoRoutes, smlSeriadoRoutes, inscricaoRoutes, ensalamentoRoutes, prcSeletivoRoutes, listagensRoutes, contaRoutes, mensagensRoutes, opcoesRoutes, lookupsRoutes, pessoaRoutes, pagamentoRoutes, pixRoutes, cronogramasRoutes, reexameRoutes, listaFiscaisRoutes, convocadosRoutes, relatoriosRoutes, gestaoProcessosRoutes, gestaoEquipeRoutes, gestaoAuditoriaRoutes, gestaoOpcoesRoutes, gestaoProvasRoutes, gestaoFormularioRoutes, gestaoCronogramasRoutes, gestaoListagensRoutes, gestaoIsencoesRoutes, gestaoReexameRoutes, gestaoPagamentosRoutes, gestaoInscricoesRoutes, gestaoContasRoutes, gestaoMensagensRoutes, gestaoExportacaoRoutes, gestaoEnsalamentoRoutes, gestaoClassificacaoRoutes, gestaoResultadosRoutes, contaEmailRoutes, documentosRoutes, gestaoDocumentosRoutes, resultadoExplicacaoRoutes, gestaoVerificacoesRoutes, verificacoesRoutes];

/** The routes of the PSP's webhook process (server/app.ts, buildWebhookPixApp): health, metrics and the webhook. */
export const webhookPixRoutes: FastifyPluginAsyncTypebox[] = [saudeRoutes, metricasRoutes, pixRoutes];
