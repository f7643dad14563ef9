/**
 * The CNAB 240 remessa of boleto collection (FEBRABAN "Layout Padrão de Arquivos CNAB 240", v10.x, cobrança): the file
 * that registers slips with the bank (Nova Plataforma de Cobrança: an unregistered boleto cannot be paid) and asks for
 * the baixa of those settled another way. One file: header de arquivo (0), one lote of cobrança (1), per title the
 * segments P (the title), Q (the payer) and R (fines and second/third discounts, only when they apply), trailer de
 * lote (5), trailer de arquivo (9); 240 characters per record, CRLF, Latin-1, upper case without accents.
 *
 * Banks differ in a few fields; the variant (CNAB_VARIANTE) chooses them:
 * - 'bb' (Banco do Brasil, "Layout de Arquivos CNAB 240 — Cobrança"): versions 083 (arquivo) / 042 (lote); the
 *   convênio field is convênio (9) + "0014" + carteira (2) + variação (3) + 2 blanks; código da carteira 7 for
 *   carteira 17 simples, 1 otherwise; emissão/distribuição "0" (BB does not read them); baixa "0"/"000".
 * - 'febraban' (the plain layout, for banks that follow it as published): versions 103 / 060; the convênio is the
 *   20-character field as given; emissão/distribuição "2" (the beneficiary prints and delivers); baixa "1" after 1 day.
 * Pure: no clock, no database; positions are 1-based inclusive as the layouts number them.
 */

export type VarianteCnab = 'bb' | 'febraban';

export interface BeneficiarioRemessa {
  banco: string;
  nomeBanco: string;
  /** Digits of the CNPJ (14) or CPF (11). */
  documento: string;
  nome: string;
  convenio: string;
  carteira: string;
  variacaoCarteira: string;
  agencia: string;
  agenciaDv: string;
  conta: string;
  contaDv: string;
}

export interface PagadorRemessa {
  cpf: string;
  nome: string;
  endereco: string;
  bairro: string;
  cep: string;
  cidade: string;
  uf: string;
}

export interface TituloRemessa {
  /** 01 entrada de títulos (register), 02 pedido de baixa (write off). */
  movimento: '01' | '02';
  nossoNumero: string;
  /** Número do documento ("seu número"): the enrolment, for people reading the bank's statement. */
  seuNumero: string;
  /** yyyy-mm-dd */
  vencimento: string;
  emissao: string;
  /** Centavos. */
  valor: number;
  pagador: PagadorRemessa;
  /** Fine after the due date, percent in hundredths (200 = 2,00%), from `data`. Segment R. */
  multa?: { percentual: number; data: string } | null;
  /** A discount until `data`, in centavos (segment P carries the first). */
  desconto?: { valor: number; data: string } | null;
}

export interface Remessa {
  variante: VarianteCnab;
  beneficiario: BeneficiarioRemessa;
  /** NSA: the file's sequence number, one more per file. */
  sequencial: number;
  /** The generation instant, as yyyy-mm-dd and HHMMSS in São Paulo (the caller converts). */
  dia: string;
  hora: string;
  titulos: TituloRemessa[];
}

const VERSOES: Record<VarianteCnab, { arquivo: string; lote: string }> = { bb: { arquivo: '083', lote: '042' }, febraban: { arquivo: '103', lote: '060' } };

/** Upper case, accents folded, only what the layouts accept in alphanumeric fields. */
export function textoCnab(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,/\-&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

class Linha {
  private readonly c = Array<string>(240).fill(' ');
  num(de: number, ate: number, v: number | string): this {
    const n = ate - de + 1;
    const s = String(v);
    if (!/^\d*$/.test(s) || s.length > n) throw new Error(`CNAB 240: campo numérico ${de}-${ate} recebeu "${s}"`);
    return this.por(de, s.padStart(n, '0'));
  }
  alfa(de: number, ate: number, v: string): this {
    const n = ate - de + 1;
    return this.por(de, textoCnab(v).slice(0, n).padEnd(n, ' '));
  }
  /** A field copied as given (already formatted). */
  cru(de: number, s: string): this {
    return this.por(de, s);
  }
  private por(de: number, s: string): this {
    for (let i = 0; i < s.length; i++) this.c[de - 1 + i] = s[i];
    return this;
  }
  toString(): string {
    return this.c.join('');
  }
}

const ddmmaaaa = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const digitos = (s: string) => s.replace(/\D/g, '');

/** The convênio field (20 characters) of the file and lot headers. */
function campoConvenio(r: Remessa): string {
  const b = r.beneficiario;
  if (r.variante === 'bb') return `${digitos(b.convenio).padStart(9, '0')}0014${b.carteira.padStart(2, '0')}${b.variacaoCarteira.padStart(3, '0')}  `;
  return b.convenio.slice(0, 20).padEnd(20, ' ');
}

/** Agência (5) + DV (1) + conta (12) + DV (1) + DV agência/conta (1): positions 18-37 of P, 53-72 of the file header. */
function contaCorrente(b: BeneficiarioRemessa): string {
  return `${digitos(b.agencia).padStart(5, '0')}${(b.agenciaDv || ' ').slice(0, 1)}${digitos(b.conta).padStart(12, '0')}${(b.contaDv || ' ').slice(0, 1)} `;
}

const tipoInscricao = (doc: string) => (digitos(doc).length === 14 ? '2' : '1');

function cabecalho(r: Remessa, lote: string, tipo: string, seq?: number, segmento?: string): Linha {
  const l = new Linha().num(1, 3, r.beneficiario.banco).cru(4, lote).cru(8, tipo);
  if (seq !== undefined) l.num(9, 13, seq).cru(14, segmento!);
  return l;
}

/**
 * The beneficiary's identification, one block in both headers: inscription type (18), its number, the convênio (20),
 * agency and account (20) and name (30). The lot header's number is one digit wider (19-33 against the file's
 * 19-32), which moves the rest of the block one position right: `fimDoNumero` is 32 in the file header, 33 in the lot's.
 */
function identificacaoDaEmpresa(l: Linha, r: Remessa, fimDoNumero: 32 | 33): Linha {
  const b = r.beneficiario;
  return l
    .num(18, 18, tipoInscricao(b.documento))
    .num(19, fimDoNumero, digitos(b.documento))
    .cru(fimDoNumero + 1, campoConvenio(r))
    .cru(fimDoNumero + 21, contaCorrente(b))
    .alfa(fimDoNumero + 41, fimDoNumero + 70, b.nome);
}

function headerArquivo(r: Remessa): string {
  return identificacaoDaEmpresa(cabecalho(r, '0000', '0'), r, 32)
    .alfa(103, 132, r.beneficiario.nomeBanco)
    .num(143, 143, 1) // 1 = remessa
    .num(144, 151, ddmmaaaa(r.dia))
    .num(152, 157, r.hora)
    .num(158, 163, r.sequencial)
    .num(164, 166, VERSOES[r.variante].arquivo)
    .num(167, 171, 0)
    .toString();
}

function headerLote(r: Remessa): string {
  return identificacaoDaEmpresa(cabecalho(r, '0001', '1'), r, 33)
    .cru(9, 'R') // operação: remessa
    .num(10, 11, 1) // serviço: cobrança
    .num(14, 16, VERSOES[r.variante].lote)
    .num(184, 191, r.sequencial)
    .num(192, 199, ddmmaaaa(r.dia))
    .num(200, 207, 0)
    .toString();
}

function codigoCarteira(r: Remessa): string {
  return r.variante === 'bb' && r.beneficiario.carteira === '17' ? '7' : '1';
}

function segmentoP(r: Remessa, t: TituloRemessa, seq: number): string {
  const bb = r.variante === 'bb';
  const d = t.desconto ?? null;
  return cabecalho(r, '0001', '3', seq, 'P')
    .num(16, 17, t.movimento)
    .cru(18, contaCorrente(r.beneficiario))
    .alfa(38, 57, t.nossoNumero)
    .cru(58, codigoCarteira(r))
    .num(59, 59, 1) // forma de cadastramento: com registro
    .num(60, 60, 2) // tipo de documento: escritural
    .num(61, 61, bb ? 0 : 2) // emissão do boleto: pelo beneficiário
    .num(62, 62, bb ? 0 : 2) // distribuição: pelo beneficiário
    .alfa(63, 77, t.seuNumero)
    .num(78, 85, ddmmaaaa(t.vencimento))
    .num(86, 100, t.valor)
    .num(101, 105, 0)
    .cru(106, ' ')
    .num(107, 108, 17) // espécie: RC, recibo (a fee)
    .cru(109, 'N') // aceite: não
    .num(110, 117, ddmmaaaa(t.emissao))
    .num(118, 118, 3) // juros: isento
    .num(119, 126, 0)
    .num(127, 141, 0)
    .num(142, 142, d ? 1 : 0) // desconto 1: valor fixo até a data
    .num(143, 150, d ? ddmmaaaa(d.data) : 0)
    .num(151, 165, d ? d.valor : 0)
    .num(166, 180, 0) // IOF
    .num(181, 195, 0) // abatimento
    .alfa(196, 220, t.nossoNumero) // identificação do título na empresa
    .num(221, 221, 3) // não protestar
    .num(222, 223, 0)
    .num(224, 224, bb ? 0 : 1) // baixa/devolução
    .num(225, 227, bb ? 0 : 1)
    .num(228, 229, 9) // moeda: real
    .num(230, 239, 0)
    .toString();
}

function segmentoQ(r: Remessa, t: TituloRemessa, seq: number): string {
  const p = t.pagador;
  const cep = digitos(p.cep).padStart(8, '0');
  return cabecalho(r, '0001', '3', seq, 'Q')
    .num(16, 17, t.movimento)
    .num(18, 18, 1) // CPF
    .num(19, 33, digitos(p.cpf))
    .alfa(34, 73, p.nome)
    .alfa(74, 113, p.endereco)
    .alfa(114, 128, p.bairro)
    .num(129, 133, cep.slice(0, 5))
    .num(134, 136, cep.slice(5))
    .alfa(137, 151, p.cidade)
    .alfa(152, 153, p.uf)
    .num(154, 154, 0)
    .num(155, 169, 0)
    .num(210, 212, 0)
    .toString();
}

function segmentoR(r: Remessa, t: TituloRemessa, seq: number): string {
  const m = t.multa!;
  return cabecalho(r, '0001', '3', seq, 'R')
    .num(16, 17, t.movimento)
    .num(18, 18, 0) // desconto 2
    .num(19, 26, 0)
    .num(27, 41, 0)
    .num(42, 42, 0) // desconto 3
    .num(43, 50, 0)
    .num(51, 65, 0)
    .num(66, 66, 2) // multa: percentual
    .num(67, 74, ddmmaaaa(m.data))
    .num(75, 89, m.percentual)
    .toString();
}

/** The remessa's text: CRLF after every record, as the banks' systems expect. */
export function gerarRemessa240(r: Remessa): string {
  const linhas = [headerArquivo(r), headerLote(r)];
  let seq = 0;
  for (const t of r.titulos) {
    linhas.push(segmentoP(r, t, ++seq), segmentoQ(r, t, ++seq));
    if (t.multa && t.movimento === '01') linhas.push(segmentoR(r, t, ++seq));
  }
  // Lot records: its header, its details and its trailer.
  linhas.push(cabecalho(r, '0001', '5').num(18, 23, seq + 2).toString());
  linhas.push(cabecalho(r, '9999', '9').num(18, 23, 1).num(24, 29, linhas.length + 1).toString());
  return linhas.map((l) => `${l}\r\n`).join('');
}
