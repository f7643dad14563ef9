import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isValidCpf, onlyDigits } from '../../../src/domain/cpf.ts';
import { isoToBrDate, parseBrDate, toIsoDate } from '../../../src/domain/dates.ts';
import { documentoEstrangeiroInvalido, type LoginNormalizado, normalizarDocumento } from '../../../src/domain/documento-login.ts';
import { badRequest, conflict, notFound, ok } from '../../http/envelope.ts';
import { parsePesquisa, PesquisaQuery, type ResourceDef, applyMap } from '../../http/pesquisa.ts';
import { EnvelopeOf, TF } from '../../http/schemas.ts';
import { PessoaWire } from '../../../src/domain/wire/pessoa.ts';
import { toWire } from '../../http/wire.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { clientKey, consumeRateLimit, tooManyRequests } from '../../plugins/rate-limit.ts';
import { requireLogin, startSession } from '../../plugins/session.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { findPerson, updatePerson, type Pessoa } from '../../entities/pessoa/pessoa.ts';
import { NOMES_CAMPOS_PESSOA, valoresDosCamposPessoa, existe } from './campos.ts';
import { createTemporaryPerson } from '../../entities/pessoa/conta.ts';
import { CAMPOS_LEGIVEIS, loginTaken } from './repository.ts';
import { emailConfirmado, origemDosLinks, pedirConfirmacaoEmail } from '../../entities/pessoa/conta-email.ts';
import { emailValido } from '../../../src/domain/email.ts';


const RESOURCE: ResourceDef = { fields: {}, mapOnly: CAMPOS_LEGIVEIS, maxLimit: 1 };

/** Contact and address: editable by everyone. Identity fields: not by people with an internal bond (kept by the institution). */
const CONTACT = ['pssFscEmail', 'pssFscTelefone', 'pssFscCelular', 'pssFscCep', 'pssFscLogradouro', 'pssFscNumero', 'pssFscComplemento', 'pssFscBairro', 'mncCodigo'] as const;
const IDENTITY = ['pssFscNome', 'pssFscNmeCivil', 'pssFscSobrenome', 'pssFscSexo', 'pssFscRG', 'pssFscTpRG', 'orgExpRG', 'pssFscNmPai', 'pssFscNmMae', 'estCivil', 'pssFscCorRaca', 'pssFscNacionalidade'] as const;
const IDENTITY_DATES = ['pssFscDtNascimento', 'pssFscDtExpRG'] as const;

const S = (max = 200) => Type.Optional(Type.String({ maxLength: max }));
const AtualizaBody = Type.Object(
  Object.fromEntries([...new Set([...CONTACT, ...IDENTITY, ...IDENTITY_DATES, ...NOMES_CAMPOS_PESSOA, 'pssFscCodigo'])].map((k) => [k, S(k === 'pssFscLogradouro' ? 300 : 200)])),
  { additionalProperties: false },
);

const TemporariaBody = Type.Object(
  {
    nacionalidade: Type.Union([Type.Literal('B'), Type.Literal('E'), Type.Literal('Brasileiro'), Type.Literal('Estrangeiro')]),
    documento: Type.String({ minLength: 1, maxLength: 40 }),
    /** Estrangeiro: what the document is (SPEC §7 lists PASSAPORTE and RG); a passport when absent. */
    tpDcmPessoal: Type.Optional(Type.Union([Type.Literal('CPF'), Type.Literal('PASSAPORTE'), Type.Literal('RG')])),
    pssFscNome: Type.String({ minLength: 3, maxLength: 200 }),
    pssFscEmail: Type.String({ minLength: 5, maxLength: 200 }),
    pssFscDtNascimento: Type.Optional(Type.String({ maxLength: 10 })),
    senha: Type.String({ minLength: 8, maxLength: 200 }),
    senhaConfirmacao: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

function personToWire(p: Pessoa) {
  const out: Record<string, unknown> = { ...p };
  for (const [k, v] of Object.entries(out)) if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) out[k] = isoToBrDate(v);
  delete out.pssFscTemporaria;
  delete out.pssFscCriadoEm;
  return toWire(out);
}

/** configuracoes/pssFisica (the candidate's own person) and pssFscTemporaria (account creation from the entry screen). */
export const pessoaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/configuracoes/pssFisica/pesquisa', { preHandler: requireLogin, schema: { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(PessoaWire)) } } }, async (request) => {
    const p = parsePesquisa(request.query, RESOURCE);
    const person = await findPerson(app.db, request.auth!.pssFscCodigo);
    if (!person) throw notFound('Pessoa não encontrada.');
    return ok(applyMap([personToWire(person) as Record<string, unknown>], p.fields), 1);
  });

  app.get('/configuracoes/pssFisica/verificaPssFscVncInterno', { preHandler: requireLogin, schema: { response: { 200: EnvelopeOf(Type.Object({ pssFscVncInterno: TF }, { additionalProperties: false })) } } }, async (request) => {
    const person = await findPerson(app.db, request.auth!.pssFscCodigo);
    return ok({ pssFscVncInterno: person?.pssFscVncInterno ? 'T' : 'F' });
  });

  app.post('/configuracoes/pssFisica/atualizaDados', { preHandler: requireLogin, schema: { body: AtualizaBody, response: { 200: EnvelopeOf(PessoaWire) } } }, async (request) => {
    const me = request.auth!.pssFscCodigo;
    const body = request.body as Record<string, string | undefined>;
    if (body.pssFscCodigo !== undefined && body.pssFscCodigo !== String(me)) throw badRequest('Você só pode alterar os seus próprios dados.');
    return app.db.transaction(async (tx) => {
      const person = await findPerson(tx, me);
      if (!person) throw notFound('Pessoa não encontrada.');
      const values: Record<string, unknown> = {};
      const editable = person.pssFscVncInterno ? [...CONTACT] : [...CONTACT, ...IDENTITY, ...IDENTITY_DATES];
      for (const k of editable) {
        const v = body[k];
        if (v === undefined) continue;
        const t = k === 'pssFscRG' ? v.trim() : v.trim();
        if ((IDENTITY_DATES as readonly string[]).includes(k)) {
          if (t && !parseBrDate(t)) throw badRequest('Data inválida; use dd/mm/aaaa.');
          values[k] = t ? toIsoDate(t) : null;
        } else if (k === 'mncCodigo') {
          if (t && !/^\d{1,9}$/.test(t)) throw badRequest('Município inválido.');
          values[k] = t ? Number(t) : null;
        } else if (k === 'pssFscCep') {
          const d = onlyDigits(t);
          if (d && d.length !== 8) throw badRequest('CEP inválido.');
          values[k] = d || null;
        } else if (k === 'pssFscNome' && !t) {
          throw badRequest('O nome é obrigatório.');
        } else if (k === 'pssFscEmail' && t && !emailValido(t)) {
          throw badRequest('E-mail inválido.');
        } else if (k === 'pssFscSexo' && t && !['F', 'M'].includes(t)) {
          throw badRequest("Sexo inválido: use 'F' ou 'M'.");
        } else values[k] = t || null;
      }
      // the address's municipality as the picked ones: a forged code answers 400, not a foreign-key 500
      if (typeof values.mncCodigo === 'number' && !(await existe(tx, 'municipio', values.mncCodigo))) throw badRequest('Município: escolha um município da lista.');
      // the configurable fields of SPEC §3 (issue 24): checked like the form checks them
      Object.assign(values, await valoresDosCamposPessoa(tx, body, person));
      const novoEmail = values.pssFscEmail as string | null | undefined;
      const mudaEmail = novoEmail !== undefined && (novoEmail ?? '').toLowerCase() !== (person.pssFscEmail ?? '').trim().toLowerCase();
      // A confirmed address is where password recovery goes: it changes only with the password (Dados Pessoais).
      if (mudaEmail && (await emailConfirmado(tx, me, person.pssFscEmail))) {
        throw badRequest('Seu e-mail já foi confirmado: para trocá-lo, use Dados Pessoais (no menu do usuário), que pede a sua senha.');
      }
      if (Object.keys(values).length) {
        try {
          await updatePerson(tx, me, values as Partial<Pessoa>);
        } catch (err) {
          if (pgErrorCode(err) === '23505') throw conflict('Este documento já está cadastrado para outra pessoa.');
          throw err;
        }
      }
      if (mudaEmail && novoEmail) {
        await pedirConfirmacaoEmail(tx, app.csrfSecret, { pssFscCodigo: me, email: novoEmail, agora: app.clock(), origem: origemDosLinks(app.config.publicOrigin, app.config.port, request) });
        app.mailQueue.kick();
      }
      return { ...ok(personToWire((await findPerson(tx, me))!) as Record<string, unknown>), message: 'Dados atualizados com sucesso.' };
    });
  });

  app.post('/pssFscTemporaria/cadastrarPssFisicaTemporaria', { schema: { body: TemporariaBody, response: { 200: EnvelopeOf(Type.Object({ pssFscCodigo: Type.Integer() }, { additionalProperties: false })) } } }, async (request, reply) => {
    if (request.auth) throw badRequest('Você já está conectado.');
    const now = app.clock();
    if (!(await consumeRateLimit(app.db, `conta-nova:${clientKey(request)}`, app.config.rateLimit.contaPorCliente, 60, now))) {
      throw tooManyRequests('Muitas tentativas. Aguarde um minuto e tente novamente.');
    }
    // And for everyone: a crowd of addresses cannot create accounts (or squat documents) without bound.
    if (!(await consumeRateLimit(app.db, 'conta-nova:todos', app.config.rateLimit.contaNovaGlobal, 60, now))) {
      throw tooManyRequests('O sistema está recebendo muitos cadastros neste momento. Aguarde um minuto e tente novamente.');
    }
    const b = request.body;
    const brasileiro = b.nacionalidade === 'B' || b.nacionalidade === 'Brasileiro';
    // Normalised before any check and before it is stored (issue 34, item 6): fullwidth or Arabic-Indic digits and
    // invisible characters cannot make a CPF look like another document, nor one passport look like two.
    const documento = normalizarDocumento(b.documento);
    if (brasileiro && !isValidCpf(documento)) throw badRequest('O valor do campo de documento pessoal não é válido!');
    // A foreign document written like a valid CPF would take that CPF's login from its owner.
    const recusa = brasileiro ? null : documentoEstrangeiroInvalido(documento);
    if (recusa) throw badRequest(recusa);
    const cpf = brasileiro ? onlyDigits(documento) : null;
    const estrangeiro = brasileiro ? null : documento.toUpperCase();
    // An RG is kept as typed (normalised, SPEC §5); a passport upper-cased as before. The login is upper-cased either way.
    const rg = !brasileiro && b.tpDcmPessoal === 'RG' ? documento : null;
    const passaporte = rg ? null : estrangeiro;
    if (b.senha !== b.senhaConfirmacao) throw badRequest('A confirmação da senha não confere.');
    if (!emailValido(b.pssFscEmail.trim())) throw badRequest('E-mail inválido.');
    const nascimento = b.pssFscDtNascimento ? toIsoDate(b.pssFscDtNascimento) : null;
    if (b.pssFscDtNascimento && !nascimento) throw badRequest('Data de nascimento inválida; use dd/mm/aaaa.');
    const login: LoginNormalizado = cpf ? { tipo: 'CPF', login: cpf } : { tipo: 'DOCUMENTO', login: estrangeiro! };
    const exists = 'Já existe uma conta para este documento. Faça login para continuar.';
    if (await loginTaken(app.db, login)) throw conflict(exists);
    const senhaHash = await hashPassword(b.senha);
    let created;
    try {
      created = await app.db.transaction(async (tx) => {
        const c = await createTemporaryPerson(tx, { cpf, passaporte, rg, nome: b.pssFscNome.trim(), email: b.pssFscEmail.trim(), nascimento, login, senhaHash, now });
        // The new address gets its confirmation link (issue 23); enrolling never waits for it.
        await pedirConfirmacaoEmail(tx, app.csrfSecret, { pssFscCodigo: c.pssFscCodigo, email: b.pssFscEmail.trim(), agora: now, origem: origemDosLinks(app.config.publicOrigin, app.config.port, request) });
        return c;
      });
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw conflict(exists);
      throw err;
    }
    app.mailQueue.kick();
    await startSession(app, request, reply, created);
    return { ...ok({ pssFscCodigo: created.pssFscCodigo }), message: 'Conta criada com sucesso.' };
  });
};
