import { badRequest } from '../../http/envelope.ts';
import { CAMPOS_PESSOA } from '../../../src/domain/pessoa-campos.ts';
import { MAX_EXTRA_KNOWLEDGE_AREAS } from '../../../src/domain/constants.ts';
import { ENROLMENT_FIELDS, FIELD_BY_NAME, LIST_FIELDS, type PaymentForm } from '../../../src/domain/inscricao-campos.ts';
import { isAnswered, parseField } from '../../../src/domain/inscricao-validacao.ts';
import { fieldLabel, fieldRequired, fieldShown, resolveFormConfig, type FormConfig } from '../../../src/domain/formulario-config.ts';
import type { Catalogo, LookupName, Opcao } from './catalogo.ts';
import type { Processo } from './repository.ts';
import type { DadosDaInscricao } from '../../entities/inscricao/inscricao-descricao.ts';

export type Body = Record<string, unknown>;

/** What the entity writes (the row's columns and its lists), and what the person's row must hold. */
export interface EnrolmentWrite extends DadosDaInscricao {
  /** The person fields (SPEC §3) this process requires here, with the label the form shows: checked against the person's row. */
  camposPessoaExigidos: { name: string; label: string }[];
}

const INT = /^\d{1,9}$/;
const fail = (messages: string[]) => badRequest(messages.join(' '), messages[0]);

/** A list from the form: qs gives arrays; one empty item (atualizar2's "empty list") means none. */
function list(body: Body, name: string): unknown[] {
  const raw = body[name];
  if (raw === undefined || raw === null || raw === '') return [];
  const arr = Array.isArray(raw) ? raw : typeof raw === 'object' ? Object.values(raw as object) : [raw];
  return arr.filter((x) => x !== '' && x !== null);
}

function codes(body: Body, name: string, label: string, errors: string[], key?: string): number[] {
  const out: number[] = [];
  for (const item of list(body, name)) {
    const v = key && item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : item;
    if (typeof v !== 'string' && typeof v !== 'number') errors.push(`${label}: valor inválido.`);
    else if (!INT.test(String(v))) errors.push(`${label}: valor inválido.`);
    else out.push(Number(v));
  }
  if (new Set(out).size !== out.length) errors.push(`${label}: há itens repetidos.`);
  return out;
}

/** The scalar fields that point to one of the process's lookups. */
const LOOKUP_FIELDS: LookupName[] = ['prcSltMncPrvCodigo', 'prcSltLngEstCodigo', 'prcSltMdlCodigo', 'prcSltSerCodigo', 'prcSltStrCodigo', 'prcSltArCnhCodigo', 'prcSltTpDvlCodigo', 'prcSltTpEscCodigo'];

const KNOWN_FIELDS = new Set([...ENROLMENT_FIELDS.map((f) => f.name), ...Object.keys(LIST_FIELDS), 'opcoes', 'prcSltCodigo', 'insPrcCodigo', 'idempotencyKey', 'pssFscCodigo']);

const allIn = (ids: number[], known: Set<number>) => ids.every((id) => known.has(id));

/**
 * The payment forms both the process and every chosen option with a fee allow (exempt options do not restrict);
 * the card only while a card provider is configured.
 */
export function allowedPayments(p: Processo, chosen: Opcao[], cartaoDisponivel: boolean): PaymentForm[] {
  const opcoes = chosen.filter((o) => o.opcVlrInscricao !== null && o.opcVlrInscricao > 0);
  const out: PaymentForm[] = [];
  if (p.prcSltPgtBoleto && opcoes.every((o) => o.opcPgtBoleto)) out.push('BOLETO');
  if (p.prcSltPgtPix && opcoes.every((o) => o.opcPgtPix)) out.push('PIX');
  if (cartaoDisponivel && p.prcSltPgtCartao && opcoes.every((o) => o.opcPgtCartao)) out.push('CARTAO');
  return out;
}

/**
 * Checks a cadastrar/atualizar body against SPEC §5 and the process's form configuration, and turns it
 * into column values. Every failure is collected and answered as one 400 in Portuguese; nothing is written.
 * `withOptions`: the body carries the option list (cadastrar2/atualizar2). `currentOptions`: the
 * enrolment's options when the body does not carry them (their configuration still applies).
 */
export function validateEnrolment(
  cat: Catalogo,
  person: { vinculo: 'INTERNO' | 'EXTERNO'; istExiste: boolean },
  body: Body,
  opts: { withOptions: boolean; currentOptions?: number[]; now: Date; isEdit: boolean; cartaoDisponivel: boolean },
): EnrolmentWrite {
  const p = cat.processo;
  const errors: string[] = [];
  const unknown = Object.keys(body).filter((k) => !KNOWN_FIELDS.has(k));
  if (unknown.length) throw badRequest(`Campo não aceito na inscrição: ${unknown[0].slice(0, 60)}.`);

  // options
  let opcoes: EnrolmentWrite['opcoes'];
  let opcoesDetalhe: EnrolmentWrite['opcoesDetalhe'];
  let chosen: Opcao[] = [];
  if (opts.withOptions) {
    const codigos = codes(body, 'opcoes', 'Opções', errors, 'opcCodigo');
    if (codigos.length > p.prcSltNmrOpcoes) errors.push(`Opções: este processo permite no máximo ${p.prcSltNmrOpcoes} opção(ões).`);
    chosen = codigos.flatMap((c) => cat.opcoes.get(c) ?? []);
    const byCode = new Map(chosen.map((o) => [o.opcCodigo, o]));
    if (codigos.some((c) => !byCode.get(c)?.opcOpcFinal)) errors.push('Opções: opção inválida para este processo seletivo.');
    if (!codigos.length && p.prcSltNmrOpcoes > 0 && cat.opcoes.size > 0) errors.push('Opções: escolha ao menos uma opção.');
    if (opts.isEdit && !p.prcSltOpcEditavel) errors.push('Opções: este processo não permite alterar as opções depois da inscrição.');
    opcoes = codigos.map((opcCodigo, i) => ({ opcCodigo, prcSltOpcOrdem: i + 1 }));
    opcoesDetalhe = codigos.flatMap((opcCodigo, i) => {
      const o = byCode.get(opcCodigo);
      return o ? [{ opcCodigo, prcSltOpcOrdem: i + 1, opcDescricao: o.opcDescricao, opcVlrInscricao: o.opcVlrInscricao }] : [];
    });
  } else if (opts.currentOptions?.length) {
    chosen = opts.currentOptions.flatMap((c) => cat.opcoes.get(c) ?? []);
  }

  const porOpcao = chosen.map((o) => cat.formOpcao.get(o.opcCodigo)).filter((c): c is FormConfig => c !== undefined);
  const cfg = resolveFormConfig(cat.formProcesso, cat.formVinculo[person.vinculo], porOpcao);

  // scalar fields
  const values: EnrolmentWrite['values'] = {};
  for (const field of ENROLMENT_FIELDS) {
    const r = parseField(field, body[field.name]);
    if (!r.ok) {
      errors.push(r.message);
      continue;
    }
    values[field.name] = field.kind === 'tf' ? r.value === true : r.value;
  }
  for (const field of ENROLMENT_FIELDS.filter((f) => f.flag)) {
    if (values[field.name] !== null && values[field.flag!] !== true) {
      errors.push(`${field.label}: só pode ser enviada quando a opção "${FIELD_BY_NAME[field.flag!].label}" estiver marcada.`);
    }
  }
  const fees = chosen.map((o) => o.opcVlrInscricao).filter((v): v is number => v !== null && v > 0);
  const payments = allowedPayments(p, chosen, opts.cartaoDisponivel);
  for (const field of ENROLMENT_FIELDS) {
    const name = field.name;
    const alwaysOn = name === 'insPrcFrmPagamento' ? fees.length > 0 : false;
    if (!alwaysOn && !fieldShown(cfg, name)) {
      values[name] = field.kind === 'tf' ? false : null;
      continue;
    }
    if (fieldRequired(cfg, name) && !isAnswered(field, values[name])) errors.push(`${fieldLabel(cfg, name, field.label)}: campo obrigatório.`);
  }
  if (values.insPrcFrmPagamento !== null && !payments.includes(values.insPrcFrmPagamento as PaymentForm)) {
    errors.push('Forma de pagamento: não permitida para este processo e estas opções.');
  }
  if (fees.length && payments.length && values.insPrcFrmPagamento === null && values.insPrcSlcIsencao !== true) {
    errors.push('Forma de pagamento: campo obrigatório.');
  }
  if (values.insPrcSlcIsencao === true && (!p.prcSltDtFimIsencao || opts.now.getTime() > p.prcSltDtFimIsencao.getTime())) {
    errors.push('Isenção: o prazo para solicitar isenção da taxa de inscrição terminou.');
  }
  for (const name of LOOKUP_FIELDS) {
    const v = values[name];
    if (typeof v === 'number' && !cat.codigos[name].has(v)) {
      errors.push(`${FIELD_BY_NAME[name].label}: opção inválida para este processo seletivo.`);
    }
  }
  if (typeof values.istCodigo === 'number' && !person.istExiste) {
    errors.push('Instituição de origem: instituição não encontrada.');
  }

  // lists (each kept only when the configuration shows it)
  const shownList = (name: keyof typeof LIST_FIELDS) => fieldShown(cfg, name);
  const arConhecimentos = shownList('arConhecimentos') ? codes(body, 'arConhecimentos', LIST_FIELDS.arConhecimentos, errors) : [];
  if (arConhecimentos.length > MAX_EXTRA_KNOWLEDGE_AREAS) errors.push(`${LIST_FIELDS.arConhecimentos}: no máximo ${MAX_EXTRA_KNOWLEDGE_AREAS}.`);
  if (!allIn(arConhecimentos, cat.codigos.prcSltArCnhCodigo)) {
    errors.push(`${LIST_FIELDS.arConhecimentos}: opção inválida para este processo seletivo.`);
  }
  const locaisDesejados = shownList('locaisDesejados') ? codes(body, 'locaisDesejados', LIST_FIELDS.locaisDesejados, errors) : [];
  if (!allIn(locaisDesejados, cat.municipios)) errors.push(`${LIST_FIELDS.locaisDesejados}: município não encontrado.`);
  const tpInstituicoes = shownList('tpInstituicoes') ? codes(body, 'tpInstituicoes', LIST_FIELDS.tpInstituicoes, errors) : [];
  if (!allIn(tpInstituicoes, cat.tiposInstituicao)) errors.push(`${LIST_FIELDS.tpInstituicoes}: tipo não encontrado.`);
  const cndApoio: EnrolmentWrite['cndApoio'] = [];
  if (shownList('cndApoio')) {
    const ids = codes(body, 'cndApoio', LIST_FIELDS.cndApoio, errors, 'prcSltDfcCndApoioCodigo');
    const items = list(body, 'cndApoio');
    ids.forEach((id, i) => {
      const detalhe = (items[i] as Record<string, unknown>)?.insPrcCndApoioDetalhe;
      cndApoio.push({ prcSltDfcCndApoioCodigo: id, insPrcCndApoioDetalhe: typeof detalhe === 'string' && detalhe.trim() ? detalhe.trim().slice(0, 1000) : null });
    });
    if (!allIn(ids, cat.codigos.prcSltDfcCndApoioCodigo)) {
      errors.push(`${LIST_FIELDS.cndApoio}: opção inválida para este processo seletivo.`);
    }
  }
  const chosenLists = { arConhecimentos, locaisDesejados, cndApoio, tpInstituicoes };
  for (const [name, items] of Object.entries(chosenLists)) {
    if (fieldRequired(cfg, name) && !items.length) errors.push(`${fieldLabel(cfg, name, LIST_FIELDS[name as keyof typeof LIST_FIELDS])}: escolha ao menos um item.`);
  }
  if (errors.length) throw fail(errors);
  const camposPessoaExigidos = CAMPOS_PESSOA.filter((c) => fieldRequired(cfg, c.name)).map((c) => ({ name: c.name, label: fieldLabel(cfg, c.name, c.label) }));
  return { values, opcoes, opcoesDetalhe, arConhecimentos, locaisDesejados, cndApoio, tpInstituicoes, camposPessoaExigidos };
}
