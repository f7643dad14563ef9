import { FIELD_BY_NAME } from '../../domain/inscricao-campos.ts';
import { resolveFormConfig, type FormConfig } from '../../domain/formulario-config.ts';
import { forgetOthersDrafts } from '../../lib/drafts.ts';
import { configuracao, dadosPessoa, dadosProcesso, hierarquia, inscricao, listas, lookup, verificarVinculo, type Listas, type Processo } from './inscricao.api.ts';
import { emptyDraft, loadOwnDraft, type Draft, type Lookups } from './inscricao.ts';

const LOOKUPS: Record<string, [string, string, (r: Record<string, unknown>) => string]> = {
  prcSltMncPrvCodigo: ['prcSltMncProva', 'prcSltMncPrvCodigo', (r) => `${r.mncDescricao} - ${r.ufCodigo}`],
  prcSltLngEstCodigo: ['prcSltLngEstrangeira', 'prcSltLngEstCodigo', (r) => String(r.prcSltLngEstDescricao)],
  prcSltMdlCodigo: ['prcSltModalidade', 'prcSltMdlCodigo', (r) => String(r.prcSltMdlDescricao)],
  prcSltSerCodigo: ['prcSltSerie', 'prcSltSerCodigo', (r) => String(r.prcSltSerDescricao)],
  prcSltStrCodigo: ['prcSltSetor', 'prcSltStrCodigo', (r) => String(r.prcSltStrDescricao)],
  prcSltArCnhCodigo: ['prcSltArConhecimento', 'prcSltArCnhCodigo', (r) => String(r.prcSltArCnhDescricao)],
  prcSltTpDvlCodigo: ['prcSltTpDivulgacao', 'prcSltTpDvlCodigo', (r) => String(r.prcSltTpDvlDescricao)],
  prcSltTpEscCodigo: ['prcSltTpEscolaridade', 'prcSltTpEscCodigo', (r) => String(r.prcSltTpEscDescricao)],
};

export interface Carregado {
  proc: Processo;
  cfg: FormConfig;
  lookups: Lookups;
  listas: Listas;
  interno: boolean | null;
  pessoa: Record<string, string>;
  draft: Draft;
  /** The draft came from this browser (typed before a reload, a login or a crash). */
  restaurado: boolean;
}

/** `fechado`: a text shown in place of the form; `paraHome`: leave for /home (SPEC §2, as the entry guard does). */
type Fechado = { fechado: string } | { paraHome: true };

const codes = (v: unknown, key: string) => ((v as Record<string, unknown>[] | undefined) ?? []).map((x) => Number(x[key]));

/**
 * Everything the form needs, in order: process, bond check, configuration, lookups, person, and the draft or the
 * enrolment being edited. `dono` is the signed-in person: only their own draft is restored, and drafts anyone
 * else left in this browser are dropped. The chosen options' levels are the store's to load (inscricao.store.ts).
 */
export async function carregar(prcSltCodigo: number, insPrcCodigo: number, key: string, dono: number): Promise<Carregado | Fechado> {
  const novo = insPrcCodigo === 0;
  const proc = await dadosProcesso(prcSltCodigo);
  // SPEC §8 "Process missing or not current: home", as the entry guard does: the form is never shown in place.
  if (proc.prcSltExiste !== 'T' || (novo && proc.prcSltVigente !== 'T')) return { paraHome: true };
  const interno = await verificarVinculo();
  const conf = await configuracao(prcSltCodigo, interno);
  const cfg = resolveFormConfig(conf.processo, conf.vinculo);
  const lookups: Lookups = {};
  const [, l, pessoa] = await Promise.all([
    Promise.all(Object.entries(LOOKUPS).filter(([n]) => cfg[n]?.exibir).map(async ([n, [path, code, label]]) => (lookups[n] = await lookup(path, prcSltCodigo, code, label)))),
    listas(prcSltCodigo),
    dadosPessoa(),
  ]);
  forgetOthersDrafts(localStorage, dono);
  let draft = loadOwnDraft(localStorage, key, dono);
  const restaurado = Boolean(draft);
  if (!draft && !novo) {
    const ins = await inscricao(insPrcCodigo);
    if (ins.edicaoPermitida !== 'T') return { fechado: 'O prazo para editar esta inscrição terminou.' };
    const h = await hierarquia(insPrcCodigo);
    const values = Object.fromEntries(Object.keys(FIELD_BY_NAME).filter((n) => typeof ins[n] === 'string').map((n) => [n, ins[n] as string]));
    const apoio = (ins.cndApoio as { prcSltDfcCndApoioCodigo: number; insPrcCndApoioDetalhe: string | null }[]) ?? [];
    draft = {
      ...emptyDraft(),
      values,
      opcoes: h.length ? h.map((o) => o.hierarquia.map((x) => x.opcCodigo)) : [[]],
      cndApoio: apoio.map((c) => c.prcSltDfcCndApoioCodigo),
      cndApoioDetalhe: Object.fromEntries(apoio.filter((c) => c.insPrcCndApoioDetalhe).map((c) => [c.prcSltDfcCndApoioCodigo, c.insPrcCndApoioDetalhe!])),
      arConhecimentos: codes(ins.arConhecimentos, 'prcSltArCnhCodigo'),
      locaisDesejados: codes(ins.locaisDesejados, 'mncCodigo'),
      tpInstituicoes: codes(ins.tpInstituicoes, 'tpIstCodigo'),
    };
  }
  draft = { ...(draft ?? emptyDraft()), dono };
  return { proc, cfg, lookups, listas: l, interno, pessoa, draft, restaurado };
}
