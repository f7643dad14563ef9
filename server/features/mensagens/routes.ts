import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { parsePesquisa, PesquisaQuery, type ResourceDef } from '../../http/pesquisa.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { assertCsrfHeader } from '../../plugins/csrf.ts';
import { requireLogin } from '../../plugins/session.ts';
import { LeituraEmLote } from '../../db/leitura-em-lote.ts';
import { readMailboxes, type PedidoCaixa } from './caixa-em-lote.ts';
import {
  countMailbox,
  findGlobalMessageCode,
  findMailboxPage,
  findOwnMessageCode,
  type Filtro,
  type MailboxRow,
} from './repository.ts';
import { markAllRead, markRead, type Recipient } from '../../entities/mensagem/leitura.ts';
import { safeMessageHtml } from '../../entities/mensagem/html-servidor.ts';
import { Destinatario } from '../../../src/domain/wire/mensagem.ts';

/** The list's envelope: total for the current filter, plus the unread and read counts of the screen's counters. */
const PesquisaResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(Destinatario),
  total: Type.Integer(),
  naoLidas: Type.Integer(),
  lidas: Type.Integer(),
});

/** pesquisa: no free filter/sort/map; the screen's two choices travel in extraParams. */
const RESOURCE: ResourceDef = {
  fields: {},
  extraParams: { filtro: 'text', pesquisa: 'text' },
  defaultLimit: 10,
  maxLimit: 50,
};

const Optional = Type.Optional;
const AtualizarBody = Type.Object(
  {
    mnsDstCodigo: Optional(Codigo),
    /** Sent by the client with "today"; the server records its own clock instead. */
    mnsDstDtaLeitura: Optional(Type.String({ maxLength: 40 })),
    mnsDstGlobal: Optional(Type.Object({ mnsDstGlbCodigo: Optional(Codigo) })),
    mensagem: Optional(Type.Object({ mnsCodigo: Optional(Codigo) })),
    pssFisica: Optional(Type.Object({ pssFscCodigo: Optional(Type.Integer()) })),
  },
  { additionalProperties: false },
);

function recipientWire(r: Omit<Recipient, 'mnsDstCodigo'> & { mnsDstCodigo: number | null }) {
  return {
    mnsDstCodigo: r.mnsDstCodigo,
    mnsDstDtaLeitura: r.mnsDstDtaLeitura ? r.mnsDstDtaLeitura.toISOString() : null,
    mnsDstGlobal: r.mnsDstGlbCodigo ? { mnsDstGlbCodigo: r.mnsDstGlbCodigo } : null,
    mensagemEmail: r.msgCodigo ? { msgCodigo: r.msgCodigo } : null,
    pssFisica: { pssFscCodigo: r.pssFscCodigo },
  };
}

/**
 * The sender a candidate reads: the person who signed it, else the originating system — and the product's own code
 * (SGPS, what every staff write and command stores) reads as the institution's configured name (issue 37).
 */
export const SISTEMA_PROPRIO = 'SGPS';

function itemWire(row: MailboxRow, pssFscCodigo: number, instituicao: string) {
  return {
    ...recipientWire({ ...row, pssFscCodigo }),
    mensagem: {
      mnsCodigo: row.mnsCodigo,
      mnsAssunto: row.mnsAssunto,
      mnsTexto: safeMessageHtml(row.mnsTexto),
      mnsDtaAgendamento: row.mnsDtaAgendamento.toISOString(),
      sistema: { sstCodigo: row.sstCodigo === SISTEMA_PROPRIO ? instituicao : row.sstCodigo },
      pssFisica: row.remetenteNome === null ? null : { pssFscNome: row.remetenteNome },
      tblGrlItmMnsTipo: { tblGrlItmCodigo: row.mnsTipo },
    },
  };
}

function parseFiltro(value: unknown): Filtro {
  if (value === undefined || value === '') return 'T';
  if (value === 'T' || value === 'L' || value === 'N') return value;
  throw badRequest('Filtro de mensagens inválido: use T (todas), L (lidas) ou N (não lidas).');
}

/**
 * Messages of SPEC §7 under mensagens/mnsDestinatario/. A candidate only ever sees and changes the
 * recipients of the person they act as (request.auth.pssFscCodigo).
 */
export const mensagensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/mensagens/mnsDestinatario';
  // The inbox and the menu's unread counter without a search: requests arriving together share one statement.
  const caixas = new LeituraEmLote((pedidos: PedidoCaixa[]) => readMailboxes(app.db, pedidos), 100, 'caixa de mensagens');

  app.get(`${base}/pesquisaNumeroNaoLidas`, { preHandler: requireLogin, schema: { response: { 200: EnvelopeOf(Type.Integer()) } } }, async (request) => {
    const { naoLidas } = await caixas.le({ pssFscCodigo: request.auth!.pssFscCodigo, now: app.clock(), filtro: 'T', offset: 0, limit: 0 });
    return ok(naoLidas, naoLidas);
  });

  app.get(
    `${base}/pesquisa`,
    { preHandler: requireLogin, schema: { querystring: PesquisaQuery, response: { 200: PesquisaResponse } } },
    async (request) => {
      const p = parsePesquisa(request.query, RESOURCE);
      const filtro = parseFiltro(p.extra.filtro);
      const pesquisa = typeof p.extra.pesquisa === 'string' ? p.extra.pesquisa.slice(0, 200) : undefined;
      const person = request.auth!.pssFscCodigo;
      const q = { pssFscCodigo: person, now: app.clock(), filtro, pesquisa };
      const { rows, ...counts } = pesquisa?.trim()
        ? await Promise.all([findMailboxPage(app.db, q, p.offset, p.limit), countMailbox(app.db, q)]).then(([rows, counts]) => ({ rows, ...counts }))
        : await caixas.le({ ...q, offset: p.offset, limit: p.limit });
      const total = filtro === 'L' ? counts.lidas : filtro === 'N' ? counts.naoLidas : counts.lidas + counts.naoLidas;
      return { success: true, data: rows.map((r) => itemWire(r, person, app.config.instituicao)), total, ...counts };
    },
  );

  // A GET that changes state (the spec's shape): it demands the CSRF header like a POST.
  app.get(`${base}/atualizaMarcaTodasLidas`, { preHandler: requireLogin, config: { escrita: true }, schema: { response: { 200: EnvelopeOf(Type.Integer()) } } }, async (request) => {
    assertCsrfHeader(request);
    const person = request.auth!.pssFscCodigo;
    const marked = await app.db.transaction((tx) => markAllRead(tx, person, app.clock()));
    return ok(marked, marked);
  });

  app.post(
    `${base}/atualizarMnsDestinatario`,
    { preHandler: requireLogin, schema: { body: AtualizarBody, response: { 200: EnvelopeOf(Destinatario) } } },
    async (request) => {
      const person = request.auth!.pssFscCodigo;
      const { mnsDstCodigo, mnsDstGlobal, mensagem } = request.body;
      if (!mnsDstCodigo && !mnsDstGlobal?.mnsDstGlbCodigo && !mensagem?.mnsCodigo) {
        throw badRequest('Informe a mensagem a marcar como lida (mnsDstCodigo, mnsDstGlobal ou mensagem).');
      }
      const recipient = await app.db.transaction(async (tx) => {
        const mnsCodigo = mnsDstCodigo
          ? await findOwnMessageCode(tx, person, mnsDstCodigo)
          : mnsDstGlobal?.mnsDstGlbCodigo
            ? await findGlobalMessageCode(tx, mnsDstGlobal.mnsDstGlbCodigo)
            : mensagem!.mnsCodigo!;
        return mnsCodigo === null ? null : markRead(tx, person, mnsCodigo, app.clock());
      });
      if (!recipient) throw notFound('Mensagem não encontrada.');
      return ok(recipientWire(recipient));
    },
  );
};
