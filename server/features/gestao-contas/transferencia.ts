/**
 * The disputed CPF (issue 21, item 2): someone created an account with a CPF that is not theirs; the real owner
 * proved who they are to the staff. The account's CPF login moves to the real owner:
 *
 * - the real owner (who must have no account) gets a new account whose login is that CPF, with a provisional
 *   password shown once to the staff member and "new password at the next sign-in" set, so only the owner
 *   ends up knowing their password;
 * - the old account keeps its person, history and audit, but its login becomes null: nothing anyone types matches
 *   a null login, so it can never be signed into again (its sessions end now);
 * - the CPF on the person records follows the login: the owner's record gets it (searches, rooms and receipts find
 *   them by it), and the old record keeps it as pssFscCpfTransferido (it is never without a trace of the document
 *   it was created with).
 *
 * Refused, with the reason, when the account does not sign in by CPF, when the destination already has an
 * account or carries another CPF, or when a third record holds that CPF.
 */
import { randomInt } from 'node:crypto';
import { formatCpf } from '../../../src/domain/cpf.ts';
import type { LoginTransferido } from '../../../src/domain/wire/gestao-contas.ts';
import type { Tx } from '../../db/client.ts';
import { type AcessoAutorizado, encerrarSessoesDaPessoa, moverLoginCpf } from '../../entities/pessoa/conta-acesso.ts';
import { conflict } from '../../http/envelope.ts';
import { camposInvalidos } from '../../http/gestao.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { donoDoCpf, pessoaComConta } from './repository.ts';

/** Letters and digits no one confuses when reading them aloud or copying them (no 0/O, 1/l/I). */
const ALFABETO = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const senhaProvisoria = (tamanho = 12) => Array.from({ length: tamanho }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');

export async function transferirLogin(tx: Tx, acesso: AcessoAutorizado, de: number, para: number, agora: Date) {
  const origem = await pessoaComConta(tx, de);
  if (!origem) throw conflict('Pessoa não encontrada.');
  if (origem.contaCodigo === null) throw conflict(`${origem.wire.pssFscNome} não tem conta de acesso: não há login a transferir.`);
  if (origem.loginTipo !== 'CPF' || origem.login === null) throw conflict(`A conta de ${origem.wire.pssFscNome} não entra por CPF: não há CPF a transferir.`);
  const cpf = origem.login;
  if (para === de) throw camposInvalidos({ para: 'Escolha a pessoa que é a verdadeira dona do CPF, não a própria conta.' });
  const destino = await pessoaComConta(tx, para);
  if (!destino) throw camposInvalidos({ para: 'Pessoa de destino não encontrada.' });
  const nome = destino.wire.pssFscNome;
  if (destino.contaCodigo !== null) throw conflict(`${nome} já tem conta de acesso: o login só passa a quem não tem conta.`);
  if (destino.pssFscCPF !== null && destino.pssFscCPF !== cpf) throw conflict(`O cadastro de ${nome} tem outro CPF (${formatCpf(destino.pssFscCPF)}): confira se é a pessoa certa.`);
  const terceiro = await donoDoCpf(tx, cpf, [de, para]);
  if (terceiro) throw conflict(`O CPF ${formatCpf(cpf)} está no cadastro de outra pessoa (${terceiro.pssFscNome}): resolva esse cadastro antes.`);

  const sessoesEncerradas = await encerrarSessoesDaPessoa(tx, acesso, de, origem.contaCodigo, agora);
  const provisoria = senhaProvisoria();
  const nova = await moverLoginCpf(tx, acesso, {
    de,
    contaDe: origem.contaCodigo,
    para,
    cpf,
    cpfNoCadastroDe: origem.pssFscCPF === cpf,
    cpfNoCadastroPara: destino.pssFscCPF !== null,
    senhaHash: await hashPassword(provisoria),
    agora,
  });
  const resultado: LoginTransferido = { de, para, login: cpf, senhaProvisoria: provisoria, sessoesEncerradas };
  return {
    chave: origem.contaCodigo,
    // Never the password, provisional or not: only that one was issued.
    antes: { de: { pssFscCodigo: de, contaCodigo: origem.contaCodigo, login: cpf, pssFscCPF: origem.pssFscCPF }, para: { pssFscCodigo: para, pssFscCPF: destino.pssFscCPF, conta: null } },
    depois: {
      de: { pssFscCodigo: de, contaCodigo: origem.contaCodigo, login: null, pssFscCPF: origem.pssFscCPF === cpf ? null : origem.pssFscCPF, pssFscCpfTransferido: origem.pssFscCPF === cpf ? cpf : null },
      para: { pssFscCodigo: para, pssFscCPF: cpf, contaCodigo: nova.contaCodigo, login: cpf, senhaProvisoriaEmitida: true },
      sessoesEncerradas,
    },
    resultado,
  };
}
