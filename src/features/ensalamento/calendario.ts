/**
 * An exam stage as an iCalendar file (RFC 5545) the phone's calendar opens (issue 38): from the gate opening to the
 * end of the exam (or the gate closing), at the venue, with the room, desk, gate times and the reminder, and an
 * alarm two hours before the gates open. Times are the venue's wall clock, America/Sao_Paulo (the published gate
 * times are "Horário de Brasília"), named by TZID with its VTIMEZONE (RFC 5545 §3.2.19, §3.6.5): Brazil has kept
 * UTC-3 all year since Decreto 9.772/2019 ended daylight saving.
 */

export interface EtapaDoCartao {
  prcSltEtpPrvCodigo: number;
  prcSltEtpPrvDescricao: string;
  /** yyyy-mm-dd or dd/mm/yyyy. */
  prcSltEtpPrvData: string | null;
  prcSltEtpPrvHrrAbrPortao: string | null;
  prcSltEtpPrvHrrFchPortao: string | null;
  prcSltEtpPrvHrrTermino?: string | null;
}

export interface CartaoDoCalendario {
  processo: string;
  insPrcCodigo: number;
  local: string;
  endereco: string;
  sala: string;
  carteira: number;
  lembrete: string | null;
}

const TZID = 'America/Sao_Paulo';

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escaparTexto(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines of at most 75 octets, continued on the next after CRLF and one space; never inside a character. */
export function dobrarLinha(linha: string): string {
  const enc = new TextEncoder();
  const partes: string[] = [];
  let atual = '';
  let octetos = 0;
  for (const ch of linha) {
    const n = enc.encode(ch).length;
    const limite = partes.length === 0 ? 75 : 74; // a continuation line starts with the space
    if (octetos + n > limite) {
      partes.push(atual);
      atual = '';
      octetos = 0;
    }
    atual += ch;
    octetos += n;
  }
  partes.push(atual);
  return partes.join('\r\n ');
}

/** yyyymmdd of the stage's date, or null when it has none or an unknown shape. */
function diaDa(data: string | null): string | null {
  if (!data) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(data);
  if (iso) return `${iso[1]}${iso[2]}${iso[3]}`;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(data);
  return br ? `${br[3]}${br[2]}${br[1]}` : null;
}

const hora = (hhmm: string) => `${hhmm.replace(':', '').padStart(4, '0')}00`;
const HHMM = /^\d{2}:\d{2}$/;

/** Whether the stage has what an event needs (a date and the gate opening). */
export const temCalendario = (e: EtapaDoCartao) => diaDa(e.prcSltEtpPrvData) !== null && HHMM.test(e.prcSltEtpPrvHrrAbrPortao ?? '');

/** The .ics text of one stage; `agora` stamps it (DTSTAMP, UTC). Null when the stage has no date or gate time. */
export function icsDaEtapa(e: EtapaDoCartao, c: CartaoDoCalendario, agora: Date): string | null {
  const dia = diaDa(e.prcSltEtpPrvData);
  if (!dia || !temCalendario(e)) return null;
  const fim = [e.prcSltEtpPrvHrrTermino, e.prcSltEtpPrvHrrFchPortao].find((h) => h && HHMM.test(h) && h > e.prcSltEtpPrvHrrAbrPortao!) ?? null;
  const portoes = `Portões: abrem às ${e.prcSltEtpPrvHrrAbrPortao} e fecham às ${e.prcSltEtpPrvHrrFchPortao ?? '--:--'} (Horário de Brasília).`;
  const descricao = [`${c.processo} - inscrição ${c.insPrcCodigo}.`, portoes, `Sala: ${c.sala}. Carteira: ${c.carteira}.`, c.lembrete ?? ''].filter(Boolean).join('\n');
  const stamp = agora.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const linhas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Universidade//Processos Seletivos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0300',
    'TZOFFSETTO:-0300',
    'TZNAME:-03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:prova-${c.insPrcCodigo}-${e.prcSltEtpPrvCodigo}@processos-seletivos`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${TZID}:${dia}T${hora(e.prcSltEtpPrvHrrAbrPortao!)}`,
    ...(fim ? [`DTEND;TZID=${TZID}:${dia}T${hora(fim)}`] : []),
    `SUMMARY:${escaparTexto(`${e.prcSltEtpPrvDescricao} - ${c.processo}`)}`,
    `LOCATION:${escaparTexto([c.local, c.endereco].filter(Boolean).join(' - '))}`,
    `DESCRIPTION:${escaparTexto(descricao)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escaparTexto(`${e.prcSltEtpPrvDescricao}: os portões abrem às ${e.prcSltEtpPrvHrrAbrPortao}`)}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return linhas.map(dobrarLinha).join('\r\n') + '\r\n';
}

/** The file's name: the stage's, plain. */
export const nomeDoArquivo = (e: EtapaDoCartao) =>
  `prova-${e.prcSltEtpPrvDescricao
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.ics`;
