/**
 * The exam-logistics screen's pure rules: its forms and the bodies they send, capacity totals per venue and per
 * municipality, and how a municipality and a room read.
 */
import { isoToBrDate, toIsoDate } from '../../domain/dates.ts';
import type { EtapaDeProva, LocalDeProva, MunicipioDeProva, SalaDeProva, SalvarEtapa, SalvarLocalDeProva, SalvarSala } from '../../domain/wire/gestao-provas.ts';

type Resultado<T> = { corpo: T } | { erros: Record<string, string> };

export const nomeDoMunicipio = (m: { mncDescricao: string; ufCodigo: string }) => `${m.mncDescricao} - ${m.ufCodigo}`;

export const nomeDaSala = (s: Pick<SalaDeProva, 'prcSltPrvSlNumero' | 'prcSltPrvSlBloco'>) => (s.prcSltPrvSlBloco ? `Sala ${s.prcSltPrvSlNumero} (bloco ${s.prcSltPrvSlBloco})` : `Sala ${s.prcSltPrvSlNumero}`);

export interface Totais {
  salas: number;
  lugares: number;
  ocupados: number;
  especiais: number;
}

const somar = (salas: readonly SalaDeProva[]): Totais => ({
  salas: salas.length,
  lugares: salas.reduce((n, s) => n + s.prcSltPrvSlQntLugar, 0),
  ocupados: salas.reduce((n, s) => n + s.prcSltPrvSlQntCandidato, 0),
  especiais: salas.filter((s) => s.prcSltPrvSlEspecial).length,
});

export const totaisDoLocal = (l: LocalDeProva): Totais => somar(l.salas);

/** Every room of the municipality's venues, summed. */
export const totaisDoMunicipio = (locais: readonly LocalDeProva[], mncCodigo: number): Totais => somar(locais.filter((l) => l.mncCodigo === mncCodigo).flatMap((l) => l.salas));

/** "3 salas, 120 lugares (45 ocupados, 1 sala especial)". */
export function textoDosTotais(t: Totais): string {
  const salas = t.salas === 1 ? '1 sala' : `${t.salas} salas`;
  const lugares = t.lugares === 1 ? '1 lugar' : `${t.lugares} lugares`;
  const extra = [t.ocupados ? `${t.ocupados} ocupado${t.ocupados === 1 ? '' : 's'}` : '', t.especiais ? `${t.especiais} sala${t.especiais === 1 ? '' : 's'} especia${t.especiais === 1 ? 'l' : 'is'}` : ''].filter(Boolean);
  return `${salas}, ${lugares}${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

// ---- venues ----

export interface FormLocal {
  prcSltLclPrvCodigo: number | null;
  mncCodigo: string;
  descricao: string;
  logradouro: string;
  bairro: string;
  referencia: string;
}

export const localNovo = (municipios: readonly MunicipioDeProva[]): FormLocal => ({
  prcSltLclPrvCodigo: null,
  mncCodigo: municipios.length === 1 ? String(municipios[0].mncCodigo) : '',
  descricao: '',
  logradouro: '',
  bairro: '',
  referencia: '',
});

export const localDe = (l: LocalDeProva): FormLocal => ({
  prcSltLclPrvCodigo: l.prcSltLclPrvCodigo,
  mncCodigo: String(l.mncCodigo),
  descricao: l.prcSltLclPrvDescricao,
  logradouro: l.prcSltLclPrvLogradouro ?? '',
  bairro: l.prcSltLclPrvBairro ?? '',
  referencia: l.prcSltLclPrvReferencia ?? '',
});

export const corpoDoLocal = (f: FormLocal, prcSltCodigo: number): SalvarLocalDeProva => ({
  ...(f.prcSltLclPrvCodigo === null ? {} : { prcSltLclPrvCodigo: f.prcSltLclPrvCodigo }),
  prcSltCodigo,
  mncCodigo: f.mncCodigo === '' ? null : Number(f.mncCodigo),
  prcSltLclPrvDescricao: f.descricao,
  prcSltLclPrvLogradouro: f.logradouro.trim() || null,
  prcSltLclPrvBairro: f.bairro.trim() || null,
  prcSltLclPrvReferencia: f.referencia.trim() || null,
});

// ---- rooms ----

export interface FormSala {
  prcSltPrvSlCodigo: number | null;
  prcSltLclPrvCodigo: number;
  numero: string;
  bloco: string;
  lugares: string;
  especial: boolean;
}

export const salaNova = (prcSltLclPrvCodigo: number): FormSala => ({ prcSltPrvSlCodigo: null, prcSltLclPrvCodigo, numero: '', bloco: '', lugares: '', especial: false });

export const salaDe = (s: SalaDeProva): FormSala => ({
  prcSltPrvSlCodigo: s.prcSltPrvSlCodigo,
  prcSltLclPrvCodigo: s.prcSltLclPrvCodigo,
  numero: s.prcSltPrvSlNumero,
  bloco: s.prcSltPrvSlBloco ?? '',
  lugares: String(s.prcSltPrvSlQntLugar),
  especial: s.prcSltPrvSlEspecial,
});

export function corpoDaSala(f: FormSala): Resultado<SalvarSala> {
  const texto = f.lugares.trim();
  if (texto !== '' && !/^\d{1,6}$/.test(texto)) return { erros: { prcSltPrvSlQntLugar: 'Informe a capacidade em número de lugares, sem pontos nem vírgulas.' } };
  return {
    corpo: {
      ...(f.prcSltPrvSlCodigo === null ? {} : { prcSltPrvSlCodigo: f.prcSltPrvSlCodigo }),
      prcSltLclPrvCodigo: f.prcSltLclPrvCodigo,
      prcSltPrvSlNumero: f.numero,
      prcSltPrvSlBloco: f.bloco.trim() || null,
      prcSltPrvSlQntLugar: texto === '' ? null : Number(texto),
      prcSltPrvSlEspecial: f.especial,
    },
  };
}

// ---- stages ----

export interface FormEtapa {
  prcSltEtpPrvCodigo: number | null;
  descricao: string;
  /** 'dd/mm/aaaa' as typed. */
  data: string;
  abre: string;
  fecha: string;
  termina: string;
  mnemonico: string;
  ensala: boolean;
}

export const etapaNova = (): FormEtapa => ({ prcSltEtpPrvCodigo: null, descricao: '', data: '', abre: '', fecha: '', termina: '', mnemonico: '', ensala: true });

export const etapaDe = (e: EtapaDeProva): FormEtapa => ({
  prcSltEtpPrvCodigo: e.prcSltEtpPrvCodigo,
  descricao: e.prcSltEtpPrvDescricao,
  data: e.prcSltEtpPrvData ? isoToBrDate(e.prcSltEtpPrvData) : '',
  abre: e.prcSltEtpPrvHrrAbrPortao ?? '',
  fecha: e.prcSltEtpPrvHrrFchPortao ?? '',
  termina: e.prcSltEtpPrvHrrTermino ?? '',
  mnemonico: e.prcSltEtpPrvMnemonico ?? '',
  ensala: e.prcSltEtpPrvEnsala,
});

/** The day goes as 'yyyy-mm-dd'; a day that does not exist gets its message before asking the API. */
export function corpoDaEtapa(f: FormEtapa, prcSltCodigo: number): Resultado<SalvarEtapa> {
  const data = f.data.trim();
  const iso = data ? toIsoDate(data) : null;
  if (data && !iso) return { erros: { prcSltEtpPrvData: 'Informe uma data válida (dd/mm/aaaa).' } };
  return {
    corpo: {
      ...(f.prcSltEtpPrvCodigo === null ? {} : { prcSltEtpPrvCodigo: f.prcSltEtpPrvCodigo }),
      prcSltCodigo,
      prcSltEtpPrvDescricao: f.descricao,
      prcSltEtpPrvData: iso,
      prcSltEtpPrvHrrAbrPortao: f.abre || null,
      prcSltEtpPrvHrrFchPortao: f.fecha || null,
      prcSltEtpPrvHrrTermino: f.termina || null,
      prcSltEtpPrvMnemonico: f.mnemonico.trim() || null,
      prcSltEtpPrvEnsala: f.ensala,
    },
  };
}

/** "06/12/2026, portões 07:30–08:00, término 12:30". */
export function textoDaEtapa(e: EtapaDeProva): string {
  const dia = e.prcSltEtpPrvData ? isoToBrDate(e.prcSltEtpPrvData) : 'sem data';
  const portoes = e.prcSltEtpPrvHrrAbrPortao && e.prcSltEtpPrvHrrFchPortao ? `, portões ${e.prcSltEtpPrvHrrAbrPortao}–${e.prcSltEtpPrvHrrFchPortao}` : '';
  const fim = e.prcSltEtpPrvHrrTermino ? `, término ${e.prcSltEtpPrvHrrTermino}` : '';
  return `${dia}${portoes}${fim}`;
}
