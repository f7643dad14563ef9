/** The messages screen's rules (src/features/gestao-mensagens/gestao-mensagens.ts) and the e-mail copy's text. */
import { describe, expect, it } from 'vitest';
import { messageText } from '../../server/entities/mensagem/html-servidor.ts';
import {
  consultaDaPrevia,
  corpoDoEnvio,
  destinoDoFormulario,
  errosDoFormulario,
  FORMULARIO_VAZIO,
  fraseDaPrevia,
  filtrosEmPalavras,
  podeEnviarATodos,
  textoParaHtml,
  type FormularioMensagem,
} from '../../src/features/gestao-mensagens/gestao-mensagens.ts';

const agora = new Date('2026-11-22T13:00:00.000Z'); // 10:00 in Brasília
const form = (o: Partial<FormularioMensagem>): FormularioMensagem => ({ ...FORMULARIO_VAZIO, assunto: 'Aviso', texto: 'Olá', processo: '7', ...o });

describe('textoParaHtml', () => {
  it('paragraphs on blank lines, line breaks kept, everything typed escaped', () => {
    expect(textoParaHtml('Prezados,\r\n\r\nA prova é <b>domingo</b> & às 8h.\nVeja https://uepg.br')).toBe('<p>Prezados,</p>\n<p>A prova é &lt;b&gt;domingo&lt;/b&gt; &amp; às 8h.<br>Veja https://uepg.br</p>');
  });
});

describe('the destination', () => {
  it('a process with its filters; a person once found; everyone', () => {
    expect(destinoDoFormulario(form({ situacao: 'deferida', municipio: '12', pagamento: 'pendente' }))).toEqual({ processo: 7, filtros: { situacao: 'deferida', prcSltMncPrvCodigo: 12, pagamento: 'pendente' } });
    expect(destinoDoFormulario(form({}))).toEqual({ processo: 7 });
    expect(destinoDoFormulario(form({ destino: 'pessoa' }))).toBeNull();
    expect(destinoDoFormulario(form({ destino: 'pessoa', pessoa: { pssFscCodigo: 3, pssFscNome: 'Ana' } }))).toEqual({ pessoa: 3 });
    expect(destinoDoFormulario(form({ destino: 'todos' }))).toEqual({ todos: true });
  });

  it('the preview query follows the filters; nothing to count without a process', () => {
    expect(consultaDaPrevia(form({ municipio: '12' }))).toEqual({ destino: 'processo', prcSltCodigo: 7, prcSltMncPrvCodigo: 12 });
    expect(consultaDaPrevia(form({ processo: '' }))).toBeNull();
    expect(consultaDaPrevia(form({ destino: 'todos' }))).toEqual({ destino: 'todos' });
  });

  it('says how many it reaches', () => {
    expect(fraseDaPrevia('processo', 1)).toBe('Será enviada para 1 candidato.');
    expect(fraseDaPrevia('processo', 100000)).toBe('Será enviada para 100.000 candidatos.');
    expect(fraseDaPrevia('todos', 2)).toBe('Será enviada para 2 pessoas.');
    expect(fraseDaPrevia('processo', 0)).toMatch(/^Nenhuma pessoa/);
    expect(filtrosEmPalavras({ situacao: 'deferida', municipio: 'Ponta Grossa (PR)', pagamento: 'pendente' })).toBe('deferidas, Ponta Grossa (PR), pagamento pendente');
  });

  it('one person and everyone need a role over every process', () => {
    expect(podeEnviarATodos([{ papel: 'ATENDIMENTO', prcSltCodigo: null }])).toBe(true);
    expect(podeEnviarATodos([{ papel: 'GESTOR', prcSltCodigo: 4 }, { papel: 'LEITURA', prcSltCodigo: null }])).toBe(false);
  });
});

describe('the form check and the body', () => {
  it('one message per field', () => {
    expect(errosDoFormulario(form({ processo: '', assunto: ' ', texto: '' }), agora)).toEqual({ prcSltCodigo: 'Escolha o processo.', assunto: 'O assunto é obrigatório.', texto: 'O texto é obrigatório.' });
    expect(errosDoFormulario(form({ destino: 'pessoa' }), agora)).toEqual({ cpf: 'Busque a pessoa pelo CPF.' });
    expect(errosDoFormulario(form({ agendar: true, agendarPara: '31/02/2026 10:00' }), agora).agendarPara).toBe('Informe a data e a hora do agendamento (dd/mm/aaaa hh:mm).');
    expect(errosDoFormulario(form({ agendar: true, agendarPara: '22/11/2026 09:59' }), agora).agendarPara).toBe('O agendamento deve ser para uma data e hora futuras.');
    expect(errosDoFormulario(form({ agendar: true, agendarPara: '22/11/2026 10:30' }), agora)).toEqual({});
  });

  it('the schedule goes as the instant of that Brasília time; the text as HTML', () => {
    const b = corpoDoEnvio(form({ agendar: true, agendarPara: '22/11/2026 10:30', copiaPorEmail: true }), 'chave-0001');
    expect(b).toEqual({ assunto: 'Aviso', texto: '<p>Olá</p>', tipo: 'Mensagem', destino: { processo: 7 }, agendarPara: '2026-11-22T13:30:00.000Z', copiaPorEmail: true, idempotencyKey: 'chave-0001' });
    expect(corpoDoEnvio(form({}), 'chave-0002').agendarPara).toBeNull();
  });
});

describe('the e-mail copy as text', () => {
  it('paragraphs and links kept readable, markup gone', () => {
    expect(messageText('<p>Olá, <strong>Ana</strong>.</p><p>Veja o <a href="https://uepg.br/edital">edital</a> ou https://uepg.br &amp; cps@uepg.br</p><script>x()</script>')).toBe(
      'Olá, Ana.\n\nVeja o edital (https://uepg.br/edital) ou https://uepg.br & cps@uepg.br',
    );
  });
});
