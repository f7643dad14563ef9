/**
 * The staff actions on one enrolment (defer, reject with a reason, cancel, reopen editing until an instant,
 * change the exam municipality): each is one transaction that changes the enrolment, writes its history snapshot,
 * sends the candidate an institutional message saying what changed, and is audited with its justification
 * (server/http/gestao.ts). The candidate's screens read the enrolment live, so the result shows at once.
 */
import { formatBrDateTimeShort } from '../../../src/domain/dates.ts';
import type { AcaoInscricao, ResultadoAcaoInscricao } from '../../../src/domain/wire/gestao-inscricoes.ts';
import type { Tx } from '../../db/client.ts';
import { tirarAssento } from '../../entities/ensalamento/assento.ts';
import { snapshotEnrolment, type Inscricao } from '../../entities/inscricao/inscricao.ts';
import { aplicarMudancaDaEquipe, type MudancaDaEquipe } from '../../entities/inscricao/inscricao-escrita.ts';
import { enviarMensagem } from '../../entities/mensagem/mensagem.ts';
import { conflict } from '../../http/envelope.ts';
import { camposInvalidos } from '../../http/gestao.ts';
import { escapeHtml } from '../../http/html.ts';
import { situacaoDe } from './busca.ts';
import { inscricaoCompleta, municipiosDoProcesso } from './consultas.ts';

/** What each action asks beyond the justification. */
export interface Pedido {
  motivo?: string;
  /** Reopen editing until this instant. */
  ate?: Date;
  prcSltMncPrvCodigo?: number;
}

/** The fields an action may change: the audit row keeps them before and after (never the whole row, which holds sensitive data). */
const estado = (i: Inscricao) => ({
  insDeferida: i.insDeferida,
  insIndeferida: i.insIndeferida,
  insPrcMotivoIndeferimento: i.insPrcMotivoIndeferimento,
  insCancelada: i.insCancelada,
  insPrcEdicaoAte: i.insPrcEdicaoAte?.toISOString() ?? null,
  prcSltMncPrvCodigo: i.prcSltMncPrvCodigo,
});

type Mudanca = MudancaDaEquipe;
interface Plano {
  mudanca: Mudanca;
  assunto: string;
  /** HTML of the message (every piece of text the staff typed is escaped). */
  texto: string;
  /** Also remove the seat (a new exam municipality makes the old room wrong). */
  tirarAssento?: boolean;
}

/** What the action changes and says, or why it cannot be done (409: the enrolment's state forbids it). */
async function planejar(tx: Tx, acao: AcaoInscricao, ins: Inscricao, processo: string, pedido: Pedido, agora: Date): Promise<Plano> {
  const n = ins.insPrcCodigo;
  const sua = `Sua inscrição nº ${n} no processo seletivo <strong>${escapeHtml(processo)}</strong>`;
  if (ins.insCancelada) throw conflict('Esta inscrição está cancelada: nada mais pode ser feito nela.');
  switch (acao) {
    case 'deferir':
      if (ins.insDeferida) throw conflict('Esta inscrição já está deferida.');
      return { mudanca: { insDeferida: true, insIndeferida: false, insPrcMotivoIndeferimento: null }, assunto: `Inscrição nº ${n} deferida`, texto: `<p>${sua} foi deferida.</p>` };
    case 'indeferir': {
      const motivo = pedido.motivo?.trim() ?? '';
      if (motivo.length < 5) throw camposInvalidos({ motivo: 'Escreva o motivo do indeferimento: o candidato o lerá.' });
      if (ins.insIndeferida && ins.insPrcMotivoIndeferimento === motivo) throw conflict('Esta inscrição já está indeferida por este motivo.');
      return {
        mudanca: { insIndeferida: true, insDeferida: false, insPrcMotivoIndeferimento: motivo },
        assunto: `Inscrição nº ${n} indeferida`,
        texto: `<p>${sua} foi indeferida.</p><p>Motivo: ${escapeHtml(motivo)}</p><p>Consulte no edital os prazos de recurso.</p>`,
      };
    }
    case 'cancelar':
      return { mudanca: { insCancelada: true }, assunto: `Inscrição nº ${n} cancelada`, texto: `<p>${sua} foi cancelada pela equipe do processo seletivo.</p>` };
    case 'reabrir-edicao': {
      const ate = pedido.ate;
      if (!ate || Number.isNaN(ate.getTime())) throw camposInvalidos({ ate: 'Informe até quando a edição fica aberta (dd/mm/aaaa hh:mm).' });
      if (ate.getTime() <= agora.getTime()) throw camposInvalidos({ ate: 'A data deve ser futura.' });
      if (ate.getTime() > agora.getTime() + 366 * 86_400_000) throw camposInvalidos({ ate: 'Reabra a edição por no máximo um ano.' });
      const quando = formatBrDateTimeShort(ate);
      return {
        mudanca: { insPrcEdicaoAte: ate },
        assunto: `Edição da inscrição nº ${n} reaberta`,
        texto: `<p>${sua} pode ser editada até ${quando} (horário de Brasília).</p><p>Acesse Processos Seletivos, em Minhas inscrições, e use o botão Editar.</p>`,
      };
    }
    case 'trocar-municipio': {
      const municipios = await municipiosDoProcesso(tx, ins.prcSltCodigo);
      const novo = municipios.find((m) => m.prcSltMncPrvCodigo === pedido.prcSltMncPrvCodigo);
      if (!novo) throw camposInvalidos({ prcSltMncPrvCodigo: 'Escolha um município de prova deste processo.' });
      if (novo.prcSltMncPrvCodigo === ins.prcSltMncPrvCodigo) throw camposInvalidos({ prcSltMncPrvCodigo: 'A inscrição já está neste município de prova.' });
      const nome = `${novo.mncDescricao}/${novo.ufCodigo}`;
      return {
        mudanca: { prcSltMncPrvCodigo: novo.prcSltMncPrvCodigo },
        assunto: `Município de prova da inscrição nº ${n} alterado`,
        texto: `<p>O município de prova da sua inscrição nº ${n} no processo seletivo <strong>${escapeHtml(processo)}</strong> passou a ser ${escapeHtml(nome)}.</p><p>O local e a sala de prova serão informados no ensalamento.</p>`,
        tirarAssento: true,
      };
    }
  }
}

/**
 * Runs the action inside the staff write's transaction `tx`; answers the audit's before/after and the result.
 * `autor` is the staff member (the enrolment's history records them).
 */
export async function executarAcao(tx: Tx, acao: AcaoInscricao, insPrcCodigo: number, pedido: Pedido, autor: number, agora: Date) {
  const linha = await inscricaoCompleta(tx, insPrcCodigo, { lock: true });
  // The guard resolved the enrolment a moment ago; if it is gone since, there is nothing to act on.
  if (!linha) throw conflict('Esta inscrição não existe mais.');
  const { ins, p } = linha;
  const plano = await planejar(tx, acao, ins, p.prcSltDescricao, pedido, agora);
  const depois = await aplicarMudancaDaEquipe(tx, insPrcCodigo, plano.mudanca, agora);
  let assentoRemovido = false;
  if (plano.tirarAssento) assentoRemovido = await tirarAssento(tx, insPrcCodigo);
  await snapshotEnrolment(tx, { insPrcCodigo, autor, acao: `gestao:${acao}`, now: agora });
  const { mnsCodigo } = await enviarMensagem(tx, { assunto: plano.assunto, texto: plano.texto, tipo: 'Mensagem', destino: { para: ins.pssFscCodigo } }, agora);
  const resultado: ResultadoAcaoInscricao = {
    insPrcCodigo,
    situacao: situacaoDe(depois),
    insPrcEdicaoAte: depois.insPrcEdicaoAte?.toISOString() ?? null,
    prcSltMncPrvCodigo: depois.prcSltMncPrvCodigo,
    mnsCodigo,
  };
  return { chave: insPrcCodigo, antes: estado(ins), depois: { ...estado(depois), mnsCodigo, ...(assentoRemovido ? { assentoRemovido } : {}) }, resultado };
}

