/**
 * Issue 38's pure rules: the steps of an enrolment's card, the exam stage as an RFC 5545 calendar file, the phone
 * masks and the account step's checks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { etapasDaInscricao, proximoPasso, type FatosDaInscricao } from '../../src/domain/etapas-inscricao.ts';
import type { PaymentState } from '../../src/domain/pagamento-situacao.ts';
import { dobrarLinha, escaparTexto, icsDaEtapa, nomeDoArquivo } from '../../src/features/ensalamento/calendario.ts';
import { errosDaConta, regrasDaSenha } from '../../src/features/inscricao/conta.ts';
import { comValorAtual } from '../../src/features/inscricao/pessoa.ts';
import { mascarar } from '../../src/lib/masks.ts';

const base: FatosDaInscricao = {
  cancelada: false,
  deferida: false,
  indeferida: false,
  pagamento: 'NAO_GERADO',
  documentos: null,
  temProva: false,
  ensalamentoLiberado: false,
  temSala: false,
  resultado: null,
  convocacao: null,
};
const resumo = (f: Partial<FatosDaInscricao>) => etapasDaInscricao({ ...base, ...f }).map((e) => `${e.etapa}:${e.estado}${e.acao ? `>${e.acao}` : ''}`);

describe('the steps of an enrolment card', () => {
  it('a new enrolment with a fee and documents: pay first, then send', () => {
    const f = { documentos: { obrigatorios: 2, enviados: 0, aceitos: 0, recusados: 0, podeEnviar: true } };
    expect(resumo(f)).toEqual(['inscricao:concluida', 'pagamento:pendente>pagar', 'documentos:pendente>enviarDocumento', 'homologacao:aguardando', 'resultado:futura', 'convocacao:futura']);
    expect(proximoPasso(etapasDaInscricao({ ...base, ...f }))?.etapa).toBe('pagamento');
  });
  it('the whole way: paid, documents accepted, deferred, seated, final result, called', () => {
    const tudo = resumo({
      pagamento: 'PAGO',
      documentos: { obrigatorios: 1, enviados: 1, aceitos: 1, recusados: 0, podeEnviar: false },
      deferida: true,
      temProva: true,
      temSala: true,
      ensalamentoLiberado: true,
      resultado: { tipo: 'final', texto: 'Classificado(a) na posição 3' },
      convocacao: { chamada: 1 },
    });
    expect(tudo).toEqual(['inscricao:concluida', 'pagamento:concluida', 'documentos:concluida>verDocumentos', 'homologacao:concluida', 'localProva:concluida>verSala', 'resultado:concluida>verResultado', 'convocacao:concluida>verConvocacao']);
  });
  it('an exemption takes the payment step’s place; a seat not yet released is not shown', () => {
    expect(resumo({ pagamento: 'ISENCAO_EM_ANALISE', temProva: true, temSala: true })).toEqual(['inscricao:concluida', 'isencao:aguardando', 'homologacao:aguardando', 'localProva:futura', 'resultado:futura', 'convocacao:futura']);
  });
  it('a cancelled enrolment has only its cancellation; a refused document asks to send again', () => {
    expect(resumo({ cancelada: true, pagamento: 'CANCELADA' })).toEqual(['inscricao:recusada']);
    expect(resumo({ pagamento: 'PAGO', documentos: { obrigatorios: 2, enviados: 1, aceitos: 1, recusados: 1, podeEnviar: true } })[2]).toBe('documentos:recusada>enviarDocumento');
  });
  it('property: every enrolment starts with its enrolment step, steps never repeat, and the next step is always one the candidate can act on', () => {
    const estados: PaymentState[] = ['CANCELADA', 'ISENTO', 'PAGO', 'ISENCAO_DEFERIDA', 'ISENCAO_EM_ANALISE', 'EMITIDO', 'VENCIDO', 'NAO_GERADO'];
    const docs = fc.option(
      fc.record({ obrigatorios: fc.nat(4), enviados: fc.nat(4), aceitos: fc.nat(4), recusados: fc.nat(4), podeEnviar: fc.boolean() }).map((d) => ({ ...d, enviados: Math.min(d.enviados, d.obrigatorios), aceitos: Math.min(d.aceitos, d.enviados) })),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.record({
          cancelada: fc.boolean(),
          deferida: fc.boolean(),
          pagamento: fc.constantFrom(...estados),
          documentos: docs,
          temProva: fc.boolean(),
          ensalamentoLiberado: fc.boolean(),
          temSala: fc.boolean(),
          resultado: fc.option(fc.record({ tipo: fc.constantFrom('preliminar' as const, 'final' as const), texto: fc.string() }), { nil: null }),
          convocacao: fc.option(fc.record({ chamada: fc.integer({ min: 1, max: 9 }) }), { nil: null }),
        }),
        (f) => {
          const etapas = etapasDaInscricao({ ...f, indeferida: !f.deferida && f.cancelada === false && f.temSala });
          expect(etapas[0].etapa).toBe('inscricao');
          expect(new Set(etapas.map((e) => e.etapa)).size).toBe(etapas.length);
          const p = proximoPasso(etapas);
          if (p) expect(['pendente', 'recusada']).toContain(p.estado);
          if (f.cancelada) expect(etapas).toHaveLength(1);
        },
      ),
    );
  });
});

describe('an exam stage in the phone’s calendar (RFC 5545)', () => {
  const etapa = { prcSltEtpPrvCodigo: 7, prcSltEtpPrvDescricao: 'Redação e provas objetivas - 2º dia', prcSltEtpPrvData: '2027-01-11', prcSltEtpPrvHrrAbrPortao: '07:30', prcSltEtpPrvHrrFchPortao: '08:15', prcSltEtpPrvHrrTermino: '12:30' };
  const cartao = { processo: 'Vestibular de Verão 2027', insPrcCodigo: 4321, local: 'Bloco A, Campus Uvaranas', endereco: 'Av. Gen. Carlos Cavalcanti, 4748 - Uvaranas', sala: '101 - A', carteira: 12, lembrete: 'Leve caneta preta; documento com foto.' };
  const ics = icsDaEtapa(etapa, cartao, new Date('2026-11-27T22:10:05.123Z'))!;

  it('is a VCALENDAR with its VTIMEZONE, CRLF lines of at most 75 octets, from the gate opening to the end in São Paulo time', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const l of ics.split('\r\n')) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    const desdobrado = ics.replace(/\r\n /g, '');
    expect(desdobrado).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:-0300\r\nTZOFFSETTO:-0300');
    expect(desdobrado).toContain('DTSTART;TZID=America/Sao_Paulo:20270111T073000\r\n');
    expect(desdobrado).toContain('DTEND;TZID=America/Sao_Paulo:20270111T123000\r\n');
    expect(desdobrado).toContain('DTSTAMP:20261127T221005Z\r\n');
    expect(desdobrado).toContain('UID:prova-4321-7@processos-seletivos\r\n');
    expect(desdobrado).toContain('LOCATION:Bloco A\\, Campus Uvaranas - Av. Gen. Carlos Cavalcanti\\, 4748 - Uvaranas\r\n');
    expect(desdobrado).toContain('Portões: abrem às 07:30 e fecham às 08:15 (Horário de Brasília).\\nSala: 101 - A. Carteira: 12.\\nLeve caneta preta\\; documento com foto.');
    expect(desdobrado).toContain('TRIGGER:-PT2H');
  });
  it('folds on characters, never inside one, and escapes TEXT', () => {
    const longa = `DESCRIPTION:${'ção'.repeat(40)}`;
    const dobrada = dobrarLinha(longa);
    expect(dobrada.replace(/\r\n /g, '')).toBe(longa);
    for (const l of dobrada.split('\r\n')) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(escaparTexto('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
  it('takes dd/mm/yyyy dates too, ends at the gate closing without an end time, and has no file without a date', () => {
    const br = icsDaEtapa({ ...etapa, prcSltEtpPrvData: '11/01/2027', prcSltEtpPrvHrrTermino: null }, cartao, new Date())!.replace(/\r\n /g, '');
    expect(br).toContain('DTSTART;TZID=America/Sao_Paulo:20270111T073000');
    expect(br).toContain('DTEND;TZID=America/Sao_Paulo:20270111T081500');
    expect(icsDaEtapa({ ...etapa, prcSltEtpPrvData: null }, cartao, new Date())).toBeNull();
    expect(nomeDoArquivo(etapa)).toBe('prova-redacao-e-provas-objetivas-2-dia.ics');
  });
});

describe('forms that fit a phone', () => {
  it('masks dates typed on a number pad without slashes, phones with 8 or 9 digits, CPFs', () => {
    expect(mascarar('data', '15032007')).toBe('15/03/2007');
    expect(mascarar('data', '15/03/2007')).toBe('15/03/2007');
    expect(mascarar('telefone', '42999887766')).toBe('(42) 99988-7766');
    expect(mascarar('telefone', '4232201234')).toBe('(42) 3220-1234');
    expect(mascarar('cpf', '38471920514')).toBe('384.719.205-14');
  });
  it('states the password rules and checks them as typed; names every field in error', () => {
    expect(regrasDaSenha('', '')).toEqual([
      { texto: 'Ao menos 8 caracteres', ok: false },
      { texto: 'A confirmação igual à senha', ok: false },
    ]);
    expect(regrasDaSenha('uma-senha', 'uma-senha').every((r) => r.ok)).toBe(true);
    expect(Object.keys(errosDaConta({ pssFscNome: 'Jo', pssFscEmail: 'x', pssFscDtNascimento: '31/02/2007', senha: 'curta', senhaConfirmacao: 'outra' }))).toEqual([
      'pssFscNome',
      'pssFscEmail',
      'pssFscDtNascimento',
      'senha',
      'senhaConfirmacao',
    ]);
    expect(errosDaConta({ pssFscNome: 'Joana Silva', pssFscEmail: 'j@exemplo.com', pssFscDtNascimento: '15/03/2007', senha: 'uma-senha', senhaConfirmacao: 'uma-senha' })).toEqual({});
  });
  it('keeps the value already saved among a list’s options', () => {
    const cores = [['Branca', 'Branca'], ['Não declarada', 'Não declarada']] as const;
    expect(comValorAtual(cores, 'Não declarada')).toEqual(cores);
    expect(comValorAtual(cores, 'Parda').map(([v]) => v)).toEqual(['Branca', 'Não declarada', 'Parda']);
  });
});

describe('masks typed one key at a time', () => {
  it('a mobile number grows from the landline layout to the mobile one', () => {
    let v = '';
    for (const d of '42999887766') v = mascarar('telefone', v + d);
    expect(v).toBe('(42) 99988-7766');
    v = '';
    for (const d of '15032007') v = mascarar('data', v + d);
    expect(v).toBe('15/03/2007');
  });
});
