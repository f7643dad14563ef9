/**
 * Pure logic of the ranking screen: the rules as the form holds them (texts per option × category and per exam,
 * so a half-typed number stays on screen) and back to the wire's RegrasWire, the API's field errors mapped to
 * the form's cells, the tie-break order, and the pasted list of absentees. No DOM, no API.
 */
import { AMPLA, lerRegras, type CategoriaCota, type CriterioDesempate } from '../../domain/classificacao-regras.ts';
import { isoToBrDate, toIsoDate } from '../../domain/dates.ts';
import type { ConfiguracaoClassificacao, RegrasWire } from '../../domain/wire/gestao-classificacao.ts';

/** A category on the form: `id` is stable while its code is typed (the vacancies are keyed by it, never by the code). */
export type CategoriaForm = CategoriaCota & { id: string };

export interface FormRegras {
  categorias: CategoriaForm[];
  /** Vacancies typed per `${opcao}|${id}` ('AC' for ampla concorrência, else the category's form id). */
  vagas: Record<string, string>;
  /** Weight typed per exam code; empty: the exam does not count. */
  pesos: Record<number, string>;
  ausente: boolean;
  zeroEm: number[];
  minimo: string;
  desempate: CriterioDesempate[];
  /** dd/mm/aaaa */
  dataReferencia: string;
  /** A candidate approved in a later option still waits in the earlier ones (RegrasOpcoes). */
  esperaNasOpcoesAnteriores: boolean;
}

type Conf = Pick<ConfiguracaoClassificacao, 'regras' | 'provas' | 'opcoes'>;

export const chaveVaga = (opcao: number, lista: string) => `${opcao}|${lista}`;
const numeroTexto = (n: number) => String(n).replace('.', ',');

/** The form for the saved rules, or a starting point: every exam weighs 1, ampla concorrência only, ties by enrolment. */
export function formularioDe(conf: Conf, hoje: string): FormRegras {
  const r = conf.regras;
  if (!r) {
    return {
      categorias: [],
      vagas: Object.fromEntries(conf.opcoes.map((o) => [chaveVaga(o.opcCodigo, AMPLA), ''])),
      pesos: Object.fromEntries(conf.provas.map((p) => [p.prova, '1'])),
      ausente: true,
      zeroEm: [],
      minimo: '',
      desempate: [{ tipo: 'inscricao' }],
      dataReferencia: isoToBrDate(hoje),
      esperaNasOpcoesAnteriores: false,
    };
  }
  const categorias = lerRegras(r).categorias.map((c, i) => ({ ...c, id: `c${i + 1}` }));
  const idDe = (lista: string) => (lista === AMPLA ? AMPLA : (categorias.find((c) => c.codigo === lista)?.id ?? lista));
  return {
    categorias,
    vagas: Object.fromEntries(r.vagas.map((v) => [chaveVaga(v.opcao, idDe(v.lista)), String(v.vagas)])),
    pesos: Object.fromEntries(r.pesos.map((p) => [p.prova, numeroTexto(p.peso)])),
    ausente: r.eliminacao.ausente,
    zeroEm: [...r.eliminacao.zeroEm],
    minimo: r.eliminacao.minimoTotal === null ? '' : numeroTexto(r.eliminacao.minimoTotal),
    desempate: r.desempate.map((d) => ({ ...d })),
    dataReferencia: isoToBrDate(r.dataReferencia) || r.dataReferencia,
    esperaNasOpcoesAnteriores: r.opcoes?.esperaNasOpcoesAnteriores ?? false,
  };
}

/** A typed number with a decimal comma or dot; NaN when not a number (the API's check then names the field). */
export function lerNumero(texto: string): number {
  const t = texto.trim().replace(',', '.');
  return t === '' || !/^-?\d+(\.\d+)?$/.test(t) ? Number.NaN : Number(t);
}

/** Where each item of the wire's arrays came from, to put the API's messages ('vagas.3.vagas') beside the right cell. */
export interface Origem {
  vagas: string[];
  pesos: number[];
}

/**
 * The rules to send: one vacancy line per final option and list with a typed value (an empty cell is 0 seats),
 * one weight per exam with a typed weight. NaN travels as null and comes back as the field's message.
 */
export function regrasDoFormulario(f: FormRegras, opcoes: readonly { opcCodigo: number }[]): { regras: RegrasWire; origem: Origem } {
  const listas = listasDoFormulario(f);
  const vagas: RegrasWire['vagas'] = [];
  const origemVagas: string[] = [];
  for (const o of opcoes) {
    for (const { id, codigo } of listas) {
      const texto = f.vagas[chaveVaga(o.opcCodigo, id)] ?? '';
      const n = texto.trim() === '' ? 0 : lerNumero(texto);
      vagas.push({ opcao: o.opcCodigo, lista: codigo.trim().toUpperCase(), vagas: Number.isNaN(n) ? -1 : n });
      origemVagas.push(chaveVaga(o.opcCodigo, id));
    }
  }
  const pesos = Object.entries(f.pesos)
    .filter(([, t]) => t.trim() !== '')
    .map(([prova, t]) => ({ prova: Number(prova), peso: lerNumero(t) }));
  const minimo = f.minimo.trim() === '' ? null : lerNumero(f.minimo);
  return {
    regras: {
      categorias: f.categorias.map((c) => ({ codigo: c.codigo.trim().toUpperCase(), nome: c.nome.trim(), destinos: [...c.destinos] })),
      vagas,
      // JSON has no NaN: a weight that is not a number goes as 0 and the API explains it beside the exam.
      pesos: pesos.map((p) => ({ ...p, peso: Number.isNaN(p.peso) ? 0 : p.peso })),
      eliminacao: { ausente: f.ausente, zeroEm: [...f.zeroEm], minimoTotal: minimo === null ? null : Number.isNaN(minimo) ? -1 : minimo },
      desempate: f.desempate,
      dataReferencia: toIsoDate(f.dataReferencia) ?? f.dataReferencia,
      opcoes: { esperaNasOpcoesAnteriores: f.esperaNasOpcoesAnteriores },
    },
    origem: { vagas: origemVagas, pesos: pesos.map((p) => p.prova) },
  };
}

/** The API's (or validarRegras') field names turned into the form's: 'vagas.3.vagas' -> 'vaga:12|PPI', 'pesos.0.peso' -> 'peso:7'. */
export function errosNoFormulario(erros: Record<string, string>, origem: Origem): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [campo, msg] of Object.entries(erros)) {
    const v = /^vagas\.(\d+)\.\w+$/.exec(campo);
    const p = /^pesos\.(\d+)\.\w+$/.exec(campo);
    const chave = v && origem.vagas[Number(v[1])] ? `vaga:${origem.vagas[Number(v[1])]}` : p && origem.pesos[Number(p[1])] !== undefined ? `peso:${origem.pesos[Number(p[1])]}` : campo;
    out[chave] ??= msg;
  }
  return out;
}

/** The table's columns: ampla concorrência, then each category (id for the cells, code for the heading). */
export const listasDoFormulario = (f: FormRegras) => [{ id: AMPLA, codigo: AMPLA }, ...f.categorias.map((c) => ({ id: c.id, codigo: c.codigo }))];

/** A new, empty category (its code is typed by staff); its seats go to ampla concorrência unless told otherwise. */
export function adicionarCategoria(f: FormRegras): FormRegras {
  const maior = Math.max(0, ...f.categorias.map((c) => Number(c.id.slice(1)) || 0));
  return { ...f, categorias: [...f.categorias, { id: `c${maior + 1}`, codigo: '', nome: '', destinos: [AMPLA] }] };
}

/** Removes a category, its vacancies and every destination naming it (the others keep their order). */
export function removerCategoria(f: FormRegras, indice: number): FormRegras {
  const alvo = f.categorias[indice];
  if (!alvo) return f;
  const categorias = f.categorias.filter((_, i) => i !== indice).map((c) => (alvo.codigo && c.destinos.includes(alvo.codigo) ? { ...c, destinos: c.destinos.filter((d) => d !== alvo.codigo) } : c));
  const vagas = Object.fromEntries(Object.entries(f.vagas).filter(([k]) => !k.endsWith(`|${alvo.id}`)));
  return { ...f, categorias, vagas };
}

/** Changes a category's code; destinations naming the old code follow it (the vacancies are keyed by id and stay). */
export function renomearCategoria(f: FormRegras, indice: number, codigo: string): FormRegras {
  const antigo = f.categorias[indice].codigo;
  const segue = antigo !== '' && antigo !== AMPLA && !f.categorias.some((c, i) => i !== indice && c.codigo === antigo);
  const categorias = f.categorias.map((c, i) => (i === indice ? { ...c, codigo } : segue && c.destinos.includes(antigo) ? { ...c, destinos: c.destinos.map((d) => (d === antigo ? codigo : d)) } : c));
  return { ...f, categorias };
}

/** The ordered destinations of category `indice`: add one at the end, remove one, or move one up. */
export function mudarDestinos(f: FormRegras, indice: number, acao: { adicionar: string } | { remover: number } | { subir: number }): FormRegras {
  const categorias = f.categorias.map((c, i) => {
    if (i !== indice) return c;
    if ('adicionar' in acao) return c.destinos.includes(acao.adicionar) || !acao.adicionar ? c : { ...c, destinos: [...c.destinos, acao.adicionar] };
    if ('remover' in acao) return { ...c, destinos: c.destinos.filter((_, j) => j !== acao.remover) };
    return { ...c, destinos: mover(c.destinos, acao.subir, -1) };
  });
  return { ...f, categorias };
}

/** Moves item `i` one place up (-1) or down (+1); out of range: unchanged. */
export function mover<T>(lista: readonly T[], i: number, delta: -1 | 1): T[] {
  const j = i + delta;
  if (i < 0 || i >= lista.length || j < 0 || j >= lista.length) return [...lista];
  const out = [...lista];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

export const chaveCriterio = (c: CriterioDesempate) => (c.tipo === 'prova' ? `prova:${c.prova}` : c.tipo);

/** The tie-breaks staff may still add (each once). */
export function criteriosDisponiveis(usados: readonly CriterioDesempate[], provas: readonly { prova: number }[]): CriterioDesempate[] {
  const todos: CriterioDesempate[] = [...provas.map((p) => ({ tipo: 'prova' as const, prova: p.prova })), { tipo: 'idoso' }, { tipo: 'idade' }, { tipo: 'inscricao' }];
  const ja = new Set(usados.map(chaveCriterio));
  return todos.filter((c) => !ja.has(chaveCriterio(c)));
}

export function nomeCriterio(c: CriterioDesempate, provas: readonly { prova: number; descricao: string }[]): string {
  if (c.tipo === 'prova') return `Maior nota em ${provas.find((p) => p.prova === c.prova)?.descricao ?? `prova ${c.prova}`}`;
  if (c.tipo === 'idoso') return 'Pessoa idosa (60 anos ou mais) primeiro, a mais velha antes';
  if (c.tipo === 'idade') return 'Candidato mais velho primeiro';
  return 'Inscrição mais antiga primeiro';
}

/** Enrolment numbers pasted one per line or separated by spaces, commas or semicolons: the numbers and what is not one. */
export function lerInscricoes(texto: string): { numeros: number[]; invalidos: string[] } {
  const partes = texto.split(/[\s,;]+/).filter(Boolean);
  const numeros: number[] = [];
  const invalidos: string[] = [];
  for (const p of partes) {
    if (/^\d{1,9}$/.test(p) && Number(p) > 0) {
      if (!numeros.includes(Number(p))) numeros.push(Number(p));
    } else invalidos.push(p);
  }
  return { numeros, invalidos };
}

/** The name of a list on screen: 'AC' is ampla concorrência; a category shows its name when known. */
export function nomeLista(lista: string, categorias: readonly CategoriaCota[]): string {
  if (lista === AMPLA) return 'Ampla concorrência (AC)';
  const c = categorias.find((x) => x.codigo === lista);
  return c ? `${c.nome} (${c.codigo})` : lista;
}

export const SITUACAO: Record<string, string> = { aprovado: 'Aprovado', espera: 'Em espera' };

export function formatarNota(n: number): string {
  return n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}


/** Exams that arrived after the form was opened (a scores upload) get a weight: `padrao` ('1' before any rule was saved). */
export function completarPesos(f: FormRegras, provas: readonly { prova: number }[], padrao: string): FormRegras {
  const novas = provas.filter((p) => !(p.prova in f.pesos));
  return novas.length ? { ...f, pesos: { ...f.pesos, ...Object.fromEntries(novas.map((p) => [p.prova, padrao])) } } : f;
}
