/**
 * `npm run ensalamento:allocate`'s work, apart from opening the database so a test runs it on its own database
 * (tests/api/ensalamento-comando.test.ts): the arguments, who overrides, the allocation (which asks readiness like
 * the seating screen's confirmation), what is printed and the exit code.
 *
 * Exit codes: 0 done (or already done), 1 bad arguments, unknown process or overriding person, 2 refused (capacity
 * short), 3 refused: the process is not ready (the readiness list, as the process page shows it).
 */
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { isValidCpf } from '../../src/domain/cpf.ts';
import type { Db } from '../../server/db/client.ts';
import { alocarProcesso } from '../../server/entities/ensalamento/alocar-processo.ts';
import { papeisDaPessoa } from '../../server/entities/equipe/equipe.ts';
import { findPersonByCpf } from '../../server/entities/pessoa/pessoa.ts';
import { JUSTIFICATIVA_MINIMA } from '../../server/http/gestao.ts';

export const USO_ENSALAMENTO =
  'npm run ensalamento:allocate -- --process N [--reallocate] [--out DIR] [--no-pdf] [--contornar "justificativa" --administrador CPF]';

export interface Saida {
  log: (linha: string) => void;
  erro: (linha: string) => void;
}

export async function comandoEnsalamento(db: Db, args: string[], saida: Saida, agora = new Date()): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        process: { type: 'string' },
        reallocate: { type: 'boolean', default: false },
        out: { type: 'string' },
        'no-pdf': { type: 'boolean', default: false },
        contornar: { type: 'string' },
        administrador: { type: 'string' },
      },
    }));
  } catch (err) {
    saida.erro((err as Error).message);
    saida.erro(`Uso: ${USO_ENSALAMENTO}`);
    return 1;
  }
  const prcSltCodigo = Number(values.process);
  if (!values.process || !Number.isInteger(prcSltCodigo) || prcSltCodigo < 1) {
    saida.erro(`Uso: ${USO_ENSALAMENTO}`);
    return 1;
  }

  // The override is the seating screen's: an Administrador (for every process) with a justification, audited.
  let contorno: { pssFscCodigo: number; justificativa: string; origem: string } | undefined;
  if (values.contornar !== undefined || values.administrador !== undefined) {
    const justificativa = values.contornar?.trim() ?? '';
    const cpf = (values.administrador ?? '').replace(/\D/g, '');
    if (justificativa.length < JUSTIFICATIVA_MINIMA) {
      saida.erro(`--contornar: escreva a justificativa (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres); ela fica registrada na auditoria.`);
      return 1;
    }
    if (!isValidCpf(cpf)) {
      saida.erro('--administrador: informe o CPF do Administrador que contorna a prontidão (fica registrado na auditoria).');
      return 1;
    }
    const pessoa = await findPersonByCpf(db, cpf);
    const administrador = !!pessoa && (await papeisDaPessoa(db, pessoa.pssFscCodigo)).some((p) => p.papel === 'ADMINISTRADOR' && p.prcSltCodigo === null);
    if (!pessoa || !administrador) {
      saida.erro(`O CPF ${values.administrador} não é de um Administrador (de todos os processos): só ele pode contornar a prontidão.`);
      return 1;
    }
    contorno = { pssFscCodigo: pessoa.pssFscCodigo, justificativa, origem: `linha de comando ${userInfo().username}@${hostname()}` };
  }

  const inicio = Date.now();
  const pasta = values['no-pdf'] ? null : (values.out ?? `./output/ensalamento/${prcSltCodigo}`);
  const r = await alocarProcesso(db, prcSltCodigo, { realocar: values.reallocate, saida: pasta, agora, contorno });
  if (r.status === 'recusado' || r.status === 'processo-inexistente' || r.status === 'nao-pronto') {
    saida.erro(r.mensagem);
    return r.status === 'nao-pronto' ? 3 : r.status === 'recusado' ? 2 : 1;
  }
  saida.log(r.mensagem);
  if (pasta) saida.log(`PDFs em ${pasta}: ${r.pdfs.salas} lista(s) de sala e ${r.pdfs.cartoes} cartão(ões) de prova.`);
  saida.log(`Concluído em ${((Date.now() - inicio) / 1000).toFixed(1)} s.`);
  return 0;
}
