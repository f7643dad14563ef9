import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TSchema, Type } from 'typebox';
import { brDay } from '../../../src/domain/inscricao-periodo.ts';
import { LatoItem, StrictoItem } from '../../../src/domain/wire/listagem.ts';
import { ok } from '../../http/envelope.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listLato, listStricto, type Page, type Period } from './repository.ts';
import { PESQUISA_START_MAX } from '../../http/pesquisa.ts';

/** start/limit paging (the lato screen asks for start 0, limit 999: SPEC §7, §9). */
const Paging = Type.Object(
  {
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: PESQUISA_START_MAX })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
    page: Type.Optional(Type.Integer({ minimum: 0 })),
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
const MAX_LIMIT = 999;
const page = (q: { start?: number; limit?: number }) => ({ offset: q.start ?? 0, limit: Math.min(q.limit ?? MAX_LIMIT, MAX_LIMIT) });

const PERIODS: [string, Period][] = [
  ['', 'open'],
  ['Prox', 'upcoming'],
];
type List<Row> = (db: DbOrTx, period: Period, now: Date, days: number, page: Page) => Promise<{ rows: Row[]; total: number }>;
const processRef = (prcSltCodigo: number | null) => (prcSltCodigo ? { prcSltCodigo } : null);

/**
 * Postgraduate listings read by the public Stricto and Lato pages (SPEC §2, §7):
 * prcSltInsStricto/getStrictoListagem(+Prox) and prcSltInsLato/getLatoEspecializacaoListagem(+Prox).
 * Open = the enrolment window contains the server clock; Prox = opening within config.upcomingDays.
 */
export const listagensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** One listing: its open rows at `path`, its upcoming ones at `path`Prox, each row put on the wire by `toItem`. */
  const listing = <Row>(path: string, item: TSchema, list: List<Row>, toItem: (r: Row) => unknown) => {
    for (const [suffix, period] of PERIODS) {
      app.get(`${path}${suffix}`, { schema: { querystring: Paging, response: { 200: EnvelopeOf(Type.Array(item)) } } }, async (request) => {
        const { rows, total } = await list(app.db, period, app.clock(), app.config.upcomingDays, page(request.query));
        return ok(rows.map(toItem), total);
      });
    }
  };

  listing('/prcSltInsStricto/getStrictoListagem', StrictoItem, listStricto, (r): Static<typeof StrictoItem> => ({
    pssEtpCodigo: r.pssEtpCodigo,
    pssEtpMncTitulo: r.pssEtpMncTitulo,
    pssEtpDescricao: r.pssEtpDescricao,
    pssEtpDtInicio: brDay(r.pssEtpDtInicio),
    pssEtpDtFim: brDay(r.pssEtpDtFim),
    pssEtpUrlEdital: r.pssEtpUrlEdital,
    pssEtpUrl: r.pssEtpUrl,
    pssEtpCampus: r.pssEtpCampus,
    tblGrlItemTpInsercao: r.tblGrlItemTpInsercao,
    prcSeletivo: processRef(r.prcSltCodigo),
  }));

  listing('/prcSltInsLato/getLatoEspecializacaoListagem', LatoItem, listLato, (r): Static<typeof LatoItem> => ({
    prjEspCrnCodigo: r.prjEspCrnCodigo,
    prjEspMncTitulo: r.prjEspMncTitulo,
    prjEspCrnDtInicio: brDay(r.prjEspCrnDtInicio),
    prjEspCrnDtTermino: brDay(r.prjEspCrnDtTermino),
    prjEspCrnUrl: r.prjEspCrnUrl,
    prjEspTpCrnCodigo: r.prjEspTpCrnCodigo,
    prjEspTipo: r.prjEspTipo,
    prcSeletivo: processRef(r.prcSltCodigo),
  }));
};
