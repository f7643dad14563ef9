/**
 * The rules an option must keep to be saved, one Portuguese message per field: a tree candidates can walk (no
 * loops, final options are leaves), fees only on what a candidate chooses and payable some way, and the lookups of
 * its own process.
 */
import { motivoPaiInvalido } from '../../../src/domain/opcoes-arvore.ts';
import { feeText } from '../../../src/domain/money.ts';
import { foldText } from '../../../src/domain/text.ts';
import type { SalvarOpcao } from '../../../src/domain/wire/gestao-opcoes.ts';
import type { LinhaOpcao } from './repository.ts';

export const DESCRICAO_MAX = 200;
export const AJUDA_MAX = 2000;
/** R$ 1.000.000,00: a bigger fee is a typing slip, not a fee. */
export const TAXA_MAX = 100_000_000;

export interface Contexto {
  /** The option being changed (null: a new one). */
  existente: LinhaOpcao | null;
  /** Every option of the process, before the change. */
  linhas: LinhaOpcao[];
  tipos: Set<number>;
  linguas: Set<number>;
}

/** The values to write, cleaned: trimmed texts, empty ones as null. */
export interface ValoresOpcao {
  opcDescricao: string;
  tpOpcCodigo: number;
  opcCdgPai: number | null;
  opcVlrInscricao: number | null;
  opcAjuda: string | null;
  opcPgtCartao: boolean;
  opcPgtPix: boolean;
  opcPgtBoleto: boolean;
  opcOpcFinal: boolean;
  prcSltLngEstCodigo: number | null;
}

export function validarOpcao(b: SalvarOpcao, ctx: Contexto): { campos: Record<string, string>; valores: ValoresOpcao } {
  const campos: Record<string, string> = {};
  const codigo = ctx.existente?.opcCodigo ?? null;
  const porCodigo = new Map(ctx.linhas.map((l) => [l.opcCodigo, l]));
  const descricao = b.opcDescricao.trim().replace(/\s+/g, ' ');
  const ajuda = b.opcAjuda?.trim() || null;
  const pai = b.opcCdgPai ?? null;

  if (!descricao) campos.opcDescricao = 'Informe a descrição da opção.';
  else if (descricao.length > DESCRICAO_MAX) campos.opcDescricao = `A descrição pode ter no máximo ${DESCRICAO_MAX} caracteres.`;
  else {
    const irma = ctx.linhas.find((l) => l.opcCodigo !== codigo && l.opcCdgPai === pai && foldText(l.opcDescricao) === foldText(descricao));
    if (irma) campos.opcDescricao = `Já existe a opção "${irma.opcDescricao}" neste mesmo nível.`;
  }

  if (b.tpOpcCodigo === null || !ctx.tipos.has(b.tpOpcCodigo)) campos.tpOpcCodigo = 'Escolha o tipo da opção.';

  if (pai !== null) {
    const linhaPai = porCodigo.get(pai);
    const motivo = motivoPaiInvalido(ctx.linhas, codigo, pai);
    if (!linhaPai) campos.opcCdgPai = 'A opção superior precisa ser uma opção deste processo.';
    else if (motivo) campos.opcCdgPai = motivo;
    else if (linhaPai.opcOpcFinal) campos.opcCdgPai = `A opção superior "${linhaPai.opcDescricao}" é final (o candidato a escolhe): desmarque "Opção final" nela antes de pôr opções abaixo.`;
  }

  const temFilhas = codigo !== null && ctx.linhas.some((l) => l.opcCdgPai === codigo);
  if (b.opcOpcFinal && temFilhas) campos.opcOpcFinal = 'Uma opção com subordinadas não pode ser final: o candidato escolhe as subordinadas.';

  const taxa = b.opcVlrInscricao;
  if (taxa !== null) {
    if (taxa < 0) campos.opcVlrInscricao = 'A taxa não pode ser negativa.';
    else if (taxa > TAXA_MAX) campos.opcVlrInscricao = `A taxa pode ser de no máximo ${feeText(TAXA_MAX)}.`;
    else if (!b.opcOpcFinal) campos.opcVlrInscricao = 'Só uma opção final tem taxa de inscrição: deixe a taxa vazia (Isento) ou marque "Opção final".';
    else if (taxa > 0 && !b.opcPgtBoleto && !b.opcPgtPix && !b.opcPgtCartao) campos.formasPagamento = 'Escolha ao menos uma forma de pagamento para uma opção com taxa.';
  }

  if (ajuda && ajuda.length > AJUDA_MAX) campos.opcAjuda = `O texto de ajuda pode ter no máximo ${AJUDA_MAX} caracteres.`;

  const lingua = b.prcSltLngEstCodigo ?? null;
  if (lingua !== null && !ctx.linguas.has(lingua)) campos.prcSltLngEstCodigo = 'Escolha uma língua estrangeira deste processo.';

  return {
    campos,
    valores: {
      opcDescricao: descricao,
      tpOpcCodigo: b.tpOpcCodigo ?? 0,
      opcCdgPai: pai,
      opcVlrInscricao: taxa,
      opcAjuda: ajuda,
      opcPgtCartao: b.opcPgtCartao,
      opcPgtPix: b.opcPgtPix,
      opcPgtBoleto: b.opcPgtBoleto,
      opcOpcFinal: b.opcOpcFinal,
      prcSltLngEstCodigo: lingua,
    },
  };
}

/** What candidates who already chose the option rely on: changing any of these asks for a justification. */
const SENSIVEIS = ['opcDescricao', 'opcVlrInscricao', 'opcPgtCartao', 'opcPgtPix', 'opcPgtBoleto', 'opcCdgPai', 'opcOpcFinal', 'prcSltLngEstCodigo'] as const;

export function mudancasSensiveis(antes: LinhaOpcao, depois: ValoresOpcao): string[] {
  return SENSIVEIS.filter((k) => antes[k] !== depois[k]);
}
