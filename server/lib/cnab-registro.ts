/**
 * The registration occurrences of a CNAB 240 return file (FEBRABAN layout v10.x, segment T): 02 entrada confirmada,
 * 03 entrada rejeitada, 09 baixa — the answers to a remessa (server/lib/cnab-remessa.ts). Segment T positions
 * (1-based): 8 record type "3", 14 segment "T", 16-17 código de movimento, 38-57 nosso número, 214-223 motivos da
 * ocorrência (five codes of two digits, table C047 "Códigos de rejeições" for occurrences 03, 26 and 30).
 * The payments (06, 17) are read by server/lib/cnab.ts; this file reads only these three.
 */

export interface OcorrenciaRegistro {
  linha: number;
  nossoNumero: string;
  ocorrencia: '02' | '03' | '09';
  /** The reason codes as given (two digits each, "00" and blanks dropped). */
  motivos: string[];
}

/** FEBRABAN table C047 (rejection reasons), the codes a registration of this product's slips can meet, in Portuguese. */
export const MOTIVOS_REJEICAO: Record<string, string> = {
  '01': 'Código do banco inválido',
  '02': 'Código do registro detalhe inválido',
  '03': 'Código do segmento inválido',
  '04': 'Código de movimento não permitido para a carteira',
  '05': 'Código de movimento inválido',
  '06': 'Tipo/número de inscrição do beneficiário inválidos',
  '07': 'Agência/conta/DV inválido',
  '08': 'Nosso número inválido',
  '09': 'Nosso número duplicado',
  '10': 'Carteira inválida',
  '11': 'Forma de cadastramento do título inválida',
  '12': 'Tipo de documento inválido',
  '13': 'Identificação da emissão do boleto inválida',
  '14': 'Identificação da distribuição do boleto inválida',
  '15': 'Características da cobrança incompatíveis',
  '16': 'Data de vencimento inválida',
  '17': 'Data de vencimento anterior à data de emissão',
  '18': 'Vencimento fora do prazo de operação',
  '20': 'Valor do título inválido',
  '21': 'Espécie do título inválida',
  '22': 'Espécie do título não permitida para a carteira',
  '23': 'Aceite inválido',
  '24': 'Data da emissão inválida',
  '25': 'Data da emissão posterior à data de entrada',
  '26': 'Código de juros de mora inválido',
  '27': 'Valor/taxa de juros de mora inválido',
  '28': 'Código do desconto inválido',
  '29': 'Valor do desconto maior ou igual ao valor do título',
  '37': 'Código para protesto inválido',
  '38': 'Prazo para protesto inválido',
  '42': 'Código para baixa/devolução inválido',
  '43': 'Prazo para baixa/devolução inválido',
  '44': 'Código da moeda inválido',
  '45': 'Nome do pagador não informado',
  '46': 'Tipo/número de inscrição do pagador inválidos',
  '47': 'Endereço do pagador não informado',
  '48': 'CEP inválido',
  '49': 'CEP sem praça de cobrança',
  '51': 'CEP incompatível com a unidade da federação',
  '52': 'Unidade da federação inválida',
  '57': 'Código da multa inválido',
  '58': 'Data da multa inválida',
  '59': 'Valor/percentual da multa inválido',
  '60': 'Movimento para título não cadastrado',
  '63': 'Entrada para título já cadastrado',
};

/** The reasons in Portuguese, "código: texto" joined by "; " (an unknown code says so). */
export function motivosDeRejeicao(codigos: string[]): string {
  if (!codigos.length) return 'o banco não informou o motivo';
  return codigos.map((c) => `${c}: ${MOTIVOS_REJEICAO[c] ?? 'motivo não descrito no layout'}`).join('; ');
}

/** Every 02/03/09 occurrence of a CNAB 240 return file (other formats and lines are someone else's). */
export function ocorrenciasDeRegistro(texto: string): OcorrenciaRegistro[] {
  const out: OcorrenciaRegistro[] = [];
  const linhas = texto.replace(/^\uFEFF/, '').split(/\r?\n/);
  if ((linhas[0] ?? '').length !== 240) return out;
  linhas.forEach((l, i) => {
    if (l.length !== 240 || l[7] !== '3' || l[13] !== 'T') return;
    const ocorrencia = l.slice(15, 17);
    if (ocorrencia !== '02' && ocorrencia !== '03' && ocorrencia !== '09') return;
    const motivos = (l.slice(213, 223).match(/.{2}/g) ?? []).filter((m) => /^\d{2}$/.test(m) && m !== '00');
    out.push({ linha: i + 1, nossoNumero: l.slice(37, 57).trim(), ocorrencia, motivos });
  });
  return out;
}
