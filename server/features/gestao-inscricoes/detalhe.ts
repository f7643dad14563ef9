/**
 * One enrolment as staff read it: every field the candidate entered (the enrolment's one wire mapping,
 * entities/inscricao/inscricao.ts enrolmentToWire, with the codes turned into what they name), the options, the payments,
 * the files, the messages and the history. Sensitive data (src/domain/dados-sensiveis.ts) leaves masked for a
 * caller who may not see it.
 */
import { sql } from 'drizzle-orm';
import { RESTRITO, campoSensivel, mascarar } from '../../../src/domain/dados-sensiveis.ts';
import { PAYMENT_LABELS, ENROLMENT_FIELDS, type PaymentForm } from '../../../src/domain/inscricao-campos.ts';
import { enrolmentEditable, enrolmentEditDeadline } from '../../../src/domain/inscricao-edicao.ts';
import type { CampoInscricao, EventoInscricao, InscricaoGestao, ListaInscricao } from '../../../src/domain/wire/gestao-inscricoes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { LOOKUPS, type LookupName } from '../../db/listas-do-processo.ts';
import { enrolmentLists, enrolmentToWire } from '../../entities/inscricao/inscricao.ts';
import { situacaoDe } from './busca.ts';
import {
  arquivosDaInscricao,
  descricaoDoItem,
  descricoesDasListas,
  historicoDaInscricao,
  inscricaoCompleta,
  mensagensDaPessoa,
  municipiosDoProcesso,
  nomeDaInstituicao,
  pagamentoDaInscricao,
} from './consultas.ts';

const NOME_DO_GRUPO: Record<string, string> = {
  dadosPessoais: 'Dados pessoais',
  localProva: 'Prova',
  opcoes: 'Opções',
  pagamento: 'Pagamento',
  complementares: 'Informações complementares',
};

const ROTULO_DA_LISTA: Record<string, string> = {
  arConhecimentos: 'Áreas de conhecimento adicionais',
  locaisDesejados: 'Locais desejados',
  cndApoio: 'Condições de apoio',
  tpInstituicoes: 'Tipos de instituição de ensino',
};

/** The value as a person reads it: Sim for a flag, the fee with its comma, the item a code names. */
async function valorLegivel(db: DbOrTx, campo: (typeof ENROLMENT_FIELDS)[number], bruto: string | null, municipioNome: string | null): Promise<string | null> {
  if (bruto === null) return null;
  if (campo.kind === 'tf') return bruto === 'T' ? 'Sim' : null;
  if (campo.kind === 'money') return `R$ ${bruto}`;
  if (campo.name === 'insPrcFrmPagamento') return PAYMENT_LABELS[bruto as PaymentForm] ?? bruto;
  if (campo.name === 'istCodigo') return (await nomeDaInstituicao(db, Number(bruto))) ?? `Código ${bruto}`;
  if (campo.name === 'prcSltMncPrvCodigo') return municipioNome ?? `Código ${bruto}`;
  if (campo.kind === 'lookup' && campo.name in LOOKUPS) return (await descricaoDoItem(db, campo.name as Exclude<LookupName, 'prcSltMncPrvCodigo'>, Number(bruto))) ?? `Código ${bruto}`;
  return bruto;
}

export interface Leitor {
  /** The caller sees sensitive data of this enrolment's process. */
  sensiveis: boolean;
  podeAtender: boolean;
}

/** The person's address in one line, as the candidate typed it (the municipality by name), or null when empty. */
async function enderecoDaPessoa(db: DbOrTx, p: { pssFscLogradouro: string | null; pssFscNumero: string | null; pssFscComplemento: string | null; pssFscBairro: string | null; pssFscCep: string | null; mncCodigo: number | null }): Promise<string | null> {
  const cidade = p.mncCodigo === null ? null : ((await db.execute(sql`SELECT "mncDescricao" || '/' || "ufCodigo" AS nome FROM municipio WHERE "mncCodigo" = ${p.mncCodigo}`)) as unknown as { rows: { nome: string }[] }).rows[0]?.nome ?? null;
  const cep = p.pssFscCep ? `CEP ${p.pssFscCep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : null;
  const partes = [[p.pssFscLogradouro, p.pssFscNumero].filter(Boolean).join(', '), p.pssFscComplemento, p.pssFscBairro, cidade, cep].filter((x): x is string => !!x && x.trim() !== '');
  return partes.length ? partes.join(' · ') : null;
}

/** The staff page of one enrolment, or null when it does not exist. */
export async function detalheDaInscricao(db: DbOrTx, insPrcCodigo: number, leitor: Leitor, agora: Date, hoje: string): Promise<InscricaoGestao | null> {
  const linha = await inscricaoCompleta(db, insPrcCodigo);
  if (!linha) return null;
  const { ins, p, pessoa } = linha;
  const [listas, municipios, pagamento, arquivos, mensagens, historico] = await Promise.all([
    enrolmentLists(db, insPrcCodigo),
    municipiosDoProcesso(db, ins.prcSltCodigo),
    pagamentoDaInscricao(db, insPrcCodigo, hoje),
    arquivosDaInscricao(db, insPrcCodigo),
    mensagensDaPessoa(db, ins.pssFscCodigo),
    historicoDaInscricao(db, insPrcCodigo),
  ]);
  const municipio = municipios.find((m) => m.prcSltMncPrvCodigo === ins.prcSltMncPrvCodigo) ?? null;
  const wire = enrolmentToWire(ins);
  const campos: CampoInscricao[] = [];
  for (const f of ENROLMENT_FIELDS) {
    const grupo = NOME_DO_GRUPO[f.step] ?? f.step;
    if (campoSensivel(f.name) && !leitor.sensiveis) {
      // Every sensitive field shows, masked, whatever its value: its absence would tell as much as its presence.
      campos.push({ campo: f.name, rotulo: f.label, grupo, valor: RESTRITO, restrito: true });
      continue;
    }
    const valor = await valorLegivel(db, f, wire[f.name] ?? null, municipio ? `${municipio.mncDescricao}/${municipio.ufCodigo}` : null);
    if (valor !== null) campos.push({ campo: f.name, rotulo: f.label, grupo, valor, restrito: false });
  }
  const descricoes = await descricoesDasListas(db, listas);
  const listasWire: ListaInscricao[] = (Object.keys(ROTULO_DA_LISTA) as (keyof typeof descricoes)[]).flatMap((campo): ListaInscricao[] => {
    const restrito = campoSensivel(campo) && !leitor.sensiveis;
    if (restrito) return [{ campo, rotulo: ROTULO_DA_LISTA[campo], itens: [], restrito }];
    return descricoes[campo].length ? [{ campo, rotulo: ROTULO_DA_LISTA[campo], itens: descricoes[campo], restrito }] : [];
  });
  const mascara = <T>(v: T): T => (leitor.sensiveis ? v : mascarar(v));
  const eventos: EventoInscricao[] = [
    ...historico.snapshots.map((s) => ({ origem: 'inscricao' as const, em: s.em.toISOString(), acao: s.acao, autor: { pssFscCodigo: s.autor, pssFscNome: s.nome }, justificativa: null, dados: mascara(s.dados) })),
    ...historico.auditorias.map((a) => ({ origem: 'auditoria' as const, em: a.em.toISOString(), acao: a.acao, autor: { pssFscCodigo: a.autor, pssFscNome: a.nome }, justificativa: a.justificativa, dados: mascara({ antes: a.antes, depois: a.depois }) })),
  ].sort((a, b) => a.em.localeCompare(b.em));
  return {
    insPrcCodigo: ins.insPrcCodigo,
    prcSltCodigo: ins.prcSltCodigo,
    prcSltDescricao: p.prcSltDescricao,
    insPrcIncDtHora: ins.insPrcIncDtHora.toISOString(),
    insPrcAtualizadoEm: ins.insPrcAtualizadoEm ? ins.insPrcAtualizadoEm.toISOString() : null,
    insPrcCdgVerificacao: ins.insPrcCdgVerificacao,
    situacao: situacaoDe(ins),
    insPrcMotivoIndeferimento: ins.insPrcMotivoIndeferimento,
    insPrcEdicaoAte: ins.insPrcEdicaoAte ? ins.insPrcEdicaoAte.toISOString() : null,
    edicaoAberta: enrolmentEditable(ins, p, agora),
    prazoEdicao: enrolmentEditDeadline(ins, p).toISOString(),
    pessoa: {
      pssFscCodigo: pessoa.pssFscCodigo,
      pssFscNome: pessoa.pssFscNome,
      pssFscCPF: pessoa.pssFscCPF,
      pssFscEmail: pessoa.pssFscEmail,
      pssFscCelular: pessoa.pssFscCelular,
      pssFscTelefone: pessoa.pssFscTelefone,
      pssFscDtNascimento: pessoa.pssFscDtNascimento,
      pssFscCorRaca: leitor.sensiveis ? pessoa.pssFscCorRaca : RESTRITO,
      endereco: await enderecoDaPessoa(db, pessoa),
    },
    dadosRestritos: !leitor.sensiveis,
    campos,
    listas: listasWire,
    opcoes: listas.opcoes,
    municipio,
    municipiosDoProcesso: municipios,
    pagamento: { ...pagamento, insPrcSlcIsencao: ins.insPrcSlcIsencao },
    arquivos,
    mensagens,
    historico: eventos,
    podeAtender: leitor.podeAtender,
  };
}
