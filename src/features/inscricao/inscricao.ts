import { ENROLMENT_FIELDS, type EnrolmentField } from '../../domain/enrolment-fields.ts';
import { isAnswered, parseField } from '../../domain/enrolment-validation.ts';
import { fieldLabel, fieldRequired, fieldShown, type FormConfig } from '../../domain/form-config.ts';

/** What the candidate typed, kept in the browser until the server confirms it (SPEC "nothing lost"). */
export interface Draft {
  /** Wire-form values: 'T'/'F', dd/mm/yyyy, decimal comma. */
  values: Record<string, string>;
  /** One chain of chosen option codes per preference slot (root -> leaf). */
  opcoes: number[][];
  cndApoio: number[];
  arConhecimentos: number[];
  /** The form's idempotency key: the same until the server confirms, so a retry never doubles. */
  chave: string;
  salvoEm: string;
}

export const draftKey = (prcSltCodigo: number, insPrcCodigo: number) => `ps:rascunho:${prcSltCodigo}:${insPrcCodigo}`;

export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const emptyDraft = (): Draft => ({ values: {}, opcoes: [[]], cndApoio: [], arConhecimentos: [], chave: newKey(), salvoEm: '' });

export function loadDraft(storage: Storage, key: string): Draft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft;
    return d && typeof d.chave === 'string' && d.values && Array.isArray(d.opcoes) ? d : null;
  } catch {
    return null;
  }
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
  if (fieldShown(cfg, 'cndApoio')) body.cndApoio = d.cndApoio.length ? d.cndApoio.map((c) => ({ prcSltDfcCndApoioCodigo: c })) : [''];
  if (fieldShown(cfg, 'arConhecimentos')) body.arConhecimentos = d.arConhecimentos;
  return body;
}
