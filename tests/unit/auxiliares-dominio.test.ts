/**
 * The small helpers every screen and message shares (issue 35, item 6): each lives once in src/domain, and
 * these worked examples are what the copies it replaced did.
 */
import { describe, expect, it } from 'vitest';
import { formatBrDay, quando } from '../../src/domain/dates.ts';
import { emailValido } from '../../src/domain/email.ts';
import { tamanhoTexto } from '../../src/domain/tamanho-arquivo.ts';
import { plural } from '../../src/domain/text.ts';

describe('formatBrDay: the day of an instant in São Paulo (the payment screen\'s "confirmado em")', () => {
  it('is the day in Horário de Brasília, not in UTC; an invalid date gives nothing', () => {
    expect(formatBrDay(new Date('2026-03-01T02:59:00Z'))).toBe('28/02/2026');
    expect(formatBrDay(new Date('2026-03-01T03:00:00Z'))).toBe('01/03/2026');
    expect(formatBrDay(new Date('x'))).toBe('');
  });
});

describe('quando: an instant as the staff lists show it', () => {
  it('in Horário de Brasília (UTC-3), dd/mm/aaaa hh:mm; a dash, or what is asked, when there is none', () => {
    expect(quando('2026-03-01T02:59:00Z')).toBe('28/02/2026 23:59');
    expect(quando('2026-11-27T15:04:59.999Z')).toBe('27/11/2026 12:04');
    expect(quando(new Date('2026-01-01T03:00:00Z'))).toBe('01/01/2026 00:00');
    expect(quando(null)).toBe('—');
    expect(quando(undefined)).toBe('—');
    expect(quando('')).toBe('—');
    expect(quando(null, '')).toBe('');
  });
});

describe('plural: a count with its noun', () => {
  it('singular for exactly one, thousands separated as pt-BR writes them', () => {
    expect(plural(0, 'sala', 'salas')).toBe('0 salas');
    expect(plural(1, 'inscrição o escolheu', 'inscrições o escolheram')).toBe('1 inscrição o escolheu');
    expect(plural(2, 'opção', 'opções')).toBe('2 opções');
    expect(plural(12_345, 'candidato', 'candidatos')).toBe('12.345 candidatos');
  });
});

describe('tamanhoTexto: a file size in words', () => {
  it('bytes under a kibibyte, KB under a mebibyte, MB from one up with a decimal comma', () => {
    expect(tamanhoTexto(1)).toBe('1 byte');
    expect(tamanhoTexto(900)).toBe('900 bytes');
    expect(tamanhoTexto(1024)).toBe('1 KB');
    expect(tamanhoTexto(12_800)).toBe('13 KB');
    expect(tamanhoTexto(500 * 1024)).toBe('500 KB');
    expect(tamanhoTexto(1024 * 1024)).toBe('1 MB');
    expect(tamanhoTexto(1_572_864)).toBe('1,5 MB');
    expect(tamanhoTexto(2 * 1024 * 1024)).toBe('2 MB');
  });
});

describe('emailValido: the one e-mail shape the site and the API accept', () => {
  it('something, an @, a domain with a dot and a suffix of two or more; no spaces, one @', () => {
    for (const ok of ['maria@exemplo.com', 'joao.silva+ps@uepg.br', 'a@b.co', 'x@sub.dominio.gov.br']) expect(emailValido(ok), ok).toBe(true);
    for (const ruim of ['', 'maria', 'maria@', '@exemplo.com', 'maria@exemplo', 'maria@exemplo.c', 'ma ria@exemplo.com', 'a@b@c.com', 'maria@exemplo.com ']) expect(emailValido(ruim), ruim).toBe(false);
  });
});
