/**
 * Bank return files ("arquivo retorno") of boleto collection, read into liquidations:
 *
 * - CNAB 240 (FEBRABAN layout, used by every bank): file header type 0 (position 143 = '2', return),
 *   batch header 1, details 3 with segment T (title data) followed by segment U (amounts),
 *   batch trailer 5, file trailer 9. Positions (1-based):
 *     T 16-17 movement code, 38-57 nosso número, 74-81 due date DDMMAAAA, 82-96 face value;
 *     U 16-17 movement code, 78-92 amount paid, 138-145 payment date, 146-153 credit date.
 *   Paid movements: 06 (liquidação) and 17 (liquidação após baixa / título não registrado).
 * - CNAB 400, Banco do Brasil CBR643 (convênio de 7 dígitos): header type 0 with '2RETORNO' at
 *   2-9 and the bank at 77-79, details type 7, trailer 9. Detail positions (1-based):
 *     64-80 nosso número, 109-110 command, 111-116 payment date DDMMAA, 147-152 due date,
 *     153-165 face value, 254-266 amount received, 395-400 sequence.
 *   Paid commands: 05, 06, 07, 08, 15.
 *
 * The parser guesses nothing: a line it cannot read is reported with its number and the reason.
 * Amounts are integer centavos; dates yyyy-mm-dd.
 */

export type Formato = 'CNAB240' | 'CNAB400';

export interface Liquidacao {
  /** 1-based line number (of the T segment in CNAB 240). */
  linha: number;
  nossoNumero: string;
  ocorrencia: string;
  valorTitulo: number;
  valorPago: number;
  dataPagamento: string | null;
  vencimento: string | null;
}

export interface Problema {
  linha: number;
  motivo: string;
}

export interface Retorno {
  formato: Formato;
  banco: string;
  liquidacoes: Liquidacao[];
  /** Titles with a movement that is not a payment (entry confirmed, write-off...): listed, not applied. */
  outrasOcorrencias: { linha: number; nossoNumero: string; ocorrencia: string }[];
  problemas: Problema[];
}

export const LIQUIDACAO_240 = new Set(['06', '17']);
export const LIQUIDACAO_400 = new Set(['05', '06', '07', '08', '15']);

export class ArquivoInvalido extends Error {}

/** 1-based inclusive slice, as bank layouts number their positions. */
const pos = (line: string, from: number, to: number) => line.slice(from - 1, to);

function centavos(raw: string): number | null {
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

function data8(raw: string): string | null | undefined {
  if (/^0{8}$|^ {8}$/.test(raw)) return null;
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(raw);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return validIso(iso) ? iso : undefined;
}

function data6(raw: string): string | null | undefined {
  if (/^0{6}$|^ {6}$/.test(raw)) return null;
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(raw);
  if (!m) return undefined;
  const iso = `20${m[3]}-${m[2]}-${m[1]}`;
  return validIso(iso) ? iso : undefined;
}

function validIso(iso: string) {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

function splitLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  return lines;
}

/** Reads a return file, CNAB 240 or CNAB 400 (told apart by the header's length). */
export function parseRetorno(text: string): Retorno {
  const lines = splitLines(text);
  if (!lines.length) throw new ArquivoInvalido('Arquivo vazio.');
  if (lines[0].length === 240) return parse240(lines);
  if (lines[0].length === 400) return parse400(lines);
  throw new ArquivoInvalido(`Formato não reconhecido: a primeira linha tem ${lines[0].length} caracteres (esperado 240 ou 400).`);
}

function parse240(lines: string[]): Retorno {
  const header = lines[0];
  if (header[7] !== '0') throw new ArquivoInvalido('CNAB 240: a primeira linha não é um header de arquivo (tipo de registro 0).');
  if (header[142] !== '2') throw new ArquivoInvalido('CNAB 240: o header indica arquivo de remessa, não de retorno (posição 143 deve ser 2).');
  const out: Retorno = { formato: 'CNAB240', banco: pos(header, 1, 3), liquidacoes: [], outrasOcorrencias: [], problemas: [] };
  let pendingT: { linha: number; line: string } | null = null;
  let trailer = false;
  const closeT = () => {
    if (pendingT) out.problemas.push({ linha: pendingT.linha, motivo: 'segmento T sem o segmento U correspondente.' });
    pendingT = null;
  };
  lines.forEach((line, i) => {
    const n = i + 1;
    if (line.length !== 240) return out.problemas.push({ linha: n, motivo: `linha com ${line.length} caracteres (esperado 240).` });
    if (pos(line, 1, 3) !== out.banco) return out.problemas.push({ linha: n, motivo: `código de banco ${pos(line, 1, 3)} diferente do header (${out.banco}).` });
    const tipo = line[7];
    if (tipo === '9') trailer = true;
    if (tipo !== '3') {
      if (tipo === '5' || tipo === '9') closeT();
      return;
    }
    const segmento = line[13];
    if (segmento === 'T') {
      closeT();
      pendingT = { linha: n, line };
      return;
    }
    if (segmento !== 'U') return;
    if (!pendingT) return out.problemas.push({ linha: n, motivo: 'segmento U sem o segmento T anterior.' });
    const t: { linha: number; line: string } = pendingT;
    pendingT = null;
    const ocorrencia = pos(t.line, 16, 17);
    const nossoNumero = pos(t.line, 38, 57).trim();
    if (pos(line, 16, 17) !== ocorrencia) return out.problemas.push({ linha: n, motivo: `código de movimento do segmento U (${pos(line, 16, 17)}) difere do segmento T (${ocorrencia}).` });
    if (!/^\d+$/.test(nossoNumero)) return out.problemas.push({ linha: t.linha, motivo: `nosso número ilegível: "${nossoNumero}".` });
    if (!LIQUIDACAO_240.has(ocorrencia)) return out.outrasOcorrencias.push({ linha: t.linha, nossoNumero, ocorrencia });
    const valorTitulo = centavos(pos(t.line, 82, 96));
    const valorPago = centavos(pos(line, 78, 92));
    const vencimento = data8(pos(t.line, 74, 81));
    const dataPagamento = data8(pos(line, 138, 145));
    if (valorTitulo === null || valorPago === null) return out.problemas.push({ linha: t.linha, motivo: 'valor não numérico.' });
    if (vencimento === undefined || dataPagamento === undefined) return out.problemas.push({ linha: t.linha, motivo: 'data inválida.' });
    out.liquidacoes.push({ linha: t.linha, nossoNumero, ocorrencia, valorTitulo, valorPago, dataPagamento, vencimento });
  });
  closeT();
  if (!trailer) out.problemas.push({ linha: lines.length, motivo: 'arquivo sem trailer (tipo 9): pode estar incompleto.' });
  return out;
}

function parse400(lines: string[]): Retorno {
  const header = lines[0];
  if (header[0] !== '0' || pos(header, 2, 9) !== '2RETORNO') throw new ArquivoInvalido('CNAB 400: a primeira linha não é um header de retorno ("02RETORNO").');
  const out: Retorno = { formato: 'CNAB400', banco: pos(header, 77, 79), liquidacoes: [], outrasOcorrencias: [], problemas: [] };
  let trailer = false;
  lines.forEach((line, i) => {
    const n = i + 1;
    if (i === 0) return;
    if (line.length !== 400) return out.problemas.push({ linha: n, motivo: `linha com ${line.length} caracteres (esperado 400).` });
    const tipo = line[0];
    if (tipo === '9') return void (trailer = true);
    if (tipo !== '7') return out.problemas.push({ linha: n, motivo: `registro tipo ${tipo} não suportado (esperado 7, convênio de 7 dígitos).` });
    const nossoNumero = pos(line, 64, 80).trim();
    const ocorrencia = pos(line, 109, 110);
    if (!/^\d{17}$/.test(nossoNumero)) return out.problemas.push({ linha: n, motivo: `nosso número ilegível: "${nossoNumero}".` });
    if (!LIQUIDACAO_400.has(ocorrencia)) return out.outrasOcorrencias.push({ linha: n, nossoNumero, ocorrencia });
    const valorTitulo = centavos(pos(line, 153, 165));
    const valorPago = centavos(pos(line, 254, 266));
    const vencimento = data6(pos(line, 147, 152));
    const dataPagamento = data6(pos(line, 111, 116));
    if (valorTitulo === null || valorPago === null) return out.problemas.push({ linha: n, motivo: 'valor não numérico.' });
    if (vencimento === undefined || dataPagamento === undefined) return out.problemas.push({ linha: n, motivo: 'data inválida.' });
    out.liquidacoes.push({ linha: n, nossoNumero, ocorrencia, valorTitulo, valorPago, dataPagamento, vencimento });
  });
  if (!trailer) out.problemas.push({ linha: lines.length, motivo: 'arquivo sem trailer (tipo 9): pode estar incompleto.' });
  return out;
}
