/**
 * The rules exam venues, rooms and stages keep to be saved, one Portuguese message per field. Pure: the routes
 * hand in what they read (the process's exam municipalities, the seats a room already has).
 */
import type { SalvarEtapa, SalvarLocalDeProva, SalvarSala } from '../../../src/domain/wire/gestao-provas.ts';

export const NOME_MAX = 200;
export const ENDERECO_MAX = 300;
export const BAIRRO_MAX = 100;
export const NUMERO_MAX = 20;
export const BLOCO_MAX = 50;
export const LUGARES_MAX = 10_000;
export const MNEMONICO_MAX = 20;

type Campos = Record<string, string>;

/** Trimmed, inner spaces collapsed; empty -> null. */
export const limpo = (s: string | null | undefined): string | null => s?.trim().replace(/\s+/g, ' ') || null;

function tamanho(campos: Campos, campo: string, valor: string | null, max: number, nome: string) {
  if (valor && valor.length > max) campos[campo] = `${nome} pode ter no máximo ${max} caracteres.`;
}

export function validarLocal(b: SalvarLocalDeProva, municipiosDoProcesso: Set<number>) {
  const campos: Campos = {};
  const valores = {
    mncCodigo: b.mncCodigo ?? 0,
    prcSltLclPrvDescricao: limpo(b.prcSltLclPrvDescricao) ?? '',
    prcSltLclPrvLogradouro: limpo(b.prcSltLclPrvLogradouro),
    prcSltLclPrvBairro: limpo(b.prcSltLclPrvBairro),
    prcSltLclPrvReferencia: limpo(b.prcSltLclPrvReferencia),
  };
  if (!valores.prcSltLclPrvDescricao) campos.prcSltLclPrvDescricao = 'Informe o nome do local de prova.';
  tamanho(campos, 'prcSltLclPrvDescricao', valores.prcSltLclPrvDescricao, NOME_MAX, 'O nome');
  if (b.mncCodigo === null || !municipiosDoProcesso.has(b.mncCodigo)) campos.mncCodigo = 'Escolha um dos municípios de prova do processo.';
  tamanho(campos, 'prcSltLclPrvLogradouro', valores.prcSltLclPrvLogradouro, ENDERECO_MAX, 'O endereço');
  tamanho(campos, 'prcSltLclPrvBairro', valores.prcSltLclPrvBairro, BAIRRO_MAX, 'O bairro');
  tamanho(campos, 'prcSltLclPrvReferencia', valores.prcSltLclPrvReferencia, ENDERECO_MAX, 'A referência');
  return { campos, valores };
}

/** `ocupados`: the highest desk already assigned in the room (its capacity may not drop below it). */
export function validarSala(b: SalvarSala, ocupados: { candidatos: number; maiorCarteira: number }) {
  const campos: Campos = {};
  const valores = {
    prcSltPrvSlNumero: limpo(b.prcSltPrvSlNumero) ?? '',
    prcSltPrvSlBloco: limpo(b.prcSltPrvSlBloco),
    prcSltPrvSlQntLugar: b.prcSltPrvSlQntLugar ?? 0,
    prcSltPrvSlEspecial: b.prcSltPrvSlEspecial,
  };
  if (!valores.prcSltPrvSlNumero) campos.prcSltPrvSlNumero = 'Informe o número da sala.';
  tamanho(campos, 'prcSltPrvSlNumero', valores.prcSltPrvSlNumero, NUMERO_MAX, 'O número');
  tamanho(campos, 'prcSltPrvSlBloco', valores.prcSltPrvSlBloco, BLOCO_MAX, 'O bloco');
  const lugares = b.prcSltPrvSlQntLugar;
  const minimo = Math.max(ocupados.candidatos, ocupados.maiorCarteira);
  if (lugares === null) campos.prcSltPrvSlQntLugar = 'Informe a capacidade da sala.';
  else if (lugares <= 0) campos.prcSltPrvSlQntLugar = 'A capacidade precisa ser maior que zero.';
  else if (lugares > LUGARES_MAX) campos.prcSltPrvSlQntLugar = `A capacidade pode ser de no máximo ${LUGARES_MAX} lugares.`;
  else if (lugares < minimo) {
    const quem = ocupados.candidatos === 1 ? '1 candidato ensalado' : `${ocupados.candidatos} candidatos ensalados`;
    campos.prcSltPrvSlQntLugar = `A sala já tem ${quem} (carteiras até a ${minimo}): a capacidade não pode ser menor que ${minimo}.`;
  }
  return { campos, valores };
}

const HORA = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** A real calendar day written 'yyyy-mm-dd'. */
export function diaValido(s: string | null): boolean {
  const m = s ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(s) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

export function validarEtapa(b: SalvarEtapa) {
  const campos: Campos = {};
  const valores = {
    prcSltEtpPrvDescricao: limpo(b.prcSltEtpPrvDescricao) ?? '',
    prcSltEtpPrvData: limpo(b.prcSltEtpPrvData),
    prcSltEtpPrvHrrAbrPortao: limpo(b.prcSltEtpPrvHrrAbrPortao),
    prcSltEtpPrvHrrFchPortao: limpo(b.prcSltEtpPrvHrrFchPortao),
    prcSltEtpPrvHrrTermino: limpo(b.prcSltEtpPrvHrrTermino),
    prcSltEtpPrvMnemonico: limpo(b.prcSltEtpPrvMnemonico),
    prcSltEtpPrvEnsala: b.prcSltEtpPrvEnsala,
  };
  if (!valores.prcSltEtpPrvDescricao) campos.prcSltEtpPrvDescricao = 'Informe a descrição da etapa.';
  tamanho(campos, 'prcSltEtpPrvDescricao', valores.prcSltEtpPrvDescricao, NOME_MAX, 'A descrição');
  if (!diaValido(valores.prcSltEtpPrvData)) campos.prcSltEtpPrvData = 'Informe uma data válida (dd/mm/aaaa).';
  const { prcSltEtpPrvHrrAbrPortao: abre, prcSltEtpPrvHrrFchPortao: fecha, prcSltEtpPrvHrrTermino: termina } = valores;
  const abreOk = !!abre && HORA.test(abre);
  const fechaOk = !!fecha && HORA.test(fecha);
  if (!abreOk) campos.prcSltEtpPrvHrrAbrPortao = 'Informe o horário de abertura dos portões (hh:mm).';
  if (!fechaOk) campos.prcSltEtpPrvHrrFchPortao = 'Informe o horário de fechamento dos portões (hh:mm).';
  else if (abreOk && fecha! <= abre!) campos.prcSltEtpPrvHrrFchPortao = `Os portões fecham depois de abrir: informe um horário posterior a ${abre}.`;
  if (!termina || !HORA.test(termina)) campos.prcSltEtpPrvHrrTermino = 'Informe o horário de término da prova (hh:mm).';
  else if (fechaOk && termina <= fecha!) campos.prcSltEtpPrvHrrTermino = `A prova termina depois do fechamento dos portões: informe um horário posterior a ${fecha}.`;
  tamanho(campos, 'prcSltEtpPrvMnemonico', valores.prcSltEtpPrvMnemonico, MNEMONICO_MAX, 'O mnemônico');
  return { campos, valores };
}

/** The fields of a row that differ from the values about to be written. */
export function mudou<T extends Record<string, unknown>>(antes: T, depois: Partial<T>, campos: readonly (keyof T)[]): boolean {
  return campos.some((k) => k in depois && antes[k] !== depois[k]);
}
