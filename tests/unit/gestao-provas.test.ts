import { describe, expect, it } from 'vitest';
import type { LocalDeProva, SalaDeProva } from '../../src/domain/wire/gestao-provas.ts';
import { corpoDaEtapa, corpoDaSala, corpoDoLocal, etapaDe, etapaNova, localNovo, nomeDaSala, salaNova, textoDaEtapa, textoDosTotais, totaisDoLocal, totaisDoMunicipio } from '../../src/features/gestao-provas/gestao-provas.ts';

const sala = (n: string, lugares: number, ocupados = 0, especial = false): SalaDeProva => ({
  prcSltPrvSlCodigo: Number(n),
  prcSltLclPrvCodigo: 1,
  prcSltPrvSlNumero: n,
  prcSltPrvSlBloco: null,
  prcSltPrvSlQntLugar: lugares,
  prcSltPrvSlQntCandidato: ocupados,
  prcSltPrvSlEspecial: especial,
});
const local = (codigo: number, mncCodigo: number, salas: SalaDeProva[]): LocalDeProva => ({
  prcSltLclPrvCodigo: codigo,
  prcSltCodigo: 7,
  mncCodigo,
  prcSltLclPrvDescricao: `Local ${codigo}`,
  prcSltLclPrvLogradouro: null,
  prcSltLclPrvBairro: null,
  prcSltLclPrvReferencia: null,
  salas,
});

describe('capacidades', () => {
  const locais = [local(1, 10, [sala('101', 40, 12), sala('102', 35, 0, true)]), local(2, 10, [sala('1', 1, 1)]), local(3, 20, [])];

  it('somam por local e por município', () => {
    expect(totaisDoLocal(locais[0])).toEqual({ salas: 2, lugares: 75, ocupados: 12, especiais: 1 });
    expect(totaisDoMunicipio(locais, 10)).toEqual({ salas: 3, lugares: 76, ocupados: 13, especiais: 1 });
    expect(totaisDoMunicipio(locais, 20)).toEqual({ salas: 0, lugares: 0, ocupados: 0, especiais: 0 });
  });

  it('em palavras, no singular e no plural', () => {
    expect(textoDosTotais({ salas: 2, lugares: 75, ocupados: 0, especiais: 0 })).toBe('2 salas, 75 lugares');
    expect(textoDosTotais({ salas: 1, lugares: 1, ocupados: 1, especiais: 1 })).toBe('1 sala, 1 lugar (1 ocupado, 1 sala especial)');
    expect(textoDosTotais({ salas: 3, lugares: 76, ocupados: 13, especiais: 2 })).toBe('3 salas, 76 lugares (13 ocupados, 2 salas especiais)');
    expect(nomeDaSala({ prcSltPrvSlNumero: '101', prcSltPrvSlBloco: 'A' })).toBe('Sala 101 (bloco A)');
  });
});

describe('corpos enviados', () => {
  it('local: um único município de prova já vem escolhido; vazios vão como null', () => {
    expect(localNovo([{ prcSltMncPrvCodigo: 1, mncCodigo: 10, mncDescricao: 'Ponta Grossa', ufCodigo: 'PR', inscricoes: 0 }]).mncCodigo).toBe('10');
    expect(corpoDoLocal({ ...localNovo([]), descricao: 'Bloco A', logradouro: ' ' }, 7)).toEqual({
      prcSltCodigo: 7,
      mncCodigo: null,
      prcSltLclPrvDescricao: 'Bloco A',
      prcSltLclPrvLogradouro: null,
      prcSltLclPrvBairro: null,
      prcSltLclPrvReferencia: null,
    });
  });

  it('sala: capacidade só com dígitos', () => {
    expect(corpoDaSala({ ...salaNova(1), numero: '101', lugares: '40' })).toEqual({ corpo: { prcSltLclPrvCodigo: 1, prcSltPrvSlNumero: '101', prcSltPrvSlBloco: null, prcSltPrvSlQntLugar: 40, prcSltPrvSlEspecial: false } });
    expect(corpoDaSala({ ...salaNova(1), lugares: '' })).toMatchObject({ corpo: { prcSltPrvSlQntLugar: null } });
    expect(corpoDaSala({ ...salaNova(1), lugares: '4,5' })).toEqual({ erros: { prcSltPrvSlQntLugar: 'Informe a capacidade em número de lugares, sem pontos nem vírgulas.' } });
  });

  it('etapa: dd/mm/aaaa vai como yyyy-mm-dd; dia inexistente é recusado antes de enviar', () => {
    const f = { ...etapaNova(), prcSltEtpPrvCodigo: 3, descricao: '1ª etapa', data: '06/12/2026', abre: '07:30', fecha: '08:00', termina: '12:30' };
    expect(corpoDaEtapa(f, 7)).toEqual({
      corpo: {
        prcSltEtpPrvCodigo: 3,
        prcSltCodigo: 7,
        prcSltEtpPrvDescricao: '1ª etapa',
        prcSltEtpPrvData: '2026-12-06',
        prcSltEtpPrvHrrAbrPortao: '07:30',
        prcSltEtpPrvHrrFchPortao: '08:00',
        prcSltEtpPrvHrrTermino: '12:30',
        prcSltEtpPrvMnemonico: null,
        prcSltEtpPrvEnsala: true,
      },
    });
    expect(corpoDaEtapa({ ...f, data: '31/02/2026' }, 7)).toEqual({ erros: { prcSltEtpPrvData: 'Informe uma data válida (dd/mm/aaaa).' } });
    expect(corpoDaEtapa({ ...f, data: '' }, 7)).toMatchObject({ corpo: { prcSltEtpPrvData: null } });
  });

  it('etapa lida volta ao formulário em dd/mm/aaaa e se descreve em uma linha', () => {
    const e = { prcSltEtpPrvCodigo: 3, prcSltCodigo: 7, prcSltEtpPrvDescricao: 'E', prcSltEtpPrvData: '2026-12-06', prcSltEtpPrvMnemonico: null, prcSltEtpPrvEnsala: false, prcSltEtpPrvHrrAbrPortao: '07:30', prcSltEtpPrvHrrFchPortao: '08:00', prcSltEtpPrvHrrTermino: '12:30' };
    expect(etapaDe(e)).toMatchObject({ data: '06/12/2026', abre: '07:30', ensala: false });
    expect(textoDaEtapa(e)).toBe('06/12/2026, portões 07:30–08:00, término 12:30');
    expect(textoDaEtapa({ ...e, prcSltEtpPrvData: null, prcSltEtpPrvHrrAbrPortao: null, prcSltEtpPrvHrrTermino: null })).toBe('sem data');
  });
});
