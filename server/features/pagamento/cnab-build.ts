/**
 * Writes bank return files in the layouts cnab.ts reads (CNAB 240 FEBRABAN, CNAB 400 BB CBR643),
 * for tests and for rehearsing reconciliation in development (the bank sends the real ones).
 * Only the fields the reader uses, plus record types, sequences and counts, are filled.
 */

export interface TituloRetorno {
  nossoNumero: string;
  /** Movement/command code; default '06' (liquidação). */
  ocorrencia?: string;
  valorTitulo: number;
  valorPago: number;
  /** yyyy-mm-dd */
  vencimento: string;
  dataPagamento: string;
}

export interface ArquivoRetorno {
  banco: string;
  agencia: string;
  conta: string;
  convenio: string;
  /** yyyy-mm-dd, the file's generation date. */
  data: string;
  titulos: TituloRetorno[];
}

/** A fixed-width record; fields are set by 1-based inclusive positions. */
class Registro {
  private chars: string[];
  constructor(size: number) {
    this.chars = Array(size).fill(' ');
  }
  num(from: number, to: number, value: number | string) {
    const len = to - from + 1;
    const s = String(value);
    if (!/^\d*$/.test(s) || s.length > len) throw new Error(`campo numérico ${from}-${to}: "${s}"`);
    return this.put(from, s.padStart(len, '0'));
  }
  alfa(from: number, to: number, value: string) {
    const len = to - from + 1;
    return this.put(from, value.slice(0, len).padEnd(len, ' '));
  }
  private put(from: number, s: string) {
    for (let i = 0; i < s.length; i++) this.chars[from - 1 + i] = s[i];
    return this;
  }
  toString() {
    return this.chars.join('');
  }
}

const ddmmaaaa = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const ddmmaa = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`;

/** CNAB 240 return file: header, one batch with a T and a U segment per title, trailers. */
export function buildRetorno240(a: ArquivoRetorno): string {
  const lines: string[] = [];
  lines.push(
    new Registro(240).num(1, 3, a.banco).num(4, 7, 0).num(8, 8, 0).alfa(59, 63, a.agencia).alfa(71, 82, a.conta).alfa(33, 52, a.convenio)
      .alfa(103, 132, 'BANCO').num(143, 143, 2).num(144, 151, ddmmaaaa(a.data)).num(158, 163, 1).alfa(164, 166, '084').toString(),
  );
  lines.push(new Registro(240).num(1, 3, a.banco).num(4, 7, 1).num(8, 8, 1).alfa(9, 9, 'T').num(10, 11, 1).alfa(12, 13, '').alfa(14, 16, '060').toString());
  let seq = 0;
  for (const t of a.titulos) {
    const oc = t.ocorrencia ?? '06';
    lines.push(
      new Registro(240).num(1, 3, a.banco).num(4, 7, 1).num(8, 8, 3).num(9, 13, ++seq).alfa(14, 14, 'T').num(16, 17, oc)
        .alfa(18, 22, a.agencia).alfa(24, 35, a.conta).alfa(38, 57, t.nossoNumero).num(58, 58, 7)
        .num(74, 81, ddmmaaaa(t.vencimento)).num(82, 96, t.valorTitulo).num(97, 99, a.banco).toString(),
    );
    lines.push(
      new Registro(240).num(1, 3, a.banco).num(4, 7, 1).num(8, 8, 3).num(9, 13, ++seq).alfa(14, 14, 'U').num(16, 17, oc)
        .num(78, 92, t.valorPago).num(93, 107, t.valorPago).num(138, 145, ddmmaaaa(t.dataPagamento)).num(146, 153, ddmmaaaa(t.dataPagamento)).toString(),
    );
  }
  lines.push(new Registro(240).num(1, 3, a.banco).num(4, 7, 1).num(8, 8, 5).num(18, 23, seq + 2).toString());
  lines.push(new Registro(240).num(1, 3, a.banco).num(4, 7, 9999).num(8, 8, 9).num(18, 23, 1).num(24, 29, seq + 4).toString());
  return lines.join('\r\n') + '\r\n';
}

/** CNAB 400 return file (Banco do Brasil CBR643, convênio de 7 dígitos). */
export function buildRetorno400(a: ArquivoRetorno): string {
  const lines: string[] = [];
  lines.push(
    new Registro(400).num(1, 1, 0).alfa(2, 9, '2RETORNO').num(10, 11, 1).alfa(12, 19, 'COBRANCA').alfa(27, 30, a.agencia)
      .alfa(32, 39, a.conta).alfa(47, 76, 'UNIVERSIDADE').alfa(77, 79, a.banco).alfa(80, 94, 'BANCO DO BRASIL').num(95, 100, ddmmaa(a.data))
      .num(150, 156, a.convenio).num(395, 400, 1).toString(),
  );
  a.titulos.forEach((t, i) => {
    lines.push(
      new Registro(400).num(1, 1, 7).alfa(18, 21, a.agencia).alfa(23, 30, a.conta).num(32, 38, a.convenio).num(64, 80, t.nossoNumero)
        .num(107, 108, 18).num(109, 110, t.ocorrencia ?? '06').num(111, 116, ddmmaa(t.dataPagamento)).num(147, 152, ddmmaa(t.vencimento))
        .num(153, 165, t.valorTitulo).num(166, 168, a.banco).num(254, 266, t.valorPago).num(395, 400, i + 2).toString(),
    );
  });
  lines.push(new Registro(400).num(1, 1, 9).num(2, 2, 2).num(3, 4, 1).num(5, 7, a.banco).num(395, 400, a.titulos.length + 2).toString());
  return lines.join('\r\n') + '\r\n';
}
