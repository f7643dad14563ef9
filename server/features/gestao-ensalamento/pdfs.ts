/**
 * The seating PDFs for staff ('ler' within the process): the inspectors' list of each room and the exam cards (the
 * command's PDF code), and the attendance sheets (a page per room, desk order, a signature column). Without a room
 * they cover the whole process in one file.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PdfQuery } from '../../../src/domain/wire/gestao-ensalamento.ts';
import { formatBrDate } from '../../../src/domain/dates.ts';
import { ensalamentoCompleto, etapasComEnsalamento as etapasDoCartao, type LinhaEnsalamentoCompleto } from '../../entities/ensalamento/alocacao-repository.ts';
import { pdfCartao, pdfListaSala, type Cabecalho } from '../../entities/ensalamento/pdf.ts';
import { juntarPdfs, pdfPresenca, porSala } from '../../entities/ensalamento/presenca.ts';
import { findProcess, processoExistente } from '../../entities/processo/processo.ts';
import { camposInvalidos } from '../../http/gestao.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { Codigo } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { etapa, etapasComEnsalamento, processoDaSala } from './repository.ts';

const Params = Type.Object({ prcSltCodigo: Codigo });
const doProcesso = processoDaLinha('params', 'prcSltCodigo', processoExistente);
const Pdf = Type.Unsafe<Buffer>({ type: 'string', description: 'o PDF' });
/** Cards of a whole process in one file only up to this many (a big process downloads them room by room). */
export const CARTOES_POR_ARQUIVO = 2000;

const cabecalhos = (nome: string) => cabecalhosDeDownload({ nome, tipo: 'application/pdf' });

export const pdfsEnsalamentoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The seated rows of the process (or of one room of it: a room of another process is refused as a field). */
  async function linhas(prc: number, sala: number | undefined): Promise<LinhaEnsalamentoCompleto[]> {
    if (sala !== undefined && (await processoDaSala(app.db, sala)) !== prc) throw camposInvalidos({ prcSltPrvSlCodigo: 'Sala: escolha uma sala deste processo.' });
    const todas = await ensalamentoCompleto(app.db, prc);
    return sala === undefined ? todas : todas.filter((l) => l.prcSltPrvSlCodigo === sala);
  }
  async function cabecalho(prc: number): Promise<Cabecalho> {
    const p = (await findProcess(app.db, prc, { mesmoNaoPublicado: true }))!;
    return { processo: p.prcSltDescricao, etapas: await etapasDoCartao(app.db, prc), lembrete: p.prcSltEnsLembrete ?? null };
  }
  const schema = { params: Params, querystring: PdfQuery, response: { 200: Pdf } };
  const config = { equipe: { pode: 'ler' as const, processo: doProcesso } };

  app.get('/gestao/processos/:prcSltCodigo/ensalamento/pdf/listas', { config, schema }, async (request, reply) => {
    const prc = request.params.prcSltCodigo;
    const c = await cabecalho(prc);
    const partes = await Promise.all(porSala(await linhas(prc, request.query.prcSltPrvSlCodigo)).map((s) => pdfListaSala(c, s)));
    const pdf = partes.length === 1 ? partes[0] : await juntarPdfs(partes, `Listas das salas - ${c.processo}`);
    return reply.headers(cabecalhos(`listas-salas-${prc}.pdf`)).send(Buffer.from(pdf));
  });

  app.get('/gestao/processos/:prcSltCodigo/ensalamento/pdf/cartoes', { config, schema }, async (request, reply) => {
    const prc = request.params.prcSltCodigo;
    const todas = await linhas(prc, request.query.prcSltPrvSlCodigo);
    if (todas.length > CARTOES_POR_ARQUIVO) {
      throw camposInvalidos({ prcSltPrvSlCodigo: `Sala: o processo tem ${todas.length} candidatos ensalados; baixe os cartões sala por sala (até ${CARTOES_POR_ARQUIVO} num arquivo).` });
    }
    const c = await cabecalho(prc);
    const partes = await Promise.all(todas.map((l) => pdfCartao(c, l)));
    const pdf = partes.length === 1 ? partes[0] : await juntarPdfs(partes, `Cartões de prova - ${c.processo}`);
    return reply.headers(cabecalhos(`cartoes-${prc}.pdf`)).send(Buffer.from(pdf));
  });

  app.get('/gestao/processos/:prcSltCodigo/ensalamento/pdf/presenca', { config, schema }, async (request, reply) => {
    const prc = request.params.prcSltCodigo;
    const q = request.query;
    let nomeEtapa: string;
    if (q.prcSltEtpPrvCodigo !== undefined) {
      const e = await etapa(app.db, q.prcSltEtpPrvCodigo);
      if (!e || e.prcSltCodigo !== prc) throw camposInvalidos({ prcSltEtpPrvCodigo: 'Etapa: escolha uma etapa de prova deste processo.' });
      nomeEtapa = e.data ? `${e.descricao} - ${formatBrDate(e.data)}` : e.descricao;
    } else {
      const etapas = await etapasComEnsalamento(app.db, prc);
      nomeEtapa = etapas.map((e) => (e.data ? `${e.descricao} - ${formatBrDate(e.data)}` : e.descricao)).join('; ') || '-';
    }
    const p = (await findProcess(app.db, prc, { mesmoNaoPublicado: true }))!;
    const pdf = await pdfPresenca({ processo: p.prcSltDescricao, etapa: nomeEtapa }, porSala(await linhas(prc, q.prcSltPrvSlCodigo)));
    return reply.headers(cabecalhos(`presenca-${prc}.pdf`)).send(Buffer.from(pdf));
  });

};
