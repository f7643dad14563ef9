import { describe, expect, it } from 'vitest';
import { detalheDaFase, faseDoProcesso, linhaDoTempo, type FatosDoProcesso } from '../../src/domain/fases-processo.ts';
import { afetadosPelo, decidirPasso, mensagemDeRecusa, pendenciasDo, proximoPasso } from '../../src/domain/prontidao.ts';

const DIA = 86_400_000;
const AGORA = new Date('2026-11-22T13:00:00.000Z');
const em = (dias: number) => new Date(AGORA.getTime() + dias * DIA);

/** A vestibular set up and published, enrolments open: each test moves it along. */
function fatos(f: Partial<FatosDoProcesso> = {}): FatosDoProcesso {
  return {
    tipo: 'VESTIBULAR',
    publicado: true,
    arquivado: false,
    inicio: em(-5),
    fim: em(10),
    nmrOpcoes: 1,
    opcoesFinais: 2,
    opcoesComTaxa: 2,
    meiosDePagamento: 1,
    municipiosDeProva: 1,
    lugares: 60,
    campoMunicipio: { exibir: true, obrigatorio: true },
    campoCotas: { exibir: true, obrigatorio: false },
    categorias: 0,
    documentosForaDoPeriodo: [],
    inscricoes: 3,
    deferidas: 0,
    semHomologacao: 3,
    deferidasSemMunicipio: 0,
    ensalados: 0,
    ensalamentoLiberado: false,
    calculos: 0,
    preliminarEm: null,
    finalEm: null,
    janelasRecurso: [],
    recursosSemResposta: 0,
    chamadas: 0,
    convocadosSemDesfecho: 0,
    ...f,
  };
}
const codigos = (passo: Parameters<typeof pendenciasDo>[0], f: FatosDoProcesso) => pendenciasDo(passo, f, AGORA).map((p) => `${p.codigo}:${p.bloqueia ? 'bloqueia' : 'aviso'}`);

describe('fases do processo', () => {
  it('seguem as datas e o que foi feito, na ordem', () => {
    expect(faseDoProcesso(fatos({ publicado: false }), AGORA)).toBe('preparacao');
    expect(faseDoProcesso(fatos({ inicio: em(2), fim: em(10) }), AGORA)).toBe('inscricoes');
    expect(detalheDaFase(fatos({ inicio: em(2), fim: em(10) }), AGORA)).toBe('Publicado; as inscrições ainda não abriram.');
    expect(faseDoProcesso(fatos(), AGORA)).toBe('inscricoes');
    expect(faseDoProcesso(fatos({ fim: em(-1) }), AGORA)).toBe('homologacao');
    expect(faseDoProcesso(fatos({ fim: em(-1), ensalados: 3 }), AGORA)).toBe('provas');
    const preliminar = fatos({ fim: em(-20), ensalados: 3, preliminarEm: em(-3) });
    expect(faseDoProcesso({ ...preliminar, janelasRecurso: [{ descricao: 'Recurso', inicio: em(1), fim: em(3) }] }, AGORA)).toBe('resultadoPreliminar');
    expect(faseDoProcesso({ ...preliminar, janelasRecurso: [{ descricao: 'Recurso', inicio: em(-1), fim: em(3) }] }, AGORA)).toBe('recursos');
    expect(faseDoProcesso({ ...preliminar, recursosSemResposta: 1 }, AGORA)).toBe('recursos');
    expect(faseDoProcesso({ ...preliminar, finalEm: em(-1) }, AGORA)).toBe('resultadoFinal');
    expect(faseDoProcesso({ ...preliminar, finalEm: em(-1), chamadas: 2 }, AGORA)).toBe('chamadas');
  });

  it('a linha do tempo marca as fases antes da atual como concluídas', () => {
    const linha = linhaDoTempo(fatos({ fim: em(-1), ensalados: 3 }), AGORA);
    expect(linha.map((l) => `${l.nome}:${l.estado}`)).toEqual([
      'Preparação:concluida', 'Inscrições:concluida', 'Homologação:concluida', 'Provas:atual',
      'Resultado preliminar:futura', 'Recursos:futura', 'Resultado final:futura', 'Chamadas:futura',
    ]);
  });
});

describe('prontidão de cada passo', () => {
  it('publicar: período, opções, forma de pagamento, campos do formulário, janelas de documentos; salas são aviso', () => {
    expect(codigos('publicar', fatos({ publicado: false }))).toEqual([]);
    const ruim = fatos({
      publicado: false,
      fim: em(-1),
      opcoesFinais: 0,
      meiosDePagamento: 0,
      campoMunicipio: { exibir: true, obrigatorio: false },
      categorias: 2,
      campoCotas: { exibir: false, obrigatorio: false },
      documentosForaDoPeriodo: ['Laudo médico'],
      lugares: 0,
    });
    expect(codigos('publicar', ruim)).toEqual(['periodo:bloqueia', 'opcoes:bloqueia', 'pagamento:bloqueia', 'campoMunicipio:bloqueia', 'campoCotas:bloqueia', 'documentos:bloqueia', 'salas:aviso']);
    expect(pendenciasDo('publicar', ruim, AGORA).find((p) => p.codigo === 'campoMunicipio')!.tela).toBe('formulario');
    expect(codigos('publicar', fatos({ publicado: false, municipiosDeProva: 0 }))).toEqual(['municipios:aviso']);
    // A process without exams (stricto) needs no municipality.
    expect(codigos('publicar', fatos({ publicado: false, tipo: 'STRICTO', municipiosDeProva: 0 }))).toEqual([]);
  });

  it('ensalar: deferidas, cada uma com município de prova; inscrições abertas e sem decisão são avisos', () => {
    expect(codigos('ensalar', fatos())).toEqual(['inscricoesAbertas:aviso', 'semDeferidas:bloqueia', 'semHomologacao:aviso']);
    const f = fatos({ fim: em(-1), deferidas: 3, semHomologacao: 0, deferidasSemMunicipio: 2 });
    expect(codigos('ensalar', f)).toEqual(['semMunicipio:bloqueia']);
    expect(pendenciasDo('ensalar', f, AGORA)[0].texto).toBe('2 inscrições deferidas não têm município de prova: defina-o (em lote na tela de ensalamento).');
    expect(codigos('ensalar', { ...f, deferidasSemMunicipio: 0 })).toEqual([]);
  });

  it('liberar o ensalamento só quando alguém tem lugar', () => {
    expect(codigos('liberarEnsalamento', fatos())).toEqual(['semLugares:bloqueia']);
    expect(codigos('liberarEnsalamento', fatos({ ensalados: 1 }))).toEqual([]);
  });

  it('resultado final: preliminar publicado, prazo de recurso encerrado e cada recurso respondido', () => {
    const f = fatos({ fim: em(-30), preliminarEm: em(-5), janelasRecurso: [{ descricao: 'Recurso do preliminar', inicio: em(-4), fim: em(1) }], recursosSemResposta: 1 });
    expect(codigos('resultadoFinal', fatos())).toEqual(['semPreliminar:bloqueia']);
    expect(codigos('resultadoFinal', f)).toEqual(['recursoAberto:bloqueia', 'recursosSemResposta:bloqueia']);
    const fechada = { ...f, janelasRecurso: [{ descricao: 'Recurso do preliminar', inicio: em(-4), fim: em(-1) }] };
    expect(codigos('resultadoFinal', fechada)).toEqual(['recursosSemResposta:bloqueia']);
    expect(codigos('resultadoFinal', { ...fechada, recursosSemResposta: 0 })).toEqual([]);
    // A window without an end is still open.
    expect(codigos('resultadoFinal', { ...fechada, recursosSemResposta: 0, janelasRecurso: [{ descricao: 'Recurso', inicio: em(-4), fim: null }] })).toEqual(['recursoAberto:bloqueia']);
  });

  it('chamadas: a 1ª pede o resultado final; as seguintes, a situação de cada convocado', () => {
    expect(codigos('primeiraChamada', fatos())).toEqual(['semFinal:bloqueia']);
    expect(codigos('primeiraChamada', fatos({ finalEm: em(-1) }))).toEqual([]);
    expect(codigos('proximaChamada', fatos({ chamadas: 1, convocadosSemDesfecho: 2 }))).toEqual(['semDesfecho:bloqueia']);
  });

  it('o próximo passo segue a fase; sem prova, o ensalamento é pulado', () => {
    expect(proximoPasso(fatos({ publicado: false }), AGORA)).toBe('publicar');
    expect(proximoPasso(fatos({ fim: em(-1) }), AGORA)).toBe('ensalar');
    expect(proximoPasso(fatos({ fim: em(-1), municipiosDeProva: 0 }), AGORA)).toBe('resultadoPreliminar');
    expect(proximoPasso(fatos({ ensalados: 3 }), AGORA)).toBe('liberarEnsalamento');
    expect(proximoPasso(fatos({ ensalados: 3, ensalamentoLiberado: true }), AGORA)).toBe('resultadoPreliminar');
    expect(proximoPasso(fatos({ preliminarEm: em(-1) }), AGORA)).toBe('resultadoFinal');
    expect(proximoPasso(fatos({ finalEm: em(-1) }), AGORA)).toBe('primeiraChamada');
    expect(proximoPasso(fatos({ finalEm: em(-1), chamadas: 1 }), AGORA)).toBe('proximaChamada');
    expect(proximoPasso(fatos({ arquivado: true }), AGORA)).toBeNull();
    expect(afetadosPelo('liberarEnsalamento', fatos({ ensalados: 7 }))).toBe(7);
  });

  it('só um Administrador, com justificativa, contorna — e só bloqueios contornáveis', () => {
    const periodo = pendenciasDo('publicar', fatos({ publicado: false, fim: em(-1) }), AGORA);
    expect(decidirPasso(periodo, { administrador: false, justificativa: 'Edital retificado.' }).pode).toBe(false);
    expect(decidirPasso(periodo, { administrador: true, justificativa: null }).pode).toBe(false);
    const ok = decidirPasso(periodo, { administrador: true, justificativa: 'Edital retificado.' });
    expect(ok).toMatchObject({ pode: true, contornados: [expect.objectContaining({ codigo: 'periodo' })] });
    const recursos = pendenciasDo('resultadoFinal', fatos({ preliminarEm: em(-3), recursosSemResposta: 2 }), AGORA);
    expect(decidirPasso(recursos, { administrador: true, justificativa: 'Pressa da reitoria.' }).pode).toBe(false);
    expect(mensagemDeRecusa('resultadoFinal', recursos.filter((p) => p.bloqueia))).toBe('Não é possível publicar o resultado final ainda: 2 recursos estão sem resposta: responda-os antes do resultado final.');
    // Warnings never refuse.
    expect(decidirPasso(pendenciasDo('ensalar', fatos({ deferidas: 3, semHomologacao: 1 }), AGORA), { administrador: false, justificativa: null }).pode).toBe(true);
  });
});
