/**
 * A process's life after it is set up: publish it (candidates see it; the site is rebuilt), take it back to
 * preparation while nobody has enrolled, archive it out of the staff lists, and clone it into next year's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ClonarProcessoCorpo, PublicacaoProcesso, ResultadoClone } from '../../../src/domain/wire/gestao-processos.ts';
import type { Tx } from '../../db/client.ts';
import { clonarProcesso } from '../../entities/processo/processo-clone.ts';
import type { Processo } from '../../entities/processo/processo.ts';
import { conflict, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { PorProcesso, processoDoParametro, processoParaAlterar } from './comum.ts';
import { publicacao } from './mapeamento.ts';
import { alterarProcesso, contarInscricoesDoProcesso } from '../../entities/processo/processo.ts';
import { exigirProntidao } from '../../http/prontidao.ts';
import { TextoAnulavel } from '../../../src/domain/wire/anulavel.ts';
import { plural } from '../../../src/domain/text.ts';

/** These calls carry nothing but the process in the path: an empty JSON object, or no body at all. */
export const SemCorpo = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()]);
/** Publishing may carry an Administrador's justification for running despite overridable blockers (issue 37). */
const CorpoDaMudanca = Type.Union([Type.Object({ justificativaContorno: Type.Optional(TextoAnulavel({ maxLength: 2000 })) }, { additionalProperties: false }), Type.Null()]);
const justificativaDo = (request: FastifyRequest) => (request.body as { justificativaContorno?: string | null } | null)?.justificativaContorno?.trim() || null;

type Estado = Pick<Processo, 'prcSltPublicado' | 'prcSltArquivado'>;

interface Mudanca {
  caminho: string;
  acao: string;
  /** Checks the process may change (throws the refusal) and says its new state. */
  mudar: (antes: Processo, tx: Tx, request: FastifyRequest) => Promise<Partial<Estado> & { contornados?: string[] }>;
  /** Why the site is rebuilt after it, or null when candidates see no difference. */
  motivo: (antes: Processo, depois: Processo) => string | null;
}

const MUDANCAS: Mudanca[] = [
  {
    caminho: 'publicar',
    acao: 'processo.publicar',
    mudar: async (p, tx, request) => {
      if (p.prcSltArquivado) throw conflict('Este processo está arquivado: desarquive-o antes de publicá-lo.');
      // Readiness (issue 37): options, form fields, document windows, the period — refused with the list.
      const contornados = await exigirProntidao(request, tx, p.prcSltCodigo, 'publicar', justificativaDo(request));
      return { prcSltPublicado: true, ...(contornados.length ? { contornados: contornados.map((c) => c.codigo) } : {}) };
    },
    motivo: (a) => (a.prcSltPublicado ? null : 'publicado'),
  },
  {
    caminho: 'despublicar',
    acao: 'processo.despublicar',
    mudar: async (p, tx) => {
      const n = await contarInscricoesDoProcesso(tx, p.prcSltCodigo, { todas: true });
      if (n > 0) {
        throw conflict(`Este processo já tem ${plural(n, 'inscrição', 'inscrições')} e não pode voltar a ficar em preparação: os candidatos inscritos precisam continuar vendo-o.`);
      }
      return { prcSltPublicado: false };
    },
    motivo: (a) => (a.prcSltPublicado ? 'despublicado' : null),
  },
  { caminho: 'arquivar', acao: 'processo.arquivar', mudar: async () => ({ prcSltArquivado: true }), motivo: () => null },
  { caminho: 'desarquivar', acao: 'processo.desarquivar', mudar: async () => ({ prcSltArquivado: false }), motivo: () => null },
];

const estado = (p: Processo): Estado => ({ prcSltPublicado: p.prcSltPublicado, prcSltArquivado: p.prcSltArquivado });

/** Asks for a site rebuild (after the write committed: the build reads the data as it now is). */
export async function pedirReconstrucao(request: FastifyRequest, motivo: string) {
  await request.server.reconstrucao.pedir(motivo, request.equipe!.pssFscCodigo);
}

export const rotasPublicacao: FastifyPluginAsyncTypebox = async (app) => {
  for (const m of MUDANCAS) {
    app.post(
      `/gestao/processos/:prcSltCodigo/${m.caminho}`,
      {
        config: { equipe: { pode: 'configurar', processo: processoDoParametro } },
        schema: { params: PorProcesso, body: CorpoDaMudanca, response: { 200: EnvelopeOf(PublicacaoProcesso) } },
      },
      async (request) => {
        const codigo = request.params.prcSltCodigo;
        const { depois, motivo } = await escritaDaEquipe(request, { acao: m.acao, entidade: 'prc_seletivo', prcSltCodigo: codigo, justificativa: justificativaDo(request) }, async (tx) => {
          const antes = await processoParaAlterar(tx, codigo);
          const { contornados, ...novo } = await m.mudar(antes, tx, request);
          const depois = await alterarProcesso(tx, codigo, novo);
          return { chave: codigo, antes: estado(antes), depois: { ...estado(depois), ...(contornados ? { contornados } : {}) }, resultado: { depois, motivo: m.motivo(antes, depois) } };
        });
        if (motivo) await pedirReconstrucao(request, `Processo ${codigo} ${motivo}`);
        return ok(publicacao(depois, app.clock(), motivo !== null));
      },
    );
  }

  app.post(
    '/gestao/processos/:prcSltCodigo/clonar',
    {
      config: { equipe: { pode: 'criarProcesso', processo: processoDoParametro } },
      schema: { params: PorProcesso, body: ClonarProcessoCorpo, response: { 200: EnvelopeOf(ResultadoClone) } },
    },
    async (request) => {
      const origem = request.params.prcSltCodigo;
      const descricao = request.body.prcSltDescricao.trim();
      const d = request.body.deslocamentoDias;
      const dias = typeof d === 'number' ? d : /^\s*-?\d{1,5}\s*$/.test(d) ? Number(d) : NaN;
      const erros: Record<string, string> = {};
      if (!descricao) erros.prcSltDescricao = 'Informe a descrição do novo processo.';
      else if (descricao.length > 300) erros.prcSltDescricao = 'Use uma descrição de até 300 caracteres.';
      if (!Number.isInteger(dias) || Math.abs(dias) > 3650) erros.deslocamentoDias = 'Informe um número inteiro de dias, de -3650 a 3650 (negativo: datas mais cedo).';
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const r = await escritaDaEquipe(request, { acao: 'processo.clonar', entidade: 'prc_seletivo', prcSltCodigo: null }, async (tx) => {
        const clone = await clonarProcesso(tx, origem, { descricao, deslocamentoDias: dias });
        return { chave: clone.prcSltCodigo, antes: null, depois: { origem, deslocamentoDias: dias, ...clone }, resultado: clone, prcSltCodigo: clone.prcSltCodigo };
      });
      return ok(r);
    },
  );
};
