/**
 * Reading and checking a serial-exam score file (docs/seriado-import.md), line by line, without the
 * database: the columns, their types and ranges, and the consistency between lines of the same file.
 * The database checks (enrolment, option) and the writing are in importacao-repository.ts.
 */

export const COLUMNS = [
  'prcSltCodigo',
  'insPrcCodigo',
  'opcCodigo',
  'clsTpCota',
  'etpCodigo',
  'etpDescricao',
  'prvDescricao',
  'prvValorizacao',
  'prvEspecifica',
  'pntCndPrvPntBrtSeriado1',
  'pntCndPrvPntBrtSeriado2',
  'pntCndPrvPntPdrSeriado1',
  'pntCndPrvPntPdrSeriado2',
] as const;
type Column = (typeof COLUMNS)[number];

export const ESSAY_STAGE = 5;
/** numeric(10,4): at most 6 integer digits and 4 decimals. */
const MAX_SCORE = 999_999.9999;

export interface ScoreLine {
  /** 1-based line number in the file (the header is line 1). */
  linha: number;
  prcSltCodigo: number;
  insPrcCodigo: number;
  opcCodigo: number;
  clsTpCota: string;
  etpCodigo: number;
  etpDescricao: string;
  prvDescricao: string;
  /** Decimal strings exactly as numeric(10,4) stores them (no float rounding on the way). */
  prvValorizacao: string;
  prvEspecifica: boolean;
  pntCndPrvPntBrtSeriado1: string | null;
  pntCndPrvPntBrtSeriado2: string | null;
  pntCndPrvPntPdrSeriado1: string | null;
  pntCndPrvPntPdrSeriado2: string | null;
}

export interface Rejection {
  linha: number;
  motivo: string;
}

export interface Parsed {
  lines: ScoreLine[];
  rejected: Rejection[];
}

/** Splits one CSV line (separator ';' or ','), honouring double quotes ("" inside quotes is a quote). */
export function splitCsvLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"' && cur.trim() === '') {
      quoted = true;
      cur = '';
    } else if (ch === sep) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** A non-negative decimal with a comma or a dot and at most 4 decimals, normalised to '123.4500'-style text. */
export function parseScore(raw: string): string | null | 'invalid' {
  const s = raw.trim();
  if (s === '') return null;
  const m = /^(\d{1,6})(?:[.,](\d{1,4}))?$/.exec(s);
  if (!m) return 'invalid';
  const text = `${Number(m[1])}${m[2] ? `.${m[2]}` : ''}`;
  return Number(text) > MAX_SCORE ? 'invalid' : text;
}

const parseCode = (s: string) => (/^\d{1,9}$/.test(s.trim()) && Number(s) > 0 ? Number(s) : null);

/** The identity of an exam inside a process: stage and name (case and spacing as written). */
export const examKey = (l: Pick<ScoreLine, 'etpCodigo' | 'prvDescricao'>) => `${l.etpCodigo}|${l.prvDescricao}`;

/** Reads the whole file. Every line is checked; a line with any problem is rejected with all its reasons. */
export function parseScoreFile(text: string): Parsed {
  const rejected: Rejection[] = [];
  const rawLines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerLine = rawLines[0] ?? '';
  const sep = headerLine.includes(';') ? ';' : ',';
  const header = splitCsvLine(headerLine, sep);
  const missing = COLUMNS.filter((c) => !header.includes(c));
  const unknown = header.filter((h) => !(COLUMNS as readonly string[]).includes(h));
  if (missing.length || unknown.length) {
    const parts = [missing.length ? `faltam as colunas ${missing.join(', ')}` : '', unknown.length ? `colunas desconhecidas ${unknown.join(', ')}` : ''];
    return { lines: [], rejected: [{ linha: 1, motivo: `Cabeçalho inválido: ${parts.filter(Boolean).join('; ')}.` }] };
  }
  const index = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;

  const lines: ScoreLine[] = [];
  for (let i = 1; i < rawLines.length; i++) {
    const rawLine = rawLines[i];
    if (rawLine.trim() === '') continue;
    const linha = i + 1;
    const cells = splitCsvLine(rawLine, sep);
    if (cells.length !== header.length) {
      rejected.push({ linha, motivo: `esperadas ${header.length} colunas, encontradas ${cells.length}.` });
      continue;
    }
    const get = (c: Column) => cells[index[c]];
    const problems: string[] = [];
    const code = (c: Column) => {
      const v = parseCode(get(c));
      if (v === null) problems.push(`${c} deve ser um código numérico positivo`);
      return v ?? 0;
    };
    const text = (c: Column, max: number) => {
      const v = get(c);
      if (v === '' || v.length > max) problems.push(`${c} deve ter de 1 a ${max} caracteres`);
      return v;
    };
    const prcSltCodigo = code('prcSltCodigo');
    const insPrcCodigo = code('insPrcCodigo');
    const opcCodigo = code('opcCodigo');
    const clsTpCota = get('clsTpCota').toUpperCase();
    if (!/^[A-Z0-9]{1,10}$/.test(clsTpCota)) problems.push('clsTpCota deve ter de 1 a 10 letras ou dígitos (AC = ampla concorrência)');
    const etpCodigo = Number(get('etpCodigo'));
    if (!/^[1-5]$/.test(get('etpCodigo'))) problems.push('etpCodigo deve ser de 1 a 5 (5 = redação)');
    const etpDescricao = text('etpDescricao', 200);
    const prvDescricao = text('prvDescricao', 200);
    const valor = parseScore(get('prvValorizacao'));
    if (valor === null || valor === 'invalid' || Number(valor) <= 0) problems.push('prvValorizacao deve ser um número maior que zero');
    const especifica = get('prvEspecifica').toUpperCase();
    if (especifica !== 'T' && especifica !== 'F') problems.push('prvEspecifica deve ser T ou F');

    const score = (c: Column) => {
      const v = parseScore(get(c));
      if (v === 'invalid') {
        problems.push(`${c} deve ser vazio ou um número não negativo com até 4 casas decimais`);
        return null;
      }
      return v;
    };
    const brt1 = score('pntCndPrvPntBrtSeriado1');
    const brt2 = score('pntCndPrvPntBrtSeriado2');
    const pdr1 = score('pntCndPrvPntPdrSeriado1');
    const pdr2 = score('pntCndPrvPntPdrSeriado2');
    const max = typeof valor === 'string' && Number(valor) > 0 ? Number(valor) : Infinity;
    for (const [c, v] of [['pntCndPrvPntBrtSeriado1', brt1], ['pntCndPrvPntBrtSeriado2', brt2]] as const) {
      if (v !== null && Number(v) > max) problems.push(`${c} (${v.replace('.', ',')}) maior que o valor da prova`);
    }
    if (etpCodigo === ESSAY_STAGE && (brt2 !== null || pdr2 !== null)) {
      problems.push('a redação (etapa 5) é atribuída ao Seriado 1: deixe vazias as colunas do Seriado 2');
    }
    if (brt1 === null && brt2 === null && pdr1 === null && pdr2 === null && !problems.some((p) => p.startsWith('pntCnd'))) {
      problems.push('nenhuma nota informada');
    }
    if (problems.length) {
      rejected.push({ linha, motivo: `${problems.join('; ')}.` });
      continue;
    }
    lines.push({
      linha,
      prcSltCodigo,
      insPrcCodigo,
      opcCodigo,
      clsTpCota,
      etpCodigo,
      etpDescricao,
      prvDescricao,
      prvValorizacao: valor as string,
      prvEspecifica: especifica === 'T',
      pntCndPrvPntBrtSeriado1: brt1,
      pntCndPrvPntBrtSeriado2: brt2,
      pntCndPrvPntPdrSeriado1: pdr1,
      pntCndPrvPntPdrSeriado2: pdr2,
    });
  }
  rejected.push(...crossCheck(lines));
  const bad = new Set(rejected.map((r) => r.linha));
  return { lines: lines.filter((l) => !bad.has(l.linha)), rejected: rejected.sort((a, b) => a.linha - b.linha) };
}

/** Consistency between lines: one process per file, one course and quota per enrolment, one definition per exam, no repeated score. */
function crossCheck(lines: ScoreLine[]): Rejection[] {
  const out: Rejection[] = [];
  const first = lines[0];
  const candidates = new Map<number, ScoreLine>();
  const exams = new Map<string, ScoreLine>();
  const scores = new Map<string, number>();
  for (const l of lines) {
    const problems: string[] = [];
    if (first && l.prcSltCodigo !== first.prcSltCodigo) problems.push(`o arquivo deve ser de um só processo (linha ${first.linha}: ${first.prcSltCodigo})`);
    const cand = candidates.get(l.insPrcCodigo);
    if (!cand) candidates.set(l.insPrcCodigo, l);
    else if (cand.opcCodigo !== l.opcCodigo || cand.clsTpCota !== l.clsTpCota) {
      problems.push(`curso ou tipo de vaga diferente do informado para a inscrição ${l.insPrcCodigo} na linha ${cand.linha}`);
    }
    const key = examKey(l);
    const exam = exams.get(key);
    if (!exam) exams.set(key, l);
    else if (exam.etpDescricao !== l.etpDescricao || Number(exam.prvValorizacao) !== Number(l.prvValorizacao) || exam.prvEspecifica !== l.prvEspecifica) {
      problems.push(`a prova "${l.prvDescricao}" está definida de outro modo na linha ${exam.linha}`);
    }
    const scoreKey = `${l.insPrcCodigo}|${key}`;
    const seen = scores.get(scoreKey);
    if (seen !== undefined) problems.push(`nota repetida: a mesma inscrição e prova já estão na linha ${seen}`);
    else scores.set(scoreKey, l.linha);
    if (problems.length) out.push({ linha: l.linha, motivo: `${problems.join('; ')}.` });
  }
  return out;
}
