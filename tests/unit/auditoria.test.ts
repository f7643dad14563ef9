import { describe, expect, it } from 'vitest';
import { descreverAcao, nomeDaEntidade } from '../../src/domain/auditoria.ts';

describe('the audit trail in words', () => {
  it('says the back office actions in Portuguese, whatever the separators', () => {
    expect(descreverAcao('gestao:processo.salvar', { a: 1 })).toBe('Alteração de processo');
    expect(descreverAcao('gestao:processo.salvar', null)).toBe('Criação de processo');
    expect(descreverAcao('gestao:processo.criar')).toBe('Criação de processo');
    expect(descreverAcao('gestao:tipoOpcao.salvar', {})).toBe('Alteração de tipo de opção');
    expect(descreverAcao('gestao:formulario:salvar', {})).toBe('Alteração de formulário de inscrição');
    expect(descreverAcao('gestao:papel.revogar')).toBe('Revogação de papel');
    expect(descreverAcao('gestao:processo.despublicar')).toBe('Retirada da publicação de processo');
    expect(descreverAcao('gestao:site.reconstruir')).toBe('Pedido de reconstrução do site');
    expect(descreverAcao('gestao:lista:linguas:remover')).toBe('Exclusão de item de lista');
    expect(descreverAcao('gestao:tipoInstituicao:remover')).toBe('Exclusão de tipo de instituição de ensino');
    expect(descreverAcao('gestao:listagem:stricto:salvar', null)).toBe('Criação de listagem stricto sensu');
    expect(descreverAcao('gestao:localProva.remover')).toBe('Exclusão de local de prova');
    expect(descreverAcao('gestao:cronograma:salvar', {})).toBe('Alteração de cronograma');
    expect(descreverAcao('gestao:isencao:decidir')).toBe('Decisão de pedido de isenção');
    expect(descreverAcao('gestao:reexame:responder')).toBe('Resposta de recurso');
    expect(descreverAcao('gestao:anexo-resposta:enviar')).toBe('Envio de anexo de resposta a recurso');
    expect(descreverAcao('gestao:retorno:importar')).toBe('Importação de arquivo de retorno bancário');
    expect(descreverAcao('gestao:pagamento:marcar-pago')).toBe('Registro manual de pagamento');
    expect(descreverAcao('gestao:ensalamento:confirmar')).toBe('Confirmação de ensalamento');
    expect(descreverAcao('gestao:ensalamento:liberar')).toBe('Liberação de ensalamento');
    expect(descreverAcao('gestao:ensalamento:despublicar')).toBe('Retirada da publicação de ensalamento');
    expect(descreverAcao('gestao:candidato:trocarSala')).toBe('Troca de sala de candidato');
    expect(descreverAcao('comando:staff:conceder')).toBe('Concessão de papel (linha de comando)');
    expect(descreverAcao('POST /sgps/insProcesso/cadastrar2')).toBe('Escrita durante simulação (POST /sgps/insProcesso/cadastrar2)');
  });

  it('shows an unknown code as it is', () => {
    expect(descreverAcao('gestao:foguete.lancar')).toBe('gestao:foguete.lancar');
    expect(descreverAcao('gestao:processo.teletransportar')).toBe('gestao:processo.teletransportar');
    expect(descreverAcao('outra coisa')).toBe('outra coisa');
    expect(nomeDaEntidade('prc_slt_prv_sala')).toBe('Sala de prova');
    expect(nomeDaEntidade('tabela_nova')).toBe('tabela_nova');
    expect(nomeDaEntidade(null)).toBeNull();
  });
});
