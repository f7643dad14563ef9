import { MAX_EXTRA_KNOWLEDGE_AREAS } from '../../domain/constants.ts';
import { ENROLMENT_FIELDS, LIST_FIELDS, type EnrolmentField, type PaymentForm } from '../../domain/inscricao-campos.ts';
import { isAnswered, parseField } from '../../domain/inscricao-validacao.ts';
import { fieldLabel, fieldRequired, fieldShown, type FormConfig } from '../../domain/formulario-config.ts';
import { personDraftKey } from '../../lib/drafts.ts';
import type { Opcao, Processo } from './inscricao.api.ts';

/** The choices of the form's lookup fields, as [code, label] pairs by field name. */
export type Lookups = Record<string, [number, string][]>;

/** What /entrar hands a new candidate's enrolment page (history state and sessionStorage 'ps:criarConta'). */
export interface CriarContaState {
  criarConta: true;
  nacionalidade: string;
  documento: string;
  /** Estrangeiro: PASSAPORTE or RG, as chosen on /entrar (older states lack it: a passport). */
  tpDcmPessoal?: string;
}

/** The institution search starts at this many letters. */
export const MIN_LETRAS_INSTITUICAO = 2;

/** What the candidate typed, kept in the browser until the server confirms it (SPEC "nothing lost"). */
export interface Draft {
  /** Wire-form values: 'T'/'F', dd/mm/yyyy, decimal comma. */
  values: Record<string, string>;
  /** One chain of chosen option codes per preference slot (root -> leaf). */
  opcoes: number[][];
  cndApoio: number[];
  /** Detail typed for a support condition that asks for one, by its code. */
  cndApoioDetalhe: Record<string, string>;
  arConhecimentos: number[];
  locaisDesejados: number[];
  /** Teaching institution types (tipoInstituicao codes). */
  tpInstituicoes: number[];
  /** The personal-data block as typed (null = not touched yet: the server's data is shown). */
  pessoa: Record<string, string> | null;
  /** The step the candidate was on, so a return through login lands where they left. */
  passo: number;
  /** The form's idempotency key: the same until the server confirms, so a retry never doubles. */
  chave: string;
  salvoEm: string;
  /** The person who typed it (pssFscCodigo): a draft of anyone else is never offered (shared computers). */
  dono?: number;
}

/** One person's draft of one form: a new enrolment in a process (insPrcCodigo 0) or the edit of one enrolment. */
export const draftKey = (pssFscCodigo: number, prcSltCodigo: number, insPrcCodigo: number) => personDraftKey(pssFscCodigo, `${prcSltCodigo}:${insPrcCodigo}`);

export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const emptyDraft = (): Draft => ({ values: {}, opcoes: [[]], cndApoio: [], cndApoioDetalhe: {}, arConhecimentos: [], locaisDesejados: [], tpInstituicoes: [], pessoa: null, passo: 0, chave: newKey(), salvoEm: '' });

export function loadDraft(storage: Storage, key: string): Draft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft;
    // Drafts saved by an older form lack the newer parts: fill them with the empty ones.
    return d && typeof d.chave === 'string' && d.values && Array.isArray(d.opcoes) ? { ...emptyDraft(), ...d, chave: d.chave } : null;
  } catch {
    return null;
  }
}

/** `pssFscCodigo`'s draft under `key`, or null: a draft that does not name them as its owner is not theirs. */
export function loadOwnDraft(storage: Storage, key: string, pssFscCodigo: number): Draft | null {
  const d = loadDraft(storage, key);
  return d && d.dono === pssFscCodigo ? d : null;
}

export function saveDraft(storage: Storage, key: string, d: Draft, now = new Date()): void {
  try {
    storage.setItem(key, JSON.stringify({ ...d, salvoEm: now.toISOString() }));
  } catch {
    /* storage full or disabled: the form still works, only the safety net is gone */
  }
}

/** The fields this process shows, in catalogue order, grouped by step. */
export function visibleFields(cfg: FormConfig, step?: EnrolmentField['step']): EnrolmentField[] {
  return ENROLMENT_FIELDS.filter((f) => (step ? f.step === step : true) && fieldShown(cfg, f.name) && f.name !== 'insPrcFrmPagamento');
}

/** Checks the shown fields as the server will (SPEC §5 + required); returns messages by field. */
export function validateDraft(cfg: FormConfig, d: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of visibleFields(cfg)) {
    const r = parseField(f, d.values[f.name] ?? '');
    if (!r.ok) errors[f.name] = r.message;
    else if (fieldRequired(cfg, f.name) && !isAnswered(f, r.value)) errors[f.name] = `${fieldLabel(cfg, f.name, f.label)}: campo obrigatório.`;
    else if (f.flag && r.value !== null && d.values[f.flag] !== 'T') errors[f.name] = `${f.label}: marque a opção correspondente.`;
  }
  return errors;
}

/** The leaf chosen in each slot (the last code of a chain, when it is final). */
export const chosenLeaves = (d: Draft, isFinal: (opcCodigo: number) => boolean) =>
  d.opcoes.map((chain) => chain[chain.length - 1]).filter((c): c is number => typeof c === 'number' && isFinal(c));

/** The form-encoded body for cadastrar2/atualizar2 (empty support list = one empty item, SPEC §7). */
export function buildBody(cfg: FormConfig, d: Draft, leaves: number[], extra: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...extra, idempotencyKey: d.chave };
  for (const f of visibleFields(cfg)) {
    const v = d.values[f.name];
    if (f.kind === 'tf') body[f.name] = v === 'T' ? 'T' : 'F';
    else if (v !== undefined && v !== '' && !(f.flag && d.values[f.flag] !== 'T')) body[f.name] = v;
  }
  if (d.values.insPrcFrmPagamento) body.insPrcFrmPagamento = d.values.insPrcFrmPagamento;
  body.opcoes = leaves.map((opcCodigo, i) => ({ opcCodigo, prcSltOpcOrdem: i + 1 }));
  if (fieldShown(cfg, 'cndApoio')) {
    body.cndApoio = d.cndApoio.length
      ? d.cndApoio.map((c) => (d.cndApoioDetalhe[c]?.trim() ? { prcSltDfcCndApoioCodigo: c, insPrcCndApoioDetalhe: d.cndApoioDetalhe[c].trim() } : { prcSltDfcCndApoioCodigo: c }))
      : [''];
  }
  if (fieldShown(cfg, 'arConhecimentos')) body.arConhecimentos = d.arConhecimentos;
  if (fieldShown(cfg, 'locaisDesejados')) body.locaisDesejados = d.locaisDesejados;
  if (fieldShown(cfg, 'tpInstituicoes')) body.tpInstituicoes = d.tpInstituicoes;
  return body;
}

/** The list parts a configuration requires and the extra-area limit; messages by list name. */
export function validateLists(cfg: FormConfig, d: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  const lists = { locaisDesejados: d.locaisDesejados, cndApoio: d.cndApoio, arConhecimentos: d.arConhecimentos, tpInstituicoes: d.tpInstituicoes } as const;
  for (const [name, items] of Object.entries(lists)) {
    if (fieldRequired(cfg, name) && !items.length) errors[name] = `${fieldLabel(cfg, name, LIST_FIELDS[name as keyof typeof LIST_FIELDS])}: escolha ao menos um item.`;
  }
  if (d.arConhecimentos.length > MAX_EXTRA_KNOWLEDGE_AREAS) errors.arConhecimentos = `Escolha no máximo ${MAX_EXTRA_KNOWLEDGE_AREAS} áreas de conhecimento adicionais.`;
  return errors;
}

// The cascade (chaveFilhos, niveisDaCadeia, cadeiaCompleta) lives in src/domain/opcoes-cascata.ts: the back office's
// preview draws the same selects.
export { cadeiaCompleta, chaveFilhos, niveisDaCadeia } from '../../domain/opcoes-cascata.ts';

/** The fees of the chosen options that have one. */
export const taxas = (leaves: number[], opcoes: Record<number, Opcao>) =>
  leaves.map((c) => opcoes[c]?.opcVlrInscricao ?? null).filter((v): v is number => v !== null && v > 0);

const FLAG: Record<PaymentForm, 'Boleto' | 'Pix' | 'Cartao'> = { BOLETO: 'Boleto', PIX: 'Pix', CARTAO: 'Cartao' };

/** The payment forms the process and every chosen option with a fee allow. */
export function formasPermitidas(proc: Processo, leaves: number[], opcoes: Record<number, Opcao>): PaymentForm[] {
  return (['BOLETO', 'PIX', 'CARTAO'] as PaymentForm[]).filter((f) => {
    const flag = FLAG[f];
    return proc[`prcSltPgt${flag}`] === 'T' && leaves.every((c) => (opcoes[c]?.opcVlrInscricao ?? 0) <= 0 || opcoes[c]?.[`opcPgt${flag}`] === 'T');
  });
}
