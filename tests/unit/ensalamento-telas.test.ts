import { describe, expect, it } from 'vitest';
import { cidade, codigo, endereco, etapasQuery, linhaAcesso, liberado, paginaQuery, pertoDoFim, processoOuNulo, processoPath, sala, tituloEnsalamento, ultimaPagina } from '../../src/features/ensalamento/ensalamento.ts';
import { classificaFiltro } from '../../server/features/ensalamento/filtro.ts';

describe('textos do ensalamento', () => {
  it('título, linha de acesso, endereço, sala e cidade', () => {
    expect(tituloEnsalamento('Vestibular Seriado 2027')).toBe('Ensalamento - Vestibular Seriado 2027');
    expect(linhaAcesso({ prcSltEtpPrvCodigo: 1, prcSltEtpPrvDescricao: '1º dia', prcSltEtpPrvHrrAbrPortao: '12:30', prcSltEtpPrvHrrFchPortao: '13:30' })).toBe(
      'Acesso ao local de prova - 1º dia: das 12:30 às 13:30 (Horário de Brasília)',
    );
    expect(endereco('Rua A, 10', 'Centro')).toBe('Rua A, 10 - Centro');
    expect(endereco('Rua A, 10', null)).toBe('Rua A, 10');
    expect(sala('101', 'B')).toBe('101 - B');
    expect(sala('7', '')).toBe('7');
    expect(cidade('Castro', 'PR')).toBe('Castro/PR');
    expect(liberado({ prcSltExbEnsalamento: 'T' })).toBe(true);
    expect(liberado({ prcSltExbEnsalamento: 'F' })).toBe(false);
    expect(liberado(null)).toBe(false);
  });

  it('rolagem: próxima página a até 100 px do fim; página curta é a última', () => {
    expect(pertoDoFim({ scrollTop: 3300, clientHeight: 600, scrollHeight: 4000 })).toBe(true); // 100 px left
    expect(pertoDoFim({ scrollTop: 3299, clientHeight: 600, scrollHeight: 4000 })).toBe(false); // 101 px left
    expect(ultimaPagina(100)).toBe(false);
    expect(ultimaPagina(99)).toBe(true);
  });

  it('códigos da rota', () => {
    expect(codigo('12')).toBe(12);
    expect(codigo('-')).toBeNull();
    expect(codigo('0')).toBeNull();
    expect(codigo('99999999999')).toBeNull();
  });
});

describe('classificação da busca (Nome, CPF ou Inscrição)', () => {
  it('CPF só inteiro; inscrição só dígitos; o resto é nome', () => {
    expect(classificaFiltro('529.982.247-25')).toEqual({ kind: 'cpf', cpf: '52998224725' });
    expect(classificaFiltro(' 52998224725 ')).toEqual({ kind: 'cpf', cpf: '52998224725' });
    expect(classificaFiltro('529.982.247')).toEqual({ kind: 'nada' });
    expect(classificaFiltro('529982247-25')).toEqual({ kind: 'nada' });
    expect(classificaFiltro('10234')).toEqual({ kind: 'inscricao', insPrcCodigo: 10234 });
    expect(classificaFiltro('99999999999999')).toEqual({ kind: 'nada' });
    expect(classificaFiltro('  joão   da silva ')).toEqual({ kind: 'nome', nome: 'joão da silva' });
    expect(classificaFiltro('')).toEqual({ kind: 'todos' });
    expect(classificaFiltro(undefined)).toEqual({ kind: 'todos' });
  });
});

describe('parâmetros das chamadas do ensalamento', () => {
  it('página de 100 da lista pública, filtro aparado e omitido quando vazio', () => {
    expect(paginaQuery(7, 200, '  maria  ')).toEqual({ prcSltCodigo: 7, start: 200, limit: 100, filtro: 'maria' });
    expect(paginaQuery(7, 0, '   ').filtro).toBeUndefined();
  });
  it('etapas com ensalamento do processo liberado, por data; e o caminho do processo', () => {
    const q = etapasQuery(7);
    expect(JSON.parse(String(q.filter))).toEqual([
      { property: 'prcSeletivo.prcSltCodigo', value: 7 },
      { property: 'prcSltEtpPrvEnsala', value: 'T' },
      { property: 'prcSeletivo.prcSltExbEnsalamento', value: 'T' },
    ]);
    expect(JSON.parse(String(q.sort))).toEqual([{ property: 'prcSltEtpPrvData', direction: 'ASC' }]);
    expect(processoPath(7)).toBe('ensalamento/processo/7');
  });
});

describe('the process of a room-assignment page', () => {
  it('is null without a code or when the call failed (the client already showed why)', async () => {
    const p = { prcSltCodigo: 3, prcSltDescricao: 'V', prcSltExbEnsalamento: 'T', prcSltEnsLembrete: null } as never;
    expect(await processoOuNulo(3, async () => p)).toBe(p);
    expect(await processoOuNulo(null, async () => p)).toBeNull();
    expect(await processoOuNulo(3, () => Promise.reject(new Error('500')))).toBeNull();
  });
});
