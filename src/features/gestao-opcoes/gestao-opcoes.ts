/**
 * The options screen's pure rules: the edit form and the body it sends, the parents an option may move under, the
 * path of an option, and the candidate's cascade built from the staff rows (same functions the enrolment form uses).
 */
import { feeText, reaisToCents } from '../../domain/money.ts';
import { chaveFilhos, type OpcaoDaCascata } from '../../domain/opcoes-cascata.ts';
import { caminhoAteARaiz, descendentes, filhosPorPai } from '../../domain/opcoes-arvore.ts';
import type { OpcaoGestao, SalvarOpcao } from '../../domain/wire/gestao-opcoes.ts';

/** The edit form as typed: codes as select values ('' = none), the fee as masked text ('' = Isento). */
export interface FormOpcao {
  opcCodigo: number | null;
  opcDescricao: string;
  tpOpcCodigo: string;
  opcCdgPai: string;
  taxa: string;
  opcAjuda: string;
  opcPgtBoleto: boolean;
  opcPgtPix: boolean;
  opcPgtCartao: boolean;
  opcOpcFinal: boolean;
  prcSltLngEstCodigo: string;
}

/** Centavos -> the fee field's text ('1.234,50'); null -> '' (Isento). */
export function taxaComoTexto(centavos: number | null): string {
  return centavos === null ? '' : feeText(centavos).replace(/^R\$ /, '');
}

/** The type the siblings under `pai` already have (a level reads "Selecione o {tipo}": one type per level). */
export function tipoDoNivel(opcoes: readonly OpcaoGestao[], pai: number | null): number | null {
  return opcoes.find((o) => o.opcCdgPai === pai)?.tpOpcCodigo ?? null;
}

/** A new option under `pai` (null = a root): its level's type, payable by boleto and Pix like the seed's. */
export function formularioNovo(opcoes: readonly OpcaoGestao[], pai: number | null): FormOpcao {
  const tipo = tipoDoNivel(opcoes, pai);
  return {
    opcCodigo: null,
    opcDescricao: '',
    tpOpcCodigo: tipo === null ? '' : String(tipo),
    opcCdgPai: pai === null ? '' : String(pai),
    taxa: '',
    opcAjuda: '',
    opcPgtBoleto: true,
    opcPgtPix: true,
    opcPgtCartao: false,
    opcOpcFinal: false,
    prcSltLngEstCodigo: '',
  };
}

export function formularioDe(o: OpcaoGestao): FormOpcao {
  return {
    opcCodigo: o.opcCodigo,
    opcDescricao: o.opcDescricao,
    tpOpcCodigo: String(o.tpOpcCodigo),
    opcCdgPai: o.opcCdgPai === null ? '' : String(o.opcCdgPai),
    taxa: taxaComoTexto(o.opcVlrInscricao),
    opcAjuda: o.opcAjuda ?? '',
    opcPgtBoleto: o.opcPgtBoleto,
    opcPgtPix: o.opcPgtPix,
    opcPgtCartao: o.opcPgtCartao,
    opcOpcFinal: o.opcOpcFinal,
    prcSltLngEstCodigo: o.prcSltLngEstCodigo === null ? '' : String(o.prcSltLngEstCodigo),
  };
}

const codigoOuNulo = (s: string) => (s === '' ? null : Number(s));

/**
 * The body for POST gestao/opcoes/salvar, or the field messages the screen gives before asking (a fee that is not
 * a number in reais). Everything else the API checks and answers per field.
 */
export function corpoDoFormulario(f: FormOpcao, prcSltCodigo: number): { corpo: SalvarOpcao } | { erros: Record<string, string> } {
  const taxa = f.taxa.trim() === '' ? null : reaisToCents(f.taxa);
  if (taxa === null && f.taxa.trim() !== '') return { erros: { opcVlrInscricao: 'Informe a taxa em reais, como 150,00, ou deixe vazia para Isento.' } };
  return {
    corpo: {
      ...(f.opcCodigo === null ? { prcSltCodigo } : { opcCodigo: f.opcCodigo, prcSltCodigo }),
      opcDescricao: f.opcDescricao,
      tpOpcCodigo: codigoOuNulo(f.tpOpcCodigo),
      opcCdgPai: codigoOuNulo(f.opcCdgPai),
      opcVlrInscricao: taxa,
      opcAjuda: f.opcAjuda.trim() || null,
      opcPgtBoleto: f.opcPgtBoleto,
      opcPgtPix: f.opcPgtPix,
      opcPgtCartao: f.opcPgtCartao,
      opcOpcFinal: f.opcOpcFinal,
      prcSltLngEstCodigo: codigoOuNulo(f.prcSltLngEstCodigo),
    },
  };
}

/** "Campus Central › Medicina": the option's path from its root. */
export function caminho(opcoes: readonly OpcaoGestao[], opcCodigo: number): string {
  const porCodigo = new Map(opcoes.map((o) => [o.opcCodigo, o]));
  return caminhoAteARaiz(opcoes, opcCodigo)
    .map((c) => porCodigo.get(c)!.opcDescricao)
    .join(' › ');
}

/**
 * The parents `opcCodigo` may go under (null: a new option): never itself or one of its descendants, never a final
 * option (the candidate's cascade stops there). Each with its path, in path order.
 */
export function paisPossiveis(opcoes: readonly OpcaoGestao[], opcCodigo: number | null): { opcCodigo: number; rotulo: string }[] {
  const fora = opcCodigo === null ? new Set<number>() : new Set([opcCodigo, ...descendentes(opcoes, opcCodigo)]);
  return opcoes
    .filter((o) => !fora.has(o.opcCodigo) && !o.opcOpcFinal)
    .map((o) => ({ opcCodigo: o.opcCodigo, rotulo: caminho(opcoes, o.opcCodigo) }))
    .sort((a, b) => a.rotulo.localeCompare(b.rotulo, 'pt-BR'));
}

/** The staff rows in the candidate's form: the cascade's children by parent and the options by code. */
export function paraCascata(opcoes: readonly OpcaoGestao[], prcSltCodigo: number): { filhos: Record<string, OpcaoDaCascata[]>; porCodigo: Record<number, OpcaoDaCascata> } {
  const comoCandidato = (o: OpcaoGestao): OpcaoDaCascata => ({
    opcCodigo: o.opcCodigo,
    opcDescricao: o.opcDescricao,
    opcVlrInscricao: o.opcVlrInscricao,
    opcOpcFinal: o.opcOpcFinal ? 'T' : 'F',
    tpOpcDescricao: o.tpOpcDescricao,
    opcAjuda: o.opcAjuda,
  });
  const filhos: Record<string, OpcaoDaCascata[]> = {};
  for (const [pai, lista] of filhosPorPai(opcoes)) filhos[chaveFilhos(prcSltCodigo, pai)] = lista.map(comoCandidato);
  filhos[chaveFilhos(prcSltCodigo, null)] ??= [];
  return { filhos, porCodigo: Object.fromEntries(opcoes.map((o) => [o.opcCodigo, comoCandidato(o)])) };
}

/** The levels whose options mix types: the candidate would read one type's label over all of them. */
export function niveisMisturados(opcoes: readonly OpcaoGestao[]): { pai: number | null; tipos: string[] }[] {
  const out: { pai: number | null; tipos: string[] }[] = [];
  for (const [pai, lista] of filhosPorPai(opcoes)) {
    const tipos = [...new Set(lista.map((o) => o.tpOpcDescricao))];
    if (tipos.length > 1) out.push({ pai, tipos });
  }
  return out;
}

/** "3 inscrições" / "1 inscrição" / "" for none. */
export const textoInscricoes = (n: number) => (n === 0 ? '' : n === 1 ? '1 inscrição' : `${n} inscrições`);
