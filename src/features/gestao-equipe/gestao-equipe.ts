/** The roles screen's rules: the roles staff can be given, what each allows, and the grant form's own checks. */
import { isValidCpf, onlyDigits } from '../../domain/cpf.ts';
import type { PapelWire } from '../../domain/wire/gestao-equipe.ts';

export interface DescricaoPapel {
  papel: PapelWire;
  nome: string;
  explicacao: string;
  /** Only for every process (the table refuses an administrator scoped to one). */
  soTodos: boolean;
}

/** The roles in the order the select offers them (the least powerful first: the usual grant). */
export const PAPEIS: readonly DescricaoPapel[] = [
  { papel: 'LEITURA', nome: 'Leitura', explicacao: 'Consulta processos, inscrições e a auditoria, e exporta listas. Não altera nada.', soTodos: false },
  { papel: 'ATENDIMENTO', nome: 'Atendimento', explicacao: 'Tudo o que a Leitura faz, e também atende os candidatos dos seus processos.', soTodos: false },
  {
    papel: 'GESTOR',
    nome: 'Gestor do processo',
    explicacao: 'Configura e altera os processos que recebeu (opções, provas, formulário, cronogramas). Com "Todos os processos", também cria processos novos.',
    soTodos: false,
  },
  { papel: 'ADMINISTRADOR', nome: 'Administrador', explicacao: 'Faz tudo em todos os processos e concede ou revoga papéis da equipe.', soTodos: true },
];

export function descricaoDoPapel(papel: string): DescricaoPapel | undefined {
  return PAPEIS.find((p) => p.papel === papel);
}

/** The scope as the list shows it. */
export function textoDoEscopo(prcSltCodigo: number | null, prcSltDescricao: string | null): string {
  if (prcSltCodigo === null) return 'Todos os processos';
  return prcSltDescricao ? `${prcSltDescricao} (${prcSltCodigo})` : `Processo ${prcSltCodigo}`;
}

export interface FormularioConcessao {
  papel: PapelWire;
  escopo: 'todos' | 'um';
  /** The chosen process's code, as typed or picked ('' when none). */
  processo: string;
}

/** The grant form's own checks, before asking the API (which checks again): one message per field. */
export function errosDaConcessao(f: FormularioConcessao): Record<string, string> {
  const erros: Record<string, string> = {};
  const papel = descricaoDoPapel(f.papel);
  if (papel?.soTodos && f.escopo === 'um') erros.prcSltCodigo = 'O papel de Administrador vale para todos os processos: escolha "Todos os processos".';
  else if (f.escopo === 'um' && !/^\d{1,9}$/.test(f.processo.trim())) erros.prcSltCodigo = 'Escolha o processo.';
  return erros;
}

/** The body of POST gestao/papeis/conceder from the form. */
export function corpoDaConcessao(pssFscCodigo: number, f: FormularioConcessao) {
  return { pssFscCodigo, papel: f.papel, prcSltCodigo: f.escopo === 'todos' ? null : Number(f.processo.trim()) };
}

/** The CPF search field's check: the whole number, valid. */
export function erroDoCpf(cpf: string): string | null {
  const d = onlyDigits(cpf);
  if (!d) return 'Informe o CPF da pessoa.';
  return isValidCpf(d) ? null : 'Informe um CPF válido, com os 11 dígitos.';
}
