import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { exigirCamposPessoa } from './campos-pessoa.ts';
import { Type } from 'typebox';
import { badRequest, conflict, forbidden, notFound, ok } from '../../http/envelope.ts';
import { parsePesquisa, PesquisaQuery, applyMap } from '../../http/pesquisa.ts';
import { Codigo, EnvelopeOf, TF } from '../../http/schemas.ts';
import { DadosProcessoWire, InscricaoCompletaWire, InscricaoGravadaWire, InscricaoLinhaWire, JaInscritoWire, SituacaoDaInscricaoWire } from '../../../src/domain/wire/inscricao.ts';
import { idempotencyKey } from '../../http/idempotencia.ts';
import { chaveDaPessoa, executarUmaVez, respostaGuardada, reutilizar, type RespostaGuardada } from '../../entities/idempotencia/idempotencia.ts';
import { requireLogin } from '../../plugins/session.ts';
import { LeituraEmLote } from '../../db/leitura-em-lote.ts';
import { enrolmentEditable, enrolmentEditDeadline } from '../../../src/domain/inscricao-edicao.ts';
import { isCurrent } from '../../../src/domain/inscricao-periodo.ts';
import { enrolmentLists, INSCRICAO_NAO_ENCONTRADA, inscricaoPropria, snapshotEnrolment } from '../../entities/inscricao/inscricao.ts';
import { findProcess, processoToWire } from '../../entities/processo/processo.ts';
import { situacoesPublicadas } from '../../entities/classificacao/resultado.ts';
import { enrolmentContexts } from './cadastro-contexto.ts';
import { enrolmentWriter } from '../../entities/inscricao/inscricao-insercao.ts';
import { updateEnrolment } from '../../entities/inscricao/inscricao-escrita.ts';
import { CatalogoCache } from './catalogo.ts';
import { registerConfirmationMail, siteOrigin } from './notify.ts';
import { comprovanteRoutes } from './comprovante-routes.ts';
import { INSCRICOES_DA_PESSOA, latestActiveEnrolment, listarInscricoesProprias } from './repository.ts';
import { LIST_FIELDS } from '../../../src/domain/inscricao-campos.ts';
import { validateEnrolment, type Body } from './validacao.ts';
import { dadosDoFormulario, enrolmentToWire } from './wire-format.ts';
import { enrolmentWriteError, SINGLE_ENROLMENT_MESSAGE } from './write-errors.ts';
import { emailValido } from '../../../src/domain/email.ts';

/**
 * The form-encoded enrolment: scalar fields as text, the lists as arrays of small objects. Which fields a
 * process accepts is its form configuration's business (validation.ts answers an unknown one in Portuguese).
 */
const Escalar = Type.Union([Type.String({ maxLength: 2000 }), Type.Number()]);
const Lista = Type.Optional(Type.Array(Type.Union([Type.Record(Type.String(), Escalar), Escalar]), { maxItems: 100 }));
// Lists by name, every other field a scalar: no union of list and text for the type coercion to guess at.
const CorpoInscricao = Type.Object(
  Object.fromEntries(['opcoes', ...Object.keys(LIST_FIELDS)].map((k) => [k, Lista])),
  { additionalProperties: Escalar },
);
const ProcessoQuery = Type.Object({ prcSltCodigo: Codigo }, { additionalProperties: false });

/** A code the body may carry (already valid, or null: validation reports a bad one). */
const codeOrNull = (v: unknown) => ((typeof v === 'string' || typeof v === 'number') && /^\d{1,9}$/.test(String(v)) ? Number(v) : null);

const codigoOf = (v: unknown, name: string) => {
  if (typeof v !== 'string' || !/^\d{1,9}$/.test(v)) throw badRequest(`O campo "${name}" deve ser um código numérico.`);
  return Number(v);
};

/** insProcesso calls of SPEC §7: a candidate reads and writes only their own enrolments. */
export const inscricaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const who = (request: FastifyRequest) => request.auth!.pssFscCodigo;
  await app.register(comprovanteRoutes);

  app.get('/insProcesso/pesquisa', { preHandler: requireLogin, schema: { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(InscricaoLinhaWire)) } } }, async (request) => {
    const p = parsePesquisa(request.query, INSCRICOES_DA_PESSOA);
    const now = app.clock();
    const { rows, total } = await listarInscricoesProprias(app.db, who(request), p);
    const resultados = await situacoesPublicadas(app.db, rows.map((r) => r.insPrcCodigo));
    const out = rows.map((r) => ({
      insPrcCodigo: r.insPrcCodigo,
      prcSltCodigo: r.processo.prcSltCodigo,
      insPrcIncDtHora: r.insPrcIncDtHora.toISOString(),
      insCancelada: r.insCancelada ? 'T' : 'F',
      insDeferida: r.insDeferida ? 'T' : 'F',
      insIndeferida: r.insIndeferida ? 'T' : 'F',
      insPrcMotivoIndeferimento: r.insPrcMotivoIndeferimento,
      edicaoPermitida: enrolmentEditable({ insCancelada: r.insCancelada, edicaoPermitida: r.edicaoFlag, insPrcEdicaoAte: r.insPrcEdicaoAte }, r.processo, now) ? 'T' : 'F',
      dtFimEdicao: enrolmentEditDeadline(r, r.processo).toISOString(),
      insPrcSimulacao: r.insPrcSimulacao ? 'T' : 'F',
      insPrcSlcIsencao: r.insPrcSlcIsencao ? 'T' : 'F',
      insPrcFrmPagamento: r.insPrcFrmPagamento,
      insPrcCdgVerificacao: r.insPrcCdgVerificacao,
      opcVlrInscricao: r.taxa === null ? null : Number(r.taxa),
      tblGrlItmCdgPrcSltTpCrn: r.cronograma,
      pssFisica: { pssFscCodigo: r.pssFscCodigo },
      prcSeletivo: processoToWire(r.processo, now),
      resultadoSituacao: resultados.get(r.insPrcCodigo)?.texto ?? null,
      resultadoTipo: resultados.get(r.insPrcCodigo)?.tipo ?? null,
    }));
    return ok(applyMap(out, p.fields), total);
  });

  /** The process facts the entry guard and the form need (exists, current, single enrolment, payments...). */
  app.get('/insProcesso/dadosProcesso', { preHandler: requireLogin, schema: { querystring: ProcessoQuery, response: { 200: EnvelopeOf(DadosProcessoWire) } } }, async (request) => {
    const p = await findProcess(app.db, request.query.prcSltCodigo);
    if (!p) return ok({ prcSltExiste: 'F' as const, prcSltVigente: 'F' as const });
    const wire = dadosDoFormulario(p, app.clock());
    // The form offers the card only when a card provider is configured (never with CARTAO_PROVEDOR=desativado).
    if (app.config.pagamento.cartaoProvedor === 'desativado') wire.prcSltPgtCartao = 'F';
    return ok({ prcSltExiste: 'T' as const, ...wire });
  });

  app.get(
    '/insProcesso/buscarPorCodigo',
    { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcCodigo: Codigo }, { additionalProperties: false }), response: { 200: EnvelopeOf(InscricaoCompletaWire) } } },
    async (request) => {
      const own = await inscricaoPropria(app.db, who(request), { insPrcCodigo: request.query.insPrcCodigo });
      if (!own) throw notFound(INSCRICAO_NAO_ENCONTRADA);
      const { ins, p } = own;
      const listas = await enrolmentLists(app.db, ins.insPrcCodigo);
      return ok({
        insPrcCodigo: ins.insPrcCodigo,
        prcSltCodigo: ins.prcSltCodigo,
        pssFscCodigo: ins.pssFscCodigo,
        insPrcIncDtHora: ins.insPrcIncDtHora.toISOString(),
        insCancelada: ins.insCancelada ? 'T' : 'F',
        edicaoPermitida: enrolmentEditable(ins, p, app.clock()) ? 'T' : 'F',
        insPrcCdgVerificacao: ins.insPrcCdgVerificacao,
        ...enrolmentToWire(ins),
        ...listas,
      });
    },
  );

  app.get(
    '/insProcesso/verificaInscPrcSeletivo',
    { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcCodigo: Codigo, prcSltCodigo: Codigo }, { additionalProperties: false }), response: { 200: EnvelopeOf(SituacaoDaInscricaoWire) } } },
    async (request) => {
      const own = await inscricaoPropria(app.db, who(request), request.query);
      if (!own) throw notFound('Inscrição não encontrada neste processo seletivo.');
      const { ins, p } = own;
      return ok({ insPrcCodigo: ins.insPrcCodigo, prcSltCodigo: ins.prcSltCodigo, insCancelada: ins.insCancelada ? 'T' : 'F', edicaoPermitida: enrolmentEditable(ins, p, app.clock()) ? 'T' : 'F' });
    },
  );

  app.post(
    '/insProcesso/verificaSeInscritoNoPrcSeletivo',
    { preHandler: requireLogin, schema: { body: Type.Object({ pssFscCodigo: Codigo, prcSltCodigo: Codigo }), response: { 200: EnvelopeOf(JaInscritoWire) } } },
    async (request) => {
      if (request.body.pssFscCodigo !== who(request)) throw forbidden();
      const ins = await latestActiveEnrolment(app.db, who(request), request.body.prcSltCodigo);
      const p = ins ? await findProcess(app.db, ins.prcSltCodigo) : null;
      return ok(ins && p ? { inscrito: 'T', insPrcCodigo: ins.insPrcCodigo, edicaoPermitida: enrolmentEditable(ins, p, app.clock()) ? 'T' : 'F' } : { inscrito: 'F' });
    },
  );

  const catalogos = new CatalogoCache();
  // The deadline crowd's context reads, several per round trip (server/db/leitura-em-lote.ts).
  const contextos = new LeituraEmLote((qs: Parameters<typeof enrolmentContexts>[1]) => enrolmentContexts(app.db, qs), 100, 'contexto da inscrição');
  // And their writes, several per statement (server/entities/inscricao/inscricao-insercao.ts).
  const escritas = enrolmentWriter(app.db);
  registerConfirmationMail(app);

  /** The stored answer of an already-used idempotency key, or the reason it cannot be replayed. */
  const replay = (guardada: RespostaGuardada | null, rota: string) => ({ ...ok(reutilizar<InscricaoGravadaWire>(guardada, rota)), message: 'Inscrição realizada com sucesso.' });

  /**
   * A new enrolment: one read (cadastro-contexto.ts), the checks in memory against the process's
   * catalogue, one write (the entity's inscricao-insercao.ts: with the others arriving meanwhile). The
   * busiest call of the deadline day.
   */
  const create = (withOptions: boolean, rota: string) => async (request: FastifyRequest<{ Body: Body }>) => {
    const body = request.body ?? {};
    const pssFscCodigo = who(request);
    if (body.pssFscCodigo !== undefined && String(body.pssFscCodigo) !== String(pssFscCodigo)) throw forbidden();
    const prcSltCodigo = codigoOf(body.prcSltCodigo, 'prcSltCodigo');
    const chave = chaveDaPessoa(pssFscCodigo, idempotencyKey(request));
    const rotaChave = `insProcesso:cadastrar:${prcSltCodigo}`;
    const { idempotencyKey: _k, ...fields } = body;
    const now = app.clock();
    const istCodigo = codeOrNull(fields.istCodigo);
    const ctx = await contextos.le({ pssFscCodigo, prcSltCodigo, istCodigo, chave });
    if (ctx.chave) return replay(ctx.chave, rotaChave);
    const cat = await catalogos.get(app.db, prcSltCodigo, ctx.versao);
    if (!cat) throw notFound('Processo seletivo não encontrado.');
    const p = cat.processo;
    if (!isCurrent(p.prcSltDtInicio, p.prcSltDtFim, now)) throw badRequest('As inscrições deste processo seletivo não estão abertas.');
    if (p.prcSltInsUnica && ctx.inscrito) throw conflict(SINGLE_ENROLMENT_MESSAGE);
    const w = validateEnrolment(cat, { vinculo: ctx.interno ? 'INTERNO' : 'EXTERNO', istExiste: ctx.istExiste }, fields, { withOptions, now, isEdit: false, cartaoDisponivel: app.config.pagamento.cartaoProvedor !== 'desativado' });
    await exigirCamposPessoa(app.db, pssFscCodigo, w.camposPessoaExigidos);
    const row = await escritas
      .escreve({ e: { chave, rota: rotaChave, pssFscCodigo, prcSltCodigo, insPrcUnica: p.prcSltInsUnica, now, autor: request.auth!.realPssFscCodigo, acao: rota, origem: siteOrigin(app, request) }, w })
      .catch(enrolmentWriteError);
    // Null: the same form arrived twice at once and the other copy wrote it; answer what it answered.
    if (!row) return replay(await respostaGuardada(app.db, chave!), rotaChave);
    app.mailQueue.kick();
    return {
      ...ok({ insPrcCodigo: row.insPrcCodigo, prcSltCodigo, insPrcIncDtHora: now.toISOString(), insPrcCdgVerificacao: row.insPrcCdgVerificacao }),
      message: 'Inscrição realizada com sucesso.',
    };
  };

  const update = (withOptions: boolean, rota: string) => async (request: FastifyRequest<{ Body: Body }>) => {
    const body = request.body ?? {};
    const pssFscCodigo = who(request);
    const insPrcCodigo = codigoOf(body.insPrcCodigo, 'insPrcCodigo');
    const key = idempotencyKey(request);
    const { idempotencyKey: _k, ...fields } = body;
    const now = app.clock();
    // Read once outside the transaction for the process (its catalogue is read through app.db, which PGlite
    // cannot serve while a transaction holds its one connection), and again inside it, where the checks count.
    const owned = (await inscricaoPropria(app.db, pssFscCodigo, { insPrcCodigo }))?.ins;
    if (!owned) throw notFound(INSCRICAO_NAO_ENCONTRADA);
    const istCodigo = codeOrNull(fields.istCodigo);
    const ctx = await contextos.le({ pssFscCodigo, prcSltCodigo: owned.prcSltCodigo, istCodigo, chave: null });
    const cat = (await catalogos.get(app.db, owned.prcSltCodigo, ctx.versao))!;
    const result = await app.db.transaction(async (tx) =>
      executarUmaVez(tx, { key, pssFscCodigo, rota: `insProcesso:atualizar:${insPrcCodigo}`, now }, async () => {
        const ins = (await inscricaoPropria(tx, pssFscCodigo, { insPrcCodigo }))?.ins;
        if (!ins) throw notFound(INSCRICAO_NAO_ENCONTRADA);
        if (fields.prcSltCodigo !== undefined && String(fields.prcSltCodigo) !== String(ins.prcSltCodigo)) throw badRequest('A inscrição não pertence a este processo seletivo.');
        const p = cat.processo;
        if (ins.insCancelada) throw badRequest('Esta inscrição foi cancelada e não pode ser editada.');
        if (!enrolmentEditable(ins, p, now)) throw badRequest('O prazo para editar esta inscrição terminou.');
        const current = (await enrolmentLists(tx, insPrcCodigo)).opcoes.map((o) => o.opcCodigo);
        const w = validateEnrolment(cat, { vinculo: ctx.interno ? 'INTERNO' : 'EXTERNO', istExiste: ctx.istExiste }, fields, { withOptions, currentOptions: current, now, isEdit: true, cartaoDisponivel: app.config.pagamento.cartaoProvedor !== 'desativado' });
        await exigirCamposPessoa(tx, pssFscCodigo, w.camposPessoaExigidos);
        await updateEnrolment(tx, insPrcCodigo, w, now);
        await snapshotEnrolment(tx, { insPrcCodigo, autor: request.auth!.realPssFscCodigo, acao: rota, now });
        return { insPrcCodigo, prcSltCodigo: ins.prcSltCodigo, insPrcIncDtHora: ins.insPrcIncDtHora.toISOString(), insPrcAtualizadoEm: now.toISOString(), insPrcCdgVerificacao: ins.insPrcCdgVerificacao };
      }),
    );
    return { ...ok(result.response), message: 'Inscrição atualizada com sucesso.' };
  };

  const writeSchema = { preHandler: requireLogin, schema: { body: CorpoInscricao, response: { 200: EnvelopeOf(InscricaoGravadaWire) } } };
  app.post('/insProcesso/cadastrar', writeSchema, create(false, 'cadastrar'));
  app.post('/insProcesso/cadastrar2', writeSchema, create(true, 'cadastrar2'));
  app.post('/insProcesso/atualizar', writeSchema, update(false, 'atualizar'));
  app.post('/insProcesso/atualizar2', writeSchema, update(true, 'atualizar2'));

  app.get(
    '/insProcesso/verificaEmlEscPrnValido',
    { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcEscPrnEmail: Type.String({ maxLength: 300 }) }, { additionalProperties: false }), response: { 200: EnvelopeOf(Type.Object({ valido: TF }, { additionalProperties: false })) } } },
    async (request) => {
      const email = request.query.insPrcEscPrnEmail.trim();
      const valido = emailValido(email) && email.length <= 200;
      return { ...ok({ valido: valido ? 'T' : 'F' }), ...(valido ? {} : { message: 'O e-mail da escola não é válido.' }) };
    },
  );
};
