import { describe, expect, it } from 'vitest';
import type { ProcessoEdicao, Reconstrucao } from '../../src/domain/wire/gestao-processos.ts';
import { corpoDoForm, diaParaIso, formDoProcesso, formVazio, instanteParaIso, motivoDaFalha, reconstrucaoAtiva, textoReconstrucao } from '../../src/features/gestao-processos/gestao-processos.ts';

const processo: ProcessoEdicao = {
  prcSltCodigo: 7,
  prcSltDescricao: 'Vestibular 2027',
  prcSltTipo: 'VESTIBULAR',
  prcSltTemGrupos: false,
  prcSltExbEnsalamento: true,
  prcSltEnsLembrete: null,
  prcSltInsUnica: true,
  prcSltNmrOpcoes: 2,
  prcSltPgtCartao: false,
  prcSltPgtBoleto: true,
  prcSltPgtDebito: false,
  prcSltPgtPix: true,
  prcSltOpcEditavel: true,
  prcSltUrlInformacao: 'https://exemplo.br',
  prcSltNmrConvenio: '123',
  prcSltNmrConvenioCartao: null,
  prcSltDtInicio: '2027-01-10T11:00:00.000Z',
  prcSltDtFim: '2027-02-10T02:59:00.000Z',
  prcSltDtFimIsencao: null,
  prcSltDtEmsBoleto: null,
  prcSltDtVncBoleto: '2027-02-12',
  prcSltDtFimReimpressao: null,
  prcSltDtFimEdicao: null,
  prcSltMncSede: 3,
  prcSltExbResultado: false,
  prcSltExbAjuda: true,
  prcSltEnvArquivo: false,
  prcSltLembrete: null,
  prcSltCndPersonalizadas: null,
  prcSltTxtInsFinal: 'Pronto.',
  prcSltTtlAlternativo: null,
  prcSltQstAvaliacao: null,
  prcSltPublicado: false,
  prcSltArquivado: false,
  sede: { mncCodigo: 3, mncDescricao: 'Maringá', ufCodigo: 'PR' },
};

describe('process form', () => {
  it('shows instants in Horário de Brasília and sends them back as the same instants', () => {
    const f = formDoProcesso(processo);
    expect(f.prcSltDtInicio).toBe('10/01/2027 08:00');
    expect(f.prcSltDtFim).toBe('09/02/2027 23:59');
    expect(f.prcSltDtVncBoleto).toBe('12/02/2027');
    expect(f.prcSltNmrOpcoes).toBe('2');
    expect(f.sedeNome).toBe('Maringá - PR');
    const corpo = corpoDoForm(f, 7);
    expect(corpo).toMatchObject({ prcSltCodigo: 7, prcSltDtInicio: '2027-01-10T11:00:00.000Z', prcSltDtFim: '2027-02-10T02:59:00.000Z', prcSltDtVncBoleto: '2027-02-12', prcSltDtFimIsencao: null, prcSltNmrOpcoes: '2', prcSltMncSede: 3, prcSltEnsLembrete: null, prcSltPgtPix: true });
    expect(corpo).not.toHaveProperty('justificativa');
    expect(corpoDoForm(f, 7, 'Prorrogação do edital').justificativa).toBe('Prorrogação do edital');
  });

  it('sends what is no date as typed, for the API to explain; empty is null', () => {
    expect(instanteParaIso('31/02/2027 10:00')).toBe('31/02/2027 10:00');
    expect(instanteParaIso('  ')).toBeNull();
    expect(diaParaIso('12/02/2027')).toBe('2027-02-12');
    expect(diaParaIso('12/02')).toBe('12/02');
    expect(corpoDoForm(formVazio(), null)).toMatchObject({ prcSltCodigo: null, prcSltDescricao: '', prcSltTipo: 'VESTIBULAR', prcSltNmrOpcoes: '1', prcSltDtInicio: null, prcSltOpcEditavel: true });
  });
});

describe('site rebuild state', () => {
  const base: Reconstrucao = { recCodigo: 1, situacao: 'fila', motivo: 'Processo 7 publicado', pedidaEm: '2027-01-10T13:05:00.000Z', iniciadaEm: null, terminadaEm: null, duracaoMs: null, erro: null };
  it('says each state in words, times in Horário de Brasília', () => {
    expect(textoReconstrucao(null)).toBeNull();
    expect(textoReconstrucao(base)).toEqual({ rotulo: 'Na fila', cor: 'text-bg-secondary', texto: 'Reconstrução do site pedida às 10:05 (Processo 7 publicado).' });
    expect(textoReconstrucao({ ...base, situacao: 'andamento', iniciadaEm: '2027-01-10T13:06:00.000Z' })?.texto).toBe('Reconstruindo o site desde 10:06 (Processo 7 publicado).');
    expect(textoReconstrucao({ ...base, situacao: 'concluida', terminadaEm: '2027-01-10T13:07:30.000Z', duracaoMs: 41_600 })).toMatchObject({ rotulo: 'Concluída', texto: 'Site atualizado às 10:07 em 42 s.' });
    const falha = textoReconstrucao({ ...base, situacao: 'falhou', erro: 'building...\n[build] Error: página sem título\n' }, { ...base, situacao: 'concluida', terminadaEm: '2027-01-09T20:00:00.000Z' });
    expect(falha).toMatchObject({ rotulo: 'Falhou', texto: 'Falhou: [build] Error: página sem título — o site anterior continua no ar (atualizado às 17:00).' });
  });

  it('keeps asking only while a rebuild is queued or running', () => {
    expect(reconstrucaoAtiva({ ultima: base, ultimaConcluida: null })).toBe(true);
    expect(reconstrucaoAtiva({ ultima: { ...base, situacao: 'andamento' }, ultimaConcluida: null })).toBe(true);
    expect(reconstrucaoAtiva({ ultima: { ...base, situacao: 'falhou' }, ultimaConcluida: null })).toBe(false);
    expect(reconstrucaoAtiva({ ultima: null, ultimaConcluida: null })).toBe(false);
    expect(motivoDaFalha(null)).toBe('motivo não informado');
    expect(motivoDaFalha('x'.repeat(400))).toHaveLength(303);
  });
});
