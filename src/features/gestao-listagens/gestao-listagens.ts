/**
 * The listing-card editor's pure logic: the card being typed, the body the API takes, and the public card it
 * becomes (what the preview draws, with the public pages' own rule for the Fazer Inscrição button).
 */
import { lerDataHora, parseBrDateTime, quando } from '../../domain/dates.ts';
import { destinoInscricao, EXTERNAL_LATO_TYPE, INSERCAO_EXTERNA, INSERCAO_INTERNA, nomeTipoLato } from '../../domain/listagem-publica.ts';
import type { CartaoLato, CartaoStricto } from '../../domain/wire/gestao-listagens.ts';
import { buildPath } from '../../lib/routes.ts';

export interface RascunhoCartao {
  codigo: number | null;
  titulo: string;
  descricao: string;
  campus: string;
  inicio: string;
  fim: string;
  edital: string;
  /** Stricto: 'RgsInterno' | 'RgsExterno'; lato: the PrjEspTpCrn code as text. */
  tipoInscricao: string;
  url: string;
  /** Lato: ESPECIALIZACAO | RESIDENCIA. */
  modalidade: string;
  prcSltCodigo: string;
}

export const novoStricto = (): RascunhoCartao => ({ codigo: null, titulo: '', descricao: '', campus: '', inicio: '', fim: '', edital: '', tipoInscricao: INSERCAO_INTERNA, url: '', modalidade: '', prcSltCodigo: '' });
export const novoLato = (): RascunhoCartao => ({ ...novoStricto(), tipoInscricao: '1', modalidade: 'ESPECIALIZACAO' });

export const deStricto = (c: CartaoStricto): RascunhoCartao => ({
  codigo: c.pssEtpCodigo,
  titulo: c.pssEtpMncTitulo,
  descricao: c.pssEtpDescricao ?? '',
  campus: c.pssEtpCampus ?? '',
  inicio: quando(c.pssEtpDtInicio, ''),
  fim: quando(c.pssEtpDtFim, ''),
  edital: c.pssEtpUrlEdital ?? '',
  tipoInscricao: c.tblGrlItemTpInsercao ?? '',
  url: c.pssEtpUrl ?? '',
  modalidade: '',
  prcSltCodigo: c.prcSltCodigo ? String(c.prcSltCodigo) : '',
});

export const deLato = (c: CartaoLato): RascunhoCartao => ({
  ...novoStricto(),
  codigo: c.prjEspCrnCodigo,
  titulo: c.prjEspMncTitulo,
  inicio: quando(c.prjEspCrnDtInicio, ''),
  fim: quando(c.prjEspCrnDtTermino, ''),
  tipoInscricao: String(c.prjEspTpCrnCodigo),
  url: c.prjEspCrnUrl ?? '',
  modalidade: c.prjEspTipo,
  prcSltCodigo: c.prcSltCodigo ? String(c.prcSltCodigo) : '',
});

const ouNulo = (s: string) => (s.trim() ? s.trim() : null);

/** The save body of a card, or the date messages found before sending (the API checks the rest). */
export function corpoDoCartao(tipo: 'stricto' | 'lato', r: RascunhoCartao): { corpo: Record<string, unknown> } | { erros: Record<string, string> } {
  const [campoIni, campoFim] = tipo === 'stricto' ? ['pssEtpDtInicio', 'pssEtpDtFim'] : ['prjEspCrnDtInicio', 'prjEspCrnDtTermino'];
  const ini = lerDataHora(r.inicio, 'Início das inscrições');
  const fim = lerDataHora(r.fim, 'Fim das inscrições');
  if ('erro' in ini || 'erro' in fim) return { erros: { ...('erro' in ini ? { [campoIni]: ini.erro } : {}), ...('erro' in fim ? { [campoFim]: fim.erro } : {}) } };
  const prcSltCodigo = r.prcSltCodigo ? Number(r.prcSltCodigo) : null;
  if (tipo === 'stricto') {
    return {
      corpo: {
        pssEtpCodigo: r.codigo,
        pssEtpMncTitulo: r.titulo,
        pssEtpDescricao: ouNulo(r.descricao),
        pssEtpCampus: ouNulo(r.campus),
        pssEtpDtInicio: ini.iso,
        pssEtpDtFim: fim.iso,
        pssEtpUrlEdital: ouNulo(r.edital),
        tblGrlItemTpInsercao: ouNulo(r.tipoInscricao),
        pssEtpUrl: ouNulo(r.url),
        prcSltCodigo,
      },
    };
  }
  return {
    corpo: { prjEspCrnCodigo: r.codigo, prjEspMncTitulo: r.titulo, prjEspCrnDtInicio: ini.iso, prjEspCrnDtTermino: fim.iso, prjEspCrnUrl: ouNulo(r.url), prjEspTpCrnCodigo: Number(r.tipoInscricao), prjEspTipo: r.modalidade, prcSltCodigo },
  };
}

export interface CartaoPublico {
  titulo: string;
  subtitulo: string | null;
  descricao: string | null;
  inicio: string;
  fim: string;
  inscricao: { href: string; externo: boolean } | null;
  edital: string | null;
}

/** The São Paulo day of a typed date-time, as the public card prints it ('dd/mm/aaaa'), or '...' while incomplete. */
const dia = (texto: string) => {
  const d = parseBrDateTime(texto);
  return d ? quando(d, '').slice(0, 10) : '...';
};

/** The public card a draft becomes: the same texts and buttons the stricto and especializações pages render. */
export function cartaoPublico(tipo: 'stricto' | 'lato', r: RascunhoCartao): CartaoPublico {
  const externo = tipo === 'stricto' ? r.tipoInscricao === INSERCAO_EXTERNA : Number(r.tipoInscricao) === EXTERNAL_LATO_TYPE;
  const d = destinoInscricao(externo, ouNulo(r.url), r.prcSltCodigo ? Number(r.prcSltCodigo) : null);
  return {
    titulo: r.titulo.trim() || 'Título do cartão',
    subtitulo: tipo === 'stricto' ? ouNulo(r.campus) : nomeTipoLato(r.modalidade),
    descricao: tipo === 'stricto' ? ouNulo(r.descricao) : null,
    inicio: dia(r.inicio),
    fim: dia(r.fim),
    inscricao: d && (d.externo ? { href: d.href, externo: true } : { href: buildPath('entrarProcesso', { prcSltCodigo: d.prcSltCodigo }), externo: false }),
    edital: tipo === 'stricto' ? ouNulo(r.edital) : null,
  };
}
