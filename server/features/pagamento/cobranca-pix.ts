/**
 * A slip's charge at the PSP (API Pix), created in the slip's transaction: the slip is kept only if the PSP took the
 * charge, so a candidate never sees a QR the PSP does not know. `cob` (immediate) when the slip falls due today —
 * its expiracao runs to the end of that day — and `cobv` (with a due date) otherwise and for every boleto (the
 * boleto híbrido: the slip's PDF carries this QR), whose dataDeVencimento is the slip's and validadeAposVencimento 0
 * (not payable after the slip's date, as the boleto). API Pix: PUT /cob/{txid}, PUT /cobv/{txid}.
 */
import type { FastifyInstance } from 'fastify';
import { todayInSaoPaulo } from '../../../src/domain/dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cobrancaDoSlip, registrarCobranca, txidDaCobranca } from '../../entities/pagamento/pagamento-pix.ts';
import { ApiError } from '../../http/envelope.ts';
import { ErroPsp } from '../../lib/api-pix.ts';
import type { Boleto } from './repository.ts';

export const PSP_INDISPONIVEL = 'Não foi possível gerar a cobrança Pix agora: o banco não respondeu. Tente novamente em alguns minutos.';

/** The end of a yyyy-mm-dd day in São Paulo (UTC-3 all year since 2019). */
export const fimDoDia = (dia: string) => new Date(Date.parse(`${dia}T23:59:59.000-03:00`));

export type Cobranca = NonNullable<Awaited<ReturnType<typeof cobrancaDoSlip>>>;

export async function garantirCobrancaPix(app: FastifyInstance, tx: DbOrTx, slip: Boleto, devedor: { cpf: string | null; nome: string }, now: Date): Promise<Cobranca | null> {
  if (!app.pix || slip.insBltSituacao !== 'EMITIDO' || slip.insBltForma === 'CARTAO') return null;
  const existente = await cobrancaDoSlip(tx, slip.insBltCodigo);
  if (existente) return existente;
  const txid = txidDaCobranca(slip.insPrcCodigo, slip.insBltCodigo);
  const chave = app.config.pagamento.pixChave;
  const cpf = devedor.cpf && /^\d{11}$/.test(devedor.cpf) ? devedor.cpf : null;
  const solicitacao = `${slip.insPrcRcrCodigo ? 'Taxa de recurso' : 'Taxa de inscrição'} - inscrição nº ${slip.insPrcCodigo}`;
  const fim = fimDoDia(slip.insBltDtVencimento);
  // A cobv needs the payer (API Pix: devedor is required there); without a CPF, a cob to the same end.
  const cobv = cpf !== null && (slip.insBltForma === 'BOLETO' || slip.insBltDtVencimento > todayInSaoPaulo(now));
  try {
    const c = cobv
      ? await app.pix.cliente.criarCobv(txid, { vencimento: slip.insBltDtVencimento, valor: slip.insBltValor, chave, devedor: { cpf, nome: devedor.nome }, solicitacao })
      : await app.pix.cliente.criarCob(txid, {
          expiracaoSegundos: Math.max(60, Math.floor((fim.getTime() - now.getTime()) / 1000)),
          valor: slip.insBltValor,
          chave,
          devedor: { cpf: cpf ?? '', nome: devedor.nome },
          solicitacao,
        });
    await registrarCobranca(tx, { insBltCodigo: slip.insBltCodigo, txid, tipo: cobv ? 'COBV' : 'COB', location: c.location, revisao: c.revisao, expiraEm: fim, em: now });
  } catch (e) {
    if (e instanceof ErroPsp) {
      app.log.warn({ err: e, insBltCodigo: slip.insBltCodigo }, 'pix: o PSP não criou a cobrança');
      throw new ApiError(503, PSP_INDISPONIVEL, PSP_INDISPONIVEL);
    }
    throw e;
  }
  return cobrancaDoSlip(tx, slip.insBltCodigo);
}
