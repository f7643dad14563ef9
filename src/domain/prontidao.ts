/**
 * Readiness (issue 37 item 2): what each step of a process needs before it may run, read from the same facts as
 * its phase (fases-processo.ts). The process page lists the next step's items, each linked to the screen that
 * fixes it; each step's route asks the same function and refuses (409, with the list) while a blocker remains.
 * Where running anyway makes sense (dates the institution may decide to bend), an Administrador may override a
 * blocker with a justification, audited; the others (no option to choose, an appeal without an answer) cannot be
 * overridden: the step would be wrong, not merely early.
 */
import { faseDoProcesso, janelaAberta, type FatosDoProcesso } from './fases-processo.ts';

export const PASSOS = ['publicar', 'ensalar', 'liberarEnsalamento', 'resultadoPreliminar', 'resultadoFinal', 'primeiraChamada', 'proximaChamada'] as const;
export type Passo = (typeof PASSOS)[number];

export const NOME_PASSO: Record<Passo, string> = {
  publicar: 'Publicar o processo',
  ensalar: 'Confirmar o ensalamento',
  liberarEnsalamento: 'Liberar o ensalamento aos candidatos',
  resultadoPreliminar: 'Publicar o resultado preliminar',
  resultadoFinal: 'Publicar o resultado final',
  primeiraChamada: 'Gerar a 1ª chamada',
  proximaChamada: 'Gerar a próxima chamada',
};

/** The screen that fixes an item (the site turns it into a link to the process's tab). */
export type TelaDaPendencia =
  | 'processo'
  | 'opcoes'
  | 'provas'
  | 'formulario'
  | 'cronogramas'
  | 'documentos'
  | 'inscricoes'
  | 'ensalamento'
  | 'classificacao'
  | 'resultados'
  | 'reexame';

export interface Pendencia {
  /** Stable name of the check (tests and the audit read it). */
  codigo: string;
  texto: string;
  tela: TelaDaPendencia;
  /** false: a warning, shown but never refusing. */
  bloqueia: boolean;
  /** An Administrador may run the step anyway, with a justification. */
  contornavel: boolean;
}

const bloqueio = (codigo: string, texto: string, tela: TelaDaPendencia, contornavel = false): Pendencia => ({ codigo, texto, tela, bloqueia: true, contornavel });
const aviso = (codigo: string, texto: string, tela: TelaDaPendencia): Pendencia => ({ codigo, texto, tela, bloqueia: false, contornavel: true });
const n = (k: number, um: string, varios: string) => (k === 1 ? `1 ${um}` : `${k} ${varios}`);

/** Processes whose candidates sit an exam: they need exam municipalities and rooms. */
const TEM_PROVA = new Set(['VESTIBULAR', 'SERIADO', 'FISCAL']);

function antesDePublicar(f: FatosDoProcesso, now: Date): Pendencia[] {
  const out: Pendencia[] = [];
  if (f.arquivado) out.push(bloqueio('arquivado', 'O processo está arquivado: desarquive-o antes de publicá-lo.', 'processo'));
  if (f.fim.getTime() <= now.getTime()) out.push(bloqueio('periodo', 'O período de inscrição já terminou: ajuste o início e o fim das inscrições.', 'processo', true));
  if (f.nmrOpcoes > 0 && f.opcoesFinais === 0) {
    out.push(bloqueio('opcoes', `O processo pede ${n(f.nmrOpcoes, 'opção', 'opções')} na inscrição, mas não tem nenhuma opção final (que o candidato possa escolher): cadastre as opções, com a taxa (ou Isento).`, 'opcoes'));
  }
  if (f.opcoesComTaxa > 0 && f.meiosDePagamento === 0) {
    out.push(bloqueio('pagamento', `${n(f.opcoesComTaxa, 'opção tem taxa', 'opções têm taxa')}, mas o processo não aceita nenhuma forma de pagamento: marque boleto, Pix ou cartão.`, 'processo'));
  }
  if (f.municipiosDeProva > 0 && !(f.campoMunicipio.exibir && f.campoMunicipio.obrigatorio)) {
    out.push(bloqueio('campoMunicipio', `O processo tem ${n(f.municipiosDeProva, 'município de prova', 'municípios de prova')}, mas o formulário não pede o município de prova: exiba-o e torne-o obrigatório.`, 'formulario'));
  }
  if (f.categorias > 0 && !f.campoCotas.exibir) {
    out.push(bloqueio('campoCotas', `A classificação tem ${n(f.categorias, 'categoria de cota', 'categorias de cota')}, mas o formulário não pede nenhuma declaração de cota (concorrer pelas cotas, escola pública, preto ou pardo, indígena, deficiência): exiba as do edital.`, 'formulario'));
  }
  if (f.documentosForaDoPeriodo.length) {
    out.push(bloqueio('documentos', `A janela de envio destes documentos começa antes das inscrições ou termina antes de elas abrirem: ${f.documentosForaDoPeriodo.join(', ')}.`, 'documentos'));
  }
  if (TEM_PROVA.has(f.tipo) && f.municipiosDeProva === 0) out.push(aviso('municipios', 'O processo não tem município de prova: cadastre os municípios, locais e salas.', 'provas'));
  else if (f.municipiosDeProva > 0 && f.lugares < Math.max(1, f.inscricoes)) {
    out.push(aviso('salas', `As salas somam ${n(f.lugares, 'lugar', 'lugares')}${f.inscricoes ? ` para ${n(f.inscricoes, 'inscrição', 'inscrições')}` : ''}: cadastre salas para os candidatos esperados.`, 'provas'));
  }
  return out;
}

function antesDeEnsalar(f: FatosDoProcesso, now: Date): Pendencia[] {
  const out: Pendencia[] = [];
  if (!f.publicado) out.push(bloqueio('naoPublicado', 'O processo ainda não foi publicado.', 'processo'));
  if (f.fim.getTime() > now.getTime()) out.push(aviso('inscricoesAbertas', 'As inscrições ainda estão abertas: novas inscrições ficariam sem lugar.', 'processo'));
  if (f.deferidas === 0) out.push(bloqueio('semDeferidas', 'Nenhuma inscrição deferida: defira (homologue) as inscrições antes de ensalar.', 'inscricoes'));
  if (f.deferidasSemMunicipio > 0) {
    out.push(bloqueio('semMunicipio', `${n(f.deferidasSemMunicipio, 'inscrição deferida não tem', 'inscrições deferidas não têm')} município de prova: defina-o (em lote na tela de ensalamento).`, 'ensalamento'));
  }
  if (f.semHomologacao > 0) out.push(aviso('semHomologacao', `${n(f.semHomologacao, 'inscrição ainda não foi deferida nem indeferida', 'inscrições ainda não foram deferidas nem indeferidas')}: ficarão sem lugar.`, 'inscricoes'));
  if (f.lugares < f.deferidas) out.push(aviso('lugares', `As salas somam ${n(f.lugares, 'lugar', 'lugares')} para ${n(f.deferidas, 'inscrição deferida', 'inscrições deferidas')}.`, 'provas'));
  return out;
}

function antesDoFinal(f: FatosDoProcesso, now: Date): Pendencia[] {
  const out: Pendencia[] = [];
  if (!f.preliminarEm) out.push(bloqueio('semPreliminar', 'Publique o resultado preliminar antes do resultado final.', 'resultados'));
  const abertas = f.janelasRecurso.filter((j) => janelaAberta(j, now));
  if (f.preliminarEm && abertas.length) {
    out.push(bloqueio('recursoAberto', `O prazo de recurso ainda não terminou: ${abertas.map((j) => j.descricao).join(', ')}.`, 'cronogramas', true));
  }
  if (f.recursosSemResposta > 0) out.push(bloqueio('recursosSemResposta', `${n(f.recursosSemResposta, 'recurso está sem resposta', 'recursos estão sem resposta')}: responda-os antes do resultado final.`, 'reexame'));
  if (f.preliminarEm && !f.janelasRecurso.length) out.push(aviso('semJanela', 'O cronograma não tem item de recurso (Reexame): os candidatos não puderam recorrer do resultado preliminar.', 'cronogramas'));
  return out;
}

/** Every item the step needs, blockers and warnings, in the order staff fix them. */
export function pendenciasDo(passo: Passo, f: FatosDoProcesso, now: Date): Pendencia[] {
  switch (passo) {
    case 'publicar':
      return antesDePublicar(f, now);
    case 'ensalar':
      return antesDeEnsalar(f, now);
    case 'liberarEnsalamento':
      return f.ensalados > 0 ? [] : [bloqueio('semLugares', 'Ninguém tem lugar ainda: confirme o ensalamento antes de liberá-lo aos candidatos.', 'ensalamento')];
    case 'resultadoPreliminar': {
      const out: Pendencia[] = [];
      if (f.calculos === 0) out.push(bloqueio('semCalculo', 'Calcule a classificação antes de publicar o resultado.', 'classificacao'));
      if (f.fim.getTime() > now.getTime()) out.push(aviso('inscricoesAbertas', 'As inscrições ainda estão abertas.', 'processo'));
      if (!f.janelasRecurso.length) out.push(aviso('semJanela', 'O cronograma não tem item de recurso (Reexame): os candidatos não poderão recorrer.', 'cronogramas'));
      return out;
    }
    case 'resultadoFinal':
      return antesDoFinal(f, now);
    case 'primeiraChamada':
      return f.finalEm ? [] : [bloqueio('semFinal', 'Publique o resultado final antes de gerar a 1ª chamada.', 'resultados')];
    case 'proximaChamada':
      return f.convocadosSemDesfecho > 0
        ? [bloqueio('semDesfecho', `${n(f.convocadosSemDesfecho, 'convocado da chamada anterior está', 'convocados da chamada anterior estão')} sem situação (matriculado, não compareceu, desistiu).`, 'resultados', true)]
        : [];
  }
}

/** The step that comes next for a process in its phase (processes without exams skip the seating). */
export function proximoPasso(f: FatosDoProcesso, now: Date): Passo | null {
  if (f.arquivado) return null;
  const comProva = f.municipiosDeProva > 0;
  switch (faseDoProcesso(f, now)) {
    case 'preparacao':
      return 'publicar';
    case 'inscricoes':
    case 'homologacao':
      return comProva ? 'ensalar' : 'resultadoPreliminar';
    case 'provas':
      return f.ensalamentoLiberado ? 'resultadoPreliminar' : 'liberarEnsalamento';
    case 'resultadoPreliminar':
    case 'recursos':
      return 'resultadoFinal';
    case 'resultadoFinal':
      return 'primeiraChamada';
    case 'chamadas':
      return 'proximaChamada';
  }
}

/**
 * Whether the step may run: no blocker, or every blocker overridable and an Administrador overriding them with a
 * justification. `contornados` are the blockers passed over (the audit row keeps them).
 */
export function decidirPasso(pendencias: Pendencia[], contorno: { administrador: boolean; justificativa: string | null }): { pode: boolean; bloqueios: Pendencia[]; contornados: Pendencia[] } {
  const bloqueios = pendencias.filter((p) => p.bloqueia);
  if (!bloqueios.length) return { pode: true, bloqueios, contornados: [] };
  const podeContornar = contorno.administrador && !!contorno.justificativa && bloqueios.every((p) => p.contornavel);
  return podeContornar ? { pode: true, bloqueios, contornados: bloqueios } : { pode: false, bloqueios, contornados: [] };
}

/** The refusal's message: the step, then each blocker. */
export function mensagemDeRecusa(passo: Passo, bloqueios: Pendencia[]): string {
  return `Não é possível ${NOME_PASSO[passo].charAt(0).toLowerCase()}${NOME_PASSO[passo].slice(1)} ainda: ${bloqueios.map((b) => b.texto).join(' ')}`;
}

/** How many candidates the step reaches (the confirmation says it): seated, told of a result, released a room. */
export function afetadosPelo(passo: Passo | null, f: FatosDoProcesso): number {
  switch (passo) {
    case 'ensalar':
      return f.deferidas;
    case 'liberarEnsalamento':
      return f.ensalados;
    case 'resultadoPreliminar':
    case 'resultadoFinal':
      return f.inscricoes;
    default:
      return 0;
  }
}
