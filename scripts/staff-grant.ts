/**
 * Grants (or revokes) a back-office role: `npm run staff:grant -- --cpf 111.444.777-35 --papel administrador`
 * [--processo N] [--revogar]. The first administrator of a real installation comes from here — never from a
 * default password: the person signs in with their own account. Roles: administrador, gestor, atendimento,
 * leitura; --processo limits gestor/atendimento/leitura to one process. Recorded in the audit trail.
 * Uses DATABASE_URL / DATA_DIR like the server (with the embedded database, stop the server first).
 */
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { isValidCpf } from '../src/domain/cpf.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { conta, PAPEIS, type Papel, prcSeletivo, pssFisica } from '../server/db/schema/index.ts';
import { concederPapel, contarAdministradores, NOME_PAPEL, revogarPapelDaPessoa } from '../server/entities/equipe/equipe.ts';
import { contaPrivilegiada } from '../server/entities/pessoa/segundo-fator.ts';
import { registrarAuditoria } from '../server/entities/auditoria/auditoria.ts';
import { deleteOtherSessions } from '../server/entities/sessao/sessao.ts';

const USO = 'npm run staff:grant -- --cpf 000.000.000-00 --papel administrador|gestor|atendimento|leitura [--processo N] [--revogar]';
const { values } = parseArgs({ options: { cpf: { type: 'string' }, papel: { type: 'string' }, processo: { type: 'string' }, revogar: { type: 'boolean' } } });

function sair(msg: string): never {
  console.error(msg);
  console.error(`Uso: ${USO}`);
  process.exit(2);
}

const cpf = (values.cpf ?? '').replace(/\D/g, '');
if (!isValidCpf(cpf)) sair('Informe um CPF válido em --cpf.');
const papel = (values.papel ?? '').toUpperCase() as Papel;
if (!PAPEIS.includes(papel)) sair('Informe em --papel um destes: administrador, gestor, atendimento, leitura.');
const processo = values.processo === undefined ? null : Number(values.processo);
if (processo !== null && !(Number.isInteger(processo) && processo > 0)) sair('--processo deve ser o código de um processo.');
if (processo !== null && papel === 'ADMINISTRADOR') sair('O papel de administrador vale para todos os processos: não use --processo.');

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
let codigo = 0;
try {
  await database.db.transaction(async (tx) => {
    const [pessoa] = await tx
      .select({ pssFscCodigo: pssFisica.pssFscCodigo, nome: pssFisica.pssFscNome, contaCodigo: conta.contaCodigo })
      .from(pssFisica)
      .leftJoin(conta, eq(conta.pssFscCodigo, pssFisica.pssFscCodigo))
      .where(eq(pssFisica.pssFscCPF, cpf));
    if (!pessoa) throw new Error(`Nenhuma pessoa com o CPF ${values.cpf} está cadastrada. Ela deve criar a sua conta no sistema antes.`);
    if (!pessoa.contaCodigo) throw new Error(`${pessoa.nome} ainda não tem conta de acesso: ela deve criar a conta no sistema antes.`);
    if (processo !== null) {
      const [p] = await tx.select({ c: prcSeletivo.prcSltCodigo }).from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, processo));
      if (!p) throw new Error(`O processo ${processo} não existe.`);
    }
    const escopo = processo === null ? 'todos os processos' : `o processo ${processo}`;
    const autoria = { em: new Date(), autorPssFscCodigo: pessoa.pssFscCodigo, titularPssFscCodigo: pessoa.pssFscCodigo, origem: `linha de comando ${userInfo().username}@${hostname()}`, entidade: 'papel_equipe', prcSltCodigo: processo };
    if (values.revogar) {
      if (papel === 'ADMINISTRADOR' && (await contarAdministradores(tx)) <= 1) throw new Error('Este é o último administrador: conceda o papel a outra pessoa antes de revogá-lo.');
      const papCodigo = await revogarPapelDaPessoa(tx, pessoa.pssFscCodigo, papel, processo);
      if (papCodigo === null) throw new Error(`${pessoa.nome} não tem o papel ${NOME_PAPEL[papel]} para ${escopo}.`);
      await registrarAuditoria(tx, { ...autoria, acao: 'comando:staff:revogar', chave: String(papCodigo), antes: { papel, prcSltCodigo: processo } });
      console.log(`Papel ${NOME_PAPEL[papel]} (${escopo}) revogado de ${pessoa.nome}.`);
      return;
    }
    // Issue 34 §2: a first role ends the sessions opened with the password alone; the next sign-in asks for the second factor.
    const primeiroPapel = !(await contaPrivilegiada(tx, pessoa.contaCodigo));
    const r = await concederPapel(tx, { pssFscCodigo: pessoa.pssFscCodigo, papel, prcSltCodigo: processo, concedidoPor: null, em: new Date() });
    if (primeiroPapel) await deleteOtherSessions(tx, pessoa.contaCodigo, '');
    if (r.novo) await registrarAuditoria(tx, { ...autoria, acao: 'comando:staff:conceder', chave: String(r.papCodigo), depois: { papel, prcSltCodigo: processo } });
    console.log(r.novo ? `${pessoa.nome} agora tem o papel ${NOME_PAPEL[papel]} para ${escopo}.` : `${pessoa.nome} já tinha o papel ${NOME_PAPEL[papel]} para ${escopo}; nada mudou.`);
  });
} catch (err) {
  console.error((err as Error).message);
  codigo = 1;
} finally {
  await database.close();
}
process.exit(codigo);
