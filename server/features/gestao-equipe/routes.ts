import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isValidCpf, onlyDigits } from '../../../src/domain/cpf.ts';
import { EuNaGestao } from '../../../src/domain/wire/gestao.ts';
import { BuscaPessoaQuery, ConcederPapelBody, PapelConcedidoWire, PapelDaEquipe, PessoaParaPapel } from '../../../src/domain/wire/gestao-equipe.ts';
import { concederPapel, NOME_PAPEL, podeEmAlgum, revogarPapel } from '../../entities/equipe/equipe.ts';
import { findPerson } from '../../entities/pessoa/pessoa.ts';
import { contaPrivilegiada } from '../../entities/pessoa/segundo-fator.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { conflict, notFound, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { segundoFatorDaEquipeRoutes } from './segundo-fator.ts';
import { encerrarSessoesDaConta } from '../../entities/sessao/sessao.ts';
import { jaTemPapel, listarPapeisDaEquipe, papelPorCodigo, pessoaComConta, pessoaPorCpf, processoExiste, travarAdministradores } from './repository.ts';

const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const PorPapel = Type.Object({ papCodigo: Codigo }, { additionalProperties: false });

export const ADMIN_COM_PROCESSO = 'O papel de Administrador vale para todos os processos: escolha "Todos os processos".';
export const SEM_CONTA = 'Esta pessoa ainda não tem conta de acesso: ela deve criar a conta no sistema antes de receber um papel.';
export const PROPRIO_ADMIN = 'Você não pode revogar o seu próprio papel de Administrador: peça a outro administrador.';
export const ULTIMO_ADMIN = 'Este é o último administrador: conceda o papel a outra pessoa antes de revogá-lo.';

/**
 * The staff roles (issue 20): "who am I" for every staff screen, and the administrator's roles screen —
 * list, find a person by CPF, grant, revoke. Every grant and revocation is audited (entidade papel_equipe,
 * with the role's process, so a process's trail shows who was given access to it).
 */
export const gestaoEquipeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The second factor of staff and super users (issue 34 §2): its state and the administrator's reset.
  await app.register(segundoFatorDaEquipeRoutes);
  app.get(
    '/gestao/eu',
    { config: { equipe: { pode: 'ler' } }, schema: { querystring: SemQuery, response: { 200: EnvelopeOf(EuNaGestao) } } },
    async (request) => {
      const equipe = request.equipe!;
      const pessoa = await findPerson(app.db, equipe.pssFscCodigo);
      return ok({
        pssFscCodigo: equipe.pssFscCodigo,
        pssFscNome: pessoa?.pssFscNome ?? '',
        papeis: equipe.papeis.map((p) => ({ papel: p.papel, nome: NOME_PAPEL[p.papel], prcSltCodigo: p.prcSltCodigo })),
        podeCriarProcesso: podeEmAlgum(equipe.papeis, 'criarProcesso'),
        podeGerirPapeis: podeEmAlgum(equipe.papeis, 'papeis'),
      });
    },
  );

  app.get(
    '/gestao/papeis',
    { config: { equipe: { pode: 'papeis' } }, schema: { querystring: SemQuery, response: { 200: EnvelopeOf(Type.Array(PapelDaEquipe)) } } },
    async () => ok(await listarPapeisDaEquipe(app.db)),
  );

  app.get(
    '/gestao/pessoas',
    { config: { equipe: { pode: 'papeis' } }, schema: { querystring: BuscaPessoaQuery, response: { 200: EnvelopeOf(Type.Union([PessoaParaPapel, Type.Null()])) } } },
    async (request) => {
      const cpf = onlyDigits(request.query.cpf);
      if (!isValidCpf(cpf)) throw camposInvalidos({ cpf: 'Informe um CPF válido, com os 11 dígitos.' });
      const pessoa = await pessoaPorCpf(app.db, cpf);
      if (!pessoa) return { ...ok(null), message: 'Nenhuma pessoa com este CPF está cadastrada. Ela deve criar a sua conta no sistema antes.' };
      return ok(pessoa);
    },
  );

  app.post(
    '/gestao/papeis/conceder',
    { config: { equipe: { pode: 'papeis' } }, schema: { body: ConcederPapelBody, response: { 200: EnvelopeOf(PapelConcedidoWire) } } },
    async (request) => {
      const { pssFscCodigo, papel, prcSltCodigo } = request.body;
      // The table refuses a scoped administrator too (CHECK); saying why first is kinder than a database error.
      if (papel === 'ADMINISTRADOR' && prcSltCodigo !== null) throw camposInvalidos({ prcSltCodigo: ADMIN_COM_PROCESSO });
      const pessoa = await pessoaComConta(app.db, pssFscCodigo);
      if (!pessoa) throw camposInvalidos({ pssFscCodigo: 'Pessoa não encontrada.' });
      if (pessoa.contaCodigo === null) throw camposInvalidos({ pssFscCodigo: SEM_CONTA });
      if (prcSltCodigo !== null && !(await processoExiste(app.db, prcSltCodigo))) throw camposInvalidos({ prcSltCodigo: `O processo ${prcSltCodigo} não existe.` });
      if (await jaTemPapel(app.db, pssFscCodigo, papel, prcSltCodigo)) {
        throw conflict(`${pessoa.pssFscNome} já tem o papel ${NOME_PAPEL[papel]} ${prcSltCodigo === null ? 'para todos os processos' : `no processo ${prcSltCodigo}`}.`);
      }
      const equipe = request.equipe!;
      // Issue 34 §2: a person's first role ends their sessions, opened with the password alone; the next sign-in
      // asks for the second factor (its set-up, the first time), so no staff power ever rides a password-only session.
      const primeiroPapel = !(await contaPrivilegiada(app.db, pessoa.contaCodigo));
      const r = await escritaDaEquipe(request, { acao: 'papel.conceder', entidade: 'papel_equipe', prcSltCodigo }, async (tx) => {
        const { papCodigo } = await concederPapel(tx, { pssFscCodigo, papel, prcSltCodigo, concedidoPor: equipe.pssFscCodigo, em: app.clock() });
        const sessoesEncerradas = primeiroPapel ? await encerrarSessoesDaConta(tx, pessoa.contaCodigo!, app.clock()) : 0;
        return { chave: papCodigo, antes: null, depois: { pssFscCodigo, pssFscNome: pessoa.pssFscNome, papel, prcSltCodigo, ...(sessoesEncerradas ? { sessoesEncerradas } : {}) }, resultado: { papCodigo } };
      });
      return { ...ok(r), message: `Papel ${NOME_PAPEL[papel]} concedido a ${pessoa.pssFscNome}.` };
    },
  );

  app.delete(
    '/gestao/papeis/:papCodigo',
    { config: { equipe: { pode: 'papeis' } }, schema: { params: PorPapel, response: { 200: EnvelopeOf(Type.Null()) } } },
    async (request) => {
      const equipe = request.equipe!;
      const alvo = await papelPorCodigo(app.db, request.params.papCodigo);
      if (!alvo) throw notFound('Este papel não existe (talvez já tenha sido revogado).');
      await escritaDaEquipe(request, { acao: 'papel.revogar', entidade: 'papel_equipe', prcSltCodigo: alvo.prcSltCodigo }, async (tx) => {
        if (alvo.papel === 'ADMINISTRADOR') {
          if (alvo.pssFscCodigo === equipe.pssFscCodigo) throw conflict(PROPRIO_ADMIN);
          if ((await travarAdministradores(tx)) <= 1) throw conflict(ULTIMO_ADMIN);
        }
        const removido = await revogarPapel(tx, alvo.papCodigo);
        if (!removido) throw notFound('Este papel não existe (talvez já tenha sido revogado).');
        const antes = { pssFscCodigo: alvo.pssFscCodigo, pssFscNome: alvo.pssFscNome, papel: alvo.papel, prcSltCodigo: alvo.prcSltCodigo };
        return { chave: alvo.papCodigo, antes, depois: null, resultado: null };
      });
      return { ...ok(null), message: `Papel ${NOME_PAPEL[alvo.papel]} revogado de ${alvo.pssFscNome}.` };
    },
  );
};
