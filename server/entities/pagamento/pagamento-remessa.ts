/**
 * The only writer of a boleto's registration with the bank (boleto_registro) and of the remessas (cnab_remessa and
 * its slips): a boleto is PENDENTE when issued, goes in the next remessa (REMETIDO), and the bank's return file says
 * REGISTRADO (occurrence 02, entrada confirmada) or REJEITADO (03, entrada rejeitada, with the reason codes in
 * Portuguese) — a rejected slip is cancelled (it can never be paid) and its candidate told to issue a new one. A slip
 * settled another way (its Pix) is written off: BAIXA_PENDENTE, in the next remessa as a pedido de baixa (02),
 * BAIXADO on the return's occurrence 09.
 */
import { createHash } from 'node:crypto';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { boletoRegistro, cnabRemessa, cnabRemessaBoleto, insBoleto, insProcesso, municipio, pssFisica } from '../../db/schema/index.ts';
import { gerarRemessa240, type BeneficiarioRemessa, type TituloRemessa, type VarianteCnab } from '../../lib/cnab-remessa.ts';
import { motivosDeRejeicao, type OcorrenciaRegistro } from '../../lib/cnab-registro.ts';
import { enviarMensagemEm } from '../mensagem/mensagem.ts';

/** A new boleto waits for the next remessa (in the slip's own transaction). */
export async function registrarPendente(tx: DbOrTx, insBltCodigo: number, em: Date): Promise<void> {
  await tx.insert(boletoRegistro).values({ insBltCodigo, bltRegSituacao: 'PENDENTE', bltRegAtualizadoEm: em }).onConflictDoNothing();
}

export async function registroDoSlip(db: DbOrTx, insBltCodigo: number) {
  const [r] = await db.select().from(boletoRegistro).where(eq(boletoRegistro.insBltCodigo, insBltCodigo));
  return r ?? null;
}

/**
 * The write-off of the boletos settled by their Pix (boleto híbrido), as the UPDATE of a data-modifying CTE over
 * `pagos` (a CTE with "insBltCodigo" and "agora"; server/entities/pagamento/pix-recebimento.ts writes it in the same
 * statement as the payment): never sent (PENDENTE), there is nothing to write off at the bank, BAIXADO; sent or
 * registered, BAIXA_PENDENTE, in the next remessa as a pedido de baixa.
 */
export const baixaDosPagosSql = (pagos: string) => `UPDATE boleto_registro r
       SET "bltRegSituacao" = CASE r."bltRegSituacao" WHEN 'PENDENTE' THEN 'BAIXADO' ELSE 'BAIXA_PENDENTE' END,
           "bltRegAtualizadoEm" = (SELECT max(agora) FROM ${pagos})
      FROM ${pagos} p
     WHERE r."insBltCodigo" = p."insBltCodigo" AND r."bltRegSituacao" IN ('PENDENTE', 'REMETIDO', 'REGISTRADO')`;

/**
 * A slip as a remessa names it: its code, the enrolment (the "seu número"), the nosso número, value and due date —
 * what the file is generated from and what the staff's screen lists of each file (features/gestao-pagamentos).
 */
export const BOLETO_NA_REMESSA = {
  insBltCodigo: insBoleto.insBltCodigo,
  insPrcCodigo: insBoleto.insPrcCodigo,
  nossoNumero: insBoleto.insBltNossoNumero,
  valor: insBoleto.insBltValor,
  vencimento: insBoleto.insBltDtVencimento,
};

export interface PedidoRemessa {
  variante: VarianteCnab;
  beneficiario: BeneficiarioRemessa;
  /** yyyy-mm-dd and HHMMSS in São Paulo. */
  dia: string;
  hora: string;
  em: Date;
  pssFscCodigo: number | null;
}

/**
 * The next remessa: every slip waiting (PENDENTE: entrada; BAIXA_PENDENTE: baixa), in one transaction that numbers
 * the file (NSA = last + 1), keeps its bytes and which slips it carries, and marks them sent. Two callers at once
 * (the schedule and a staff member) take turns on a transaction lock: a slip never goes in two files. Null when
 * nothing is waiting.
 */
export async function gerarRemessa(db: DbOrTx, p: PedidoRemessa): Promise<{ remCodigo: number; boletos: number } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('cnab_remessa'))`);
    const pendentes = await tx
      .select({
        ...BOLETO_NA_REMESSA,
        criadoEm: insBoleto.insBltCriadoEm,
        situacao: boletoRegistro.bltRegSituacao,
        cpf: pssFisica.pssFscCPF,
        nome: pssFisica.pssFscNome,
        logradouro: pssFisica.pssFscLogradouro,
        numero: pssFisica.pssFscNumero,
        bairro: pssFisica.pssFscBairro,
        cep: pssFisica.pssFscCep,
        cidade: municipio.mncDescricao,
        uf: municipio.ufCodigo,
      })
      .from(boletoRegistro)
      .innerJoin(insBoleto, eq(insBoleto.insBltCodigo, boletoRegistro.insBltCodigo))
      .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo))
      .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
      .leftJoin(municipio, eq(municipio.mncCodigo, pssFisica.mncCodigo))
      .where(inArray(boletoRegistro.bltRegSituacao, ['PENDENTE', 'BAIXA_PENDENTE']))
      .orderBy(asc(insBoleto.insBltCodigo));
    if (!pendentes.length) return null;
    const [{ ultimo }] = await tx.select({ ultimo: sql<number>`coalesce(max(${cnabRemessa.remSequencial}), 0)::int` }).from(cnabRemessa);
    const sequencial = Number(ultimo) + 1;
    const titulos: TituloRemessa[] = pendentes.map((b) => ({
      movimento: b.situacao === 'PENDENTE' ? '01' : '02',
      nossoNumero: b.nossoNumero,
      seuNumero: String(b.insPrcCodigo),
      vencimento: b.vencimento,
      emissao: b.criadoEm.toISOString().slice(0, 10),
      valor: b.valor,
      pagador: {
        cpf: b.cpf ?? '',
        nome: b.nome,
        endereco: [b.logradouro, b.numero].filter(Boolean).join(', '),
        bairro: b.bairro ?? '',
        cep: b.cep ?? '',
        cidade: b.cidade ?? '',
        uf: b.uf ?? '',
      },
    }));
    const conteudo = gerarRemessa240({ variante: p.variante, beneficiario: p.beneficiario, sequencial, dia: p.dia, hora: p.hora, titulos });
    const [rem] = await tx
      .insert(cnabRemessa)
      .values({
        remSequencial: sequencial,
        remDia: p.dia,
        remConteudo: conteudo,
        remBoletos: pendentes.length,
        remValor: pendentes.reduce((s, b) => s + b.valor, 0),
        remSha256: createHash('sha256').update(Buffer.from(conteudo, 'latin1')).digest('hex'),
        pssFscCodigo: p.pssFscCodigo,
        remEm: p.em,
      })
      .returning({ remCodigo: cnabRemessa.remCodigo });
    await tx.insert(cnabRemessaBoleto).values(pendentes.map((b) => ({ remCodigo: rem.remCodigo, insBltCodigo: b.insBltCodigo, remBltMovimento: b.situacao === 'PENDENTE' ? ('01' as const) : ('02' as const) })));
    const entradas = pendentes.filter((b) => b.situacao === 'PENDENTE').map((b) => b.insBltCodigo);
    const baixas = pendentes.filter((b) => b.situacao === 'BAIXA_PENDENTE').map((b) => b.insBltCodigo);
    if (entradas.length) await tx.update(boletoRegistro).set({ bltRegSituacao: 'REMETIDO', bltRegAtualizadoEm: p.em }).where(inArray(boletoRegistro.insBltCodigo, entradas));
    if (baixas.length) await tx.update(boletoRegistro).set({ bltRegSituacao: 'BAIXA_REMETIDA', bltRegAtualizadoEm: p.em }).where(inArray(boletoRegistro.insBltCodigo, baixas));
    return { remCodigo: rem.remCodigo, boletos: pendentes.length };
  });
}

/** The day's last remessa, to decide whether the schedule still owes one today. */
export async function ultimaRemessa(db: DbOrTx) {
  const [r] = await db.select({ remCodigo: cnabRemessa.remCodigo, remDia: cnabRemessa.remDia }).from(cnabRemessa).orderBy(desc(cnabRemessa.remSequencial)).limit(1);
  return r ?? null;
}

export interface ResultadoRegistros {
  registrados: number;
  rejeitados: { insBltCodigo: number; insPrcCodigo: number; motivo: string }[];
  baixados: number;
  /** Occurrences naming no slip of ours (listed, changed nothing). */
  desconhecidos: string[];
}

/**
 * The return file's registration occurrences, in the import's transaction: 02 registers, 03 rejects (the slip is
 * cancelled and its candidate told, with the bank's reason), 09 confirms a baixa. An occurrence for a slip already in
 * that state changes nothing (the same file twice is harmless).
 */
export async function aplicarOcorrenciasDeRegistro(tx: Tx, ocorrencias: OcorrenciaRegistro[], em: Date): Promise<ResultadoRegistros> {
  const out: ResultadoRegistros = { registrados: 0, rejeitados: [], baixados: 0, desconhecidos: [] };
  if (!ocorrencias.length) return out;
  const slips = await tx
    .select({ insBltCodigo: insBoleto.insBltCodigo, insPrcCodigo: insBoleto.insPrcCodigo, nossoNumero: insBoleto.insBltNossoNumero, situacao: insBoleto.insBltSituacao, registro: boletoRegistro.bltRegSituacao, pss: insProcesso.pssFscCodigo })
    .from(insBoleto)
    .innerJoin(boletoRegistro, eq(boletoRegistro.insBltCodigo, insBoleto.insBltCodigo))
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo))
    .where(inArray(insBoleto.insBltNossoNumero, [...new Set(ocorrencias.map((o) => o.nossoNumero))]))
    .for('update', { of: boletoRegistro });
  const porNumero = new Map(slips.map((s) => [s.nossoNumero, s]));
  for (const o of ocorrencias) {
    const s = porNumero.get(o.nossoNumero);
    if (!s) {
      out.desconhecidos.push(o.nossoNumero);
      continue;
    }
    if (o.ocorrencia === '02' && (s.registro === 'REMETIDO' || s.registro === 'PENDENTE')) {
      await tx.update(boletoRegistro).set({ bltRegSituacao: 'REGISTRADO', bltRegMotivo: null, bltRegAtualizadoEm: em }).where(eq(boletoRegistro.insBltCodigo, s.insBltCodigo));
      s.registro = 'REGISTRADO';
      out.registrados++;
    } else if (o.ocorrencia === '03' && s.registro !== 'REJEITADO' && s.registro !== 'REGISTRADO') {
      const motivo = motivosDeRejeicao(o.motivos);
      await tx.update(boletoRegistro).set({ bltRegSituacao: 'REJEITADO', bltRegMotivo: motivo, bltRegAtualizadoEm: em }).where(eq(boletoRegistro.insBltCodigo, s.insBltCodigo));
      if (s.situacao === 'EMITIDO') await tx.update(insBoleto).set({ insBltSituacao: 'CANCELADO' }).where(eq(insBoleto.insBltCodigo, s.insBltCodigo));
      await enviarMensagemEm(
        tx,
        {
          assunto: 'Boleto recusado pelo banco: gere um novo',
          texto: `O banco não registrou o boleto da inscrição nº ${s.insPrcCodigo} (motivo: ${motivo}). Esse boleto não pode ser pago. Entre na página de pagamento da inscrição e gere um novo boleto, ou pague por Pix.`,
          tipo: 'Mensagem',
          destino: { para: s.pss },
        },
        em,
      );
      s.registro = 'REJEITADO';
      out.rejeitados.push({ insBltCodigo: s.insBltCodigo, insPrcCodigo: s.insPrcCodigo, motivo });
    } else if (o.ocorrencia === '09' && s.registro !== 'BAIXADO') {
      await tx.update(boletoRegistro).set({ bltRegSituacao: 'BAIXADO', bltRegAtualizadoEm: em }).where(eq(boletoRegistro.insBltCodigo, s.insBltCodigo));
      s.registro = 'BAIXADO';
      out.baixados++;
    }
  }
  return out;
}
