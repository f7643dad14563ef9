/** Account support's screen logic: the search term, the account's line, each action's body. */
import { describe, expect, it } from 'vitest';
import { corpoDaAcaoConta, resumoDaConta, termoDaBusca } from '../../src/features/gestao-contas/gestao-contas.ts';
import type { PessoaComConta } from '../../src/domain/wire/gestao-contas.ts';

const pessoa = (conta: PessoaComConta['conta']): PessoaComConta => ({ pssFscCodigo: 1, pssFscNome: 'Ana', pssFscCPF: null, pssFscPassaporte: null, pssFscDtNascimento: null, pssFscEmail: null, pssFscCpfTransferido: null, conta });
const conta = { loginTipo: 'CPF', temLogin: true, criadaEm: '2026-01-01T00:00:00Z', senhaAlteradaEm: null, superUsuario: false, senhaRedefinir: false };

describe('account support', () => {
  it('searches by a whole CPF (digits kept) or at least 3 letters', () => {
    expect(termoDaBusca(' 529.982.247-25 ')).toEqual({ q: '52998224725' });
    expect(termoDaBusca('529982')).toEqual({ erro: expect.stringContaining('CPF inteiro') });
    expect(termoDaBusca('an')).toEqual({ erro: expect.stringContaining('3 letras') });
    expect(termoDaBusca('conceição')).toEqual({ q: 'conceição' });
  });
  it('says how the account signs in, or that it cannot', () => {
    expect(resumoDaConta(pessoa(null))).toBe('Sem conta de acesso');
    expect(resumoDaConta(pessoa({ ...conta, senhaRedefinir: true }))).toBe('Entra pelo CPF · nova senha exigida');
    expect(resumoDaConta(pessoa({ ...conta, temLogin: false }))).toContain('ninguém entra');
  });
  it('asks for a justification, and for the owner when moving the CPF', () => {
    expect(corpoDaAcaoConta('encerrar-sessoes', 'curta', null)).toEqual({ erros: { justificativa: expect.any(String) } });
    expect(corpoDaAcaoConta('transferir-login', 'Identidade conferida no balcão.', null)).toEqual({ erros: { para: expect.any(String) } });
    expect(corpoDaAcaoConta('transferir-login', 'Identidade conferida no balcão.', 9)).toEqual({ corpo: { justificativa: 'Identidade conferida no balcão.', para: 9 } });
    expect(corpoDaAcaoConta('alterar-email', 'Identidade conferida no balcão.', null, 'sem-arroba')).toEqual({ erros: { email: 'Informe um e-mail válido.' } });
    expect(corpoDaAcaoConta('alterar-email', 'Identidade conferida no balcão.', null, ' nova@exemplo.com ')).toEqual({ corpo: { justificativa: 'Identidade conferida no balcão.', email: 'nova@exemplo.com' } });
  });
});
