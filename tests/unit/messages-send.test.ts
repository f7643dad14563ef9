import { describe, expect, it } from 'vitest';
import { parseAgendamento, parseSendArgs, UsoInvalido } from '../../scripts/messages-send.ts';

const base = ['--assunto', 'Resultado', '--texto', '<p>Oi</p>'];

describe('messages:send, linha de comando', () => {
  it('um destino: --para, --processo ou --todos', () => {
    expect(parseSendArgs([...base, '--para', '42']).destino).toEqual({ para: 42 });
    expect(parseSendArgs([...base, '--processo', '7', '--tipo', 'Noticia'])).toMatchObject({ destino: { processo: 7 }, tipo: 'Noticia', assunto: 'Resultado', texto: '<p>Oi</p>' });
    expect(parseSendArgs([...base, '--todos']).destino).toEqual({ todos: true });
  });

  it('tipo Mensagem por padrão; sistema em maiúsculas; remetente', () => {
    expect(parseSendArgs([...base, '--todos', '--sistema', 'cps', '--remetente', '3'])).toMatchObject({ tipo: 'Mensagem', sistema: 'CPS', remetente: 3 });
  });

  it('texto de um arquivo', () => {
    const m = parseSendArgs(['--assunto', 'A', '--texto-arquivo', 'corpo.html', '--todos'], (p) => `conteúdo de ${p}`);
    expect(m.texto).toBe('conteúdo de corpo.html');
  });

  it.each([
    [[...base], 'exatamente um destino'],
    [[...base, '--para', '1', '--todos'], 'exatamente um destino'],
    [[...base, '--processo', '1', '--para', '2'], 'exatamente um destino'],
    [['--texto', 'x', '--todos'], '--assunto é obrigatório'],
    [['--assunto', 'a', '--todos'], '--texto ou --texto-arquivo'],
    [[...base, '--texto-arquivo', 'f', '--todos'], '--texto ou --texto-arquivo'],
    [[...base, '--todos', '--tipo', 'Aviso'], '--tipo deve ser Mensagem ou Noticia'],
    [[...base, '--para', 'abc'], '--para deve ser um código'],
    [[...base, '--para', '0'], '--para deve ser um código'],
    [[...base, '--todos', '--sistema', 'a b'], '--sistema deve ser um código'],
    [[...base, '--todos', '--desconhecida', 'x'], 'desconhecida'],
  ])('recusa %j', (args, message) => {
    expect(() => parseSendArgs(args as string[])).toThrow(UsoInvalido);
    expect(() => parseSendArgs(args as string[])).toThrow(message);
  });
});

describe('parseAgendamento', () => {
  it('dd/mm/aaaa HH:mm é hora de São Paulo', () => {
    expect(parseAgendamento('01/12/2026 08:00').toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(parseAgendamento('01/12/2026').toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });
  it('ISO 8601', () => {
    expect(parseAgendamento('2026-12-01T08:00:00-03:00').toISOString()).toBe('2026-12-01T11:00:00.000Z');
  });
  it.each(['31/02/2026 10:00', '01/12/2026 25:00', 'amanhã', '2026-12-01', ''])('recusa %j', (v) => {
    expect(() => parseAgendamento(v)).toThrow(UsoInvalido);
  });
});
