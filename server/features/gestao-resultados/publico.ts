/**
 * The public result (GET /sgps/resultado/:p and /sgps/resultado/:p/:opcao): the latest publication of a process,
 * per option, each list with the rank, the enrolment number and the name — never a CPF or a score. The site
 * pre-renders it (the process page, and one page per option); the shells' islands read it for a result published
 * since the last build.
 */
import { nomeDaLista } from '../../../src/domain/resultado.ts';
import type { IndiceResultadoPublico, ResultadoPublico } from '../../../src/domain/wire/gestao-resultados.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findProcess } from '../../entities/processo/processo.ts';
import { ultimaPublicacao } from '../../entities/classificacao/resultado.ts';
import { notFound } from '../../http/envelope.ts';
import { contagemPublica, listasPublicas } from './repository.ts';

type Opcao = ResultadoPublico['opcoes'][number];
type Lista = Opcao['listas'][number];

async function publicado(db: DbOrTx, prc: number) {
  const p = await findProcess(db, prc);
  const pub = p && (await ultimaPublicacao(db, prc));
  if (!p || !pub) throw notFound('Nenhum resultado publicado para este processo.');
  return { p, pub };
}

/** The result of a process, or of one of its options (`opcCodigo`: 404 when that option has nobody ranked). */
export async function resultadoPublico(db: DbOrTx, prc: number, opcCodigo?: number): Promise<ResultadoPublico> {
  const { p, pub } = await publicado(db, prc);
  const linhas = await listasPublicas(db, pub.clsCalCodigo, opcCodigo);
  if (opcCodigo !== undefined && linhas.length === 0) throw notFound('Nenhum resultado publicado para esta opção.');
  const opcoes = new Map<number, { opcCodigo: number; descricao: string; listas: Map<string, Lista> }>();
  for (const l of linhas) {
    if (!opcoes.has(l.opcao)) opcoes.set(l.opcao, { opcCodigo: l.opcao, descricao: l.descricao, listas: new Map() });
    const o = opcoes.get(l.opcao)!;
    if (!o.listas.has(l.lista)) o.listas.set(l.lista, { lista: l.lista, nome: nomeDaLista(l.lista, pub.categorias), candidatos: [] });
    o.listas.get(l.lista)!.candidatos.push({ insPrcCodigo: l.ins, nome: l.nome, posicao: l.posicao, situacao: l.situacao === 'aprovado' ? 'Classificado(a)' : 'Lista de espera' });
  }
  return {
    prcSltCodigo: prc,
    prcSltDescricao: p.prcSltDescricao,
    tipo: pub.tipo,
    publicadoEm: pub.em.toISOString(),
    opcoes: [...opcoes.values()].map((o) => ({ ...o, listas: [...o.listas.values()] })),
  };
}

/** The index of the result of a process: each option's lists and their sizes. */
export async function indicePublico(db: DbOrTx, prc: number): Promise<IndiceResultadoPublico> {
  const { p, pub } = await publicado(db, prc);
  const opcoes = new Map<number, IndiceResultadoPublico['opcoes'][number]>();
  for (const l of await contagemPublica(db, pub.clsCalCodigo)) {
    if (!opcoes.has(l.opcao)) opcoes.set(l.opcao, { opcCodigo: l.opcao, descricao: l.descricao, listas: [] });
    opcoes.get(l.opcao)!.listas.push({ lista: l.lista, nome: nomeDaLista(l.lista, pub.categorias), total: l.total });
  }
  return { prcSltCodigo: prc, prcSltDescricao: p.prcSltDescricao, tipo: pub.tipo, publicadoEm: pub.em.toISOString(), opcoes: [...opcoes.values()] };
}
