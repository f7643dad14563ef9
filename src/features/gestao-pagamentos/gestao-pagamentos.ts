/**
 * The payments screens' pure rules: a day typed 'dd/mm/aaaa' for the reconciliation, an amount typed with a decimal
 * comma for a payment recorded by hand, and the words and colours of a return file's lines.
 */
import { isoToBrDate, toIsoDate } from '../../domain/dates.ts';
import { reaisToCents } from '../../domain/money.ts';

export const RETORNOS_POR_PAGINA = 20;

/** 'dd/mm/aaaa' -> 'yyyy-mm-dd', or an error for the field. */
export function lerDia(texto: string): { dia: string } | { erro: string } {
  const dia = toIsoDate(texto.trim());
  return dia ? { dia } : { erro: 'Dia: data inválida (dd/mm/aaaa).' };
}

export const diaNaTela = (iso: string) => isoToBrDate(iso);

/** Empty = what is still due (null); '30,00' -> 3000; anything else is an error. */
export function lerValor(texto: string): { centavos: number | null } | { erro: string } {
  if (!texto.trim()) return { centavos: null };
  const c = reaisToCents(texto);
  return c === null || c <= 0 ? { erro: 'Valor: em reais com vírgula, por exemplo 80,00 (vazio = o que falta pagar).' } : { centavos: c };
}

/** The badge of a report line: paid and already paid are fine, "not a payment" is information, the rest needs a look. */
export function corDaLinha(tipo: string): string {
  if (tipo === 'PAGO') return 'text-bg-success';
  if (tipo === 'JA_PAGO') return 'text-bg-secondary';
  if (tipo === 'OUTRA') return 'text-bg-info';
  return 'text-bg-danger';
}

export const ORIGENS: { chave: 'retorno' | 'pix' | 'cartao' | 'manual' | 'outros'; nome: string }[] = [
  { chave: 'retorno', nome: 'Retorno bancário' },
  { chave: 'pix', nome: 'Pix (confirmado pelo PSP)' },
  { chave: 'cartao', nome: 'Cartão' },
  { chave: 'manual', nome: 'Registro manual' },
  { chave: 'outros', nome: 'Outros' },
];

export const NOME_ORIGEM: Record<string, string> = Object.fromEntries(ORIGENS.map((o) => [o.chave, o.nome]));
