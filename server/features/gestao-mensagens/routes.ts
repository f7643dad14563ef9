import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isValidCpf, onlyDigits } from '../../../src/domain/cpf.ts';
import {
  EnviarMensagemBody,
  ListaMensagensQuery,
  MensagemEnviada,
  MensagemEnviadaResultado,
  PreviaDestino,
  PreviaDestinoQuery,
  type DestinoMensagem,
} from '../../../src/domain/wire/gestao-mensagens.ts';
import { contarDestino, enviarMensagemEm, EnvioInvalido, type Destino } from '../../entities/mensagem/mensagem.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import type { ProcessoDaRota } from '../../plugins/equipe.ts';
import { executarUmaVez } from '../../entities/idempotencia/idempotencia.ts';
import { idempotencyKey } from '../../http/idempotencia.ts';
import { registrarCopiaDeMensagem } from './copia-email.ts';
import { mensagensEnviadas, pessoaPorCpf } from './repository.ts';

/**
 * The process a request names, when it names one: absent = null (the caller then needs the role for every
 * process); named but missing = 404, before any scope is checked.
 */
const processoOpcional =
  (ler: (request: FastifyRequest) => number | undefined): ProcessoDaRota =>
  async (request, db) => {
    const p = ler(request);
    if (p === undefined) return null;
    const existe = await processoExistente(db, p);
    if (existe === null) throw notFound('Processo seletivo não encontrado.');
    return existe;
  };

const processoDoDestino = processoOpcional((r) => {
  const d = (r.body as { destino?: Partial<Record<'processo', number>> } | undefined)?.destino;
  return typeof d?.processo === 'number' ? d.processo : undefined;
});
const processoDaPrevia = processoOpcional((r) => {
  const q = r.query as { destino?: string; prcSltCodigo?: number };
  return q.destino === 'processo' ? (q.prcSltCodigo ?? 0) : undefined;
});
const processoDaLista = processoOpcional((r) => (r.query as { prcSltCodigo?: number }).prcSltCodigo);

const paraEntidade = (d: DestinoMensagem): Destino => ('todos' in d ? { todos: true } : 'pessoa' in d ? { para: d.pessoa } : { processo: d.processo, filtros: d.filtros });

/** An entity refusal as the screen shows it: beside its field. */
function comoCampo(err: unknown): never {
  if (err instanceof EnvioInvalido) throw camposInvalidos({ [err.campo ?? 'texto']: err.message });
  throw err;
}

/**
 * Messages from the back office (issue 21, item 6): compose to one person, to the candidates of a process under
 * filters ("deferidas de Ponta Grossa", "pagamento pendente") or to everyone, now or scheduled, with an optional
 * copy by e-mail through the mail queue; preview how many it reaches; list what was sent with how many read it.
 * Sending to a process needs 'atender' in it; to one person or everyone, the role for every process.
 */
export const gestaoMensagensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registrarCopiaDeMensagem(app);

  app.get(
    '/gestao/mensagens',
    { config: { equipe: { pode: 'ler', processo: processoDaLista } }, schema: { querystring: ListaMensagensQuery, response: { 200: EnvelopeOf(Type.Array(MensagemEnviada)) } } },
    async (request) => {
      const { prcSltCodigo, start = 0, limit = 20 } = request.query;
      const { rows, total } = await mensagensEnviadas(app.db, prcSltCodigo ?? null, start, limit, app.clock());
      return ok(rows, total);
    },
  );

  app.get(
    '/gestao/mensagens/previa-destino',
    { config: { equipe: { pode: 'atender', processo: processoDaPrevia } }, schema: { querystring: PreviaDestinoQuery, response: { 200: EnvelopeOf(PreviaDestino) } } },
    async (request) => {
      const q = request.query;
      if (q.destino === 'pessoa') {
        const cpf = onlyDigits(q.cpf ?? '');
        if (!isValidCpf(cpf)) throw camposInvalidos({ cpf: 'Informe um CPF válido, com os 11 dígitos.' });
        const pessoa = await pessoaPorCpf(app.db, cpf);
        if (!pessoa) throw camposInvalidos({ cpf: 'Nenhuma pessoa com este CPF está cadastrada.' });
        return ok({ destinatarios: 1, pessoa });
      }
      const destino: Destino =
        q.destino === 'todos' ? { todos: true } : { processo: q.prcSltCodigo!, filtros: { situacao: q.situacao, prcSltMncPrvCodigo: q.prcSltMncPrvCodigo, pagamento: q.pagamento } };
      const destinatarios = await contarDestino(app.db, destino).catch(comoCampo);
      return ok({ destinatarios, pessoa: null });
    },
  );

  app.post(
    '/gestao/mensagens/enviar',
    { config: { equipe: { pode: 'atender', processo: processoDoDestino } }, schema: { body: EnviarMensagemBody, response: { 200: EnvelopeOf(MensagemEnviadaResultado) } } },
    async (request) => {
      const b = request.body;
      const now = app.clock();
      const agendamento = b.agendarPara ? new Date(b.agendarPara) : undefined;
      if (agendamento && (Number.isNaN(agendamento.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(b.agendarPara!))) {
        throw camposInvalidos({ agendarPara: 'Informe a data e a hora do agendamento (dd/mm/aaaa hh:mm).' });
      }
      if (agendamento && agendamento.getTime() < now.getTime() - 60_000) throw camposInvalidos({ agendarPara: 'O agendamento deve ser para uma data e hora futuras.' });
      const destino = paraEntidade(b.destino);
      const equipe = request.equipe!;
      const origem = app.config.publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      const prcSltCodigo = 'processo' in destino ? destino.processo : null;
      const key = idempotencyKey(request);
      const r = await escritaDaEquipe(request, { acao: 'mensagem.enviar', entidade: 'mensagem', prcSltCodigo, justificativa: b.justificativa }, async (tx) => {
        const envio = await executarUmaVez(tx, { key, pssFscCodigo: equipe.pssFscCodigo, rota: 'gestao/mensagens/enviar', now }, async () => {
          const feito = await enviarMensagemEm(
            tx,
            { assunto: b.assunto, texto: b.texto, tipo: b.tipo, destino, agendamento, copiaPorEmail: b.copiaPorEmail ? { origem } : undefined, autor: equipe.pssFscCodigo },
            now,
          ).catch(comoCampo);
          return { mnsCodigo: feito.mnsCodigo, destinatarios: feito.alcance, emails: feito.emails, mnsDtaAgendamento: (agendamento ?? now).toISOString() };
        });
        const filtros = 'processo' in b.destino ? (b.destino.filtros ?? {}) : null;
        const depois = { assunto: b.assunto.trim(), tipo: b.tipo, destino: b.destino, filtros, ...envio.response, copiaPorEmail: b.copiaPorEmail, ...(envio.replayed ? { repetido: true } : {}) };
        return { chave: envio.response.mnsCodigo, antes: null, depois, resultado: envio.response };
      });
      if (b.copiaPorEmail && r.emails > 0) app.mailQueue.kick();
      const quantas = r.destinatarios === 1 ? '1 pessoa' : `${r.destinatarios.toLocaleString('pt-BR')} pessoas`;
      return { ...ok(r), message: `Mensagem enviada para ${quantas}.` };
    },
  );
};
