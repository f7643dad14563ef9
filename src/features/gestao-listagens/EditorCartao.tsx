import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaDataHora from '../../components/gestao/EntradaDataHora.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { CAMPUS_MAX, DESCRICAO_CARTAO_MAX, TITULO_CARTAO_MAX, URL_MAX, type ListagensGestao } from '../../domain/wire/gestao-listagens.ts';
import { salvarLato, salvarStricto } from './gestao-listagens.api.ts';
import { cartaoPublico, corpoDoCartao, type RascunhoCartao } from './gestao-listagens.ts';
import PreviaCartao from './PreviaCartao.tsx';

interface Props {
  tipo: 'stricto' | 'lato';
  inicial: RascunhoCartao;
  dados: ListagensGestao;
  onFim: (salvou: boolean) => void;
}

/** A card being created or changed, beside the public card it becomes. Field names are the API's, so its messages land beside them. */
export default function EditorCartao({ tipo, inicial, dados, onFim }: Props) {
  const [r, setR] = useState(inicial);
  const { enviar, erros, setErros, enviando } = useEscrita();
  const muda = (p: Partial<RascunhoCartao>) => setR({ ...r, ...p });
  const s = tipo === 'stricto';
  const nome = (stricto: string, lato: string) => (s ? stricto : lato);

  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    const c = corpoDoCartao(tipo, r);
    if ('erros' in c) return setErros(c.erros);
    const ok = await enviar(() => (s ? salvarStricto(c.corpo) : salvarLato(c.corpo)) as Promise<unknown>, 'Cartão salvo. O site público será atualizado em instantes.');
    if (ok) onFim(true);
  }

  const texto = (campo: string, rotulo: string, valor: string, chave: keyof RascunhoCartao, max: number, extra: { obrigatorio?: boolean; ajuda?: string; tipo?: string } = {}) => (
    <Campo rotulo={rotulo} erro={erros[campo]} obrigatorio={extra.obrigatorio} ajuda={extra.ajuda}>
      {(p) => <input {...p} type={extra.tipo ?? 'text'} value={valor} maxLength={max + 50} onChange={(ev) => muda({ [chave]: ev.target.value })} />}
    </Campo>
  );
  const select = (campo: string, rotulo: string, valor: string, chave: keyof RascunhoCartao, opcoes: [string, string][]) => (
    <Campo rotulo={rotulo} erro={erros[campo]}>
      {(p) => (
        <select {...p} className={p.className.replace('form-control', 'form-select')} value={valor} onChange={(ev) => muda({ [chave]: ev.target.value })}>
          {opcoes.map(([v, t]) => <option key={v} value={v}>{t}</option>)}
        </select>
      )}
    </Campo>
  );

  return (
    <form className="card" onSubmit={(e) => void salvar(e)} noValidate aria-labelledby="editor-cartao-titulo" data-testid="editor-cartao">
      <div className="card-header"><h3 className="h6 mb-0" id="editor-cartao-titulo">{r.codigo ? 'Alterar cartão' : 'Novo cartão'}</h3></div>
      <div className="card-body row g-3">
        <div className="col-xl-7">
          {texto(nome('pssEtpMncTitulo', 'prjEspMncTitulo'), 'Título', r.titulo, 'titulo', TITULO_CARTAO_MAX, { obrigatorio: true, ajuda: s ? 'A aba do cartão sai do título: Mestrado, Doutorado, Aluno Especial, Pós-Doutorado.' : undefined })}
          {s && texto('pssEtpCampus', 'Campus', r.campus, 'campus', CAMPUS_MAX)}
          {!s && select('prjEspTipo', 'Modalidade', r.modalidade, 'modalidade', [['ESPECIALIZACAO', 'Especialização'], ['RESIDENCIA', 'Residência']])}
          {s && (
            <Campo rotulo="Descrição" erro={erros.pssEtpDescricao}>
              {(p) => <textarea {...p} rows={3} value={r.descricao} maxLength={DESCRICAO_CARTAO_MAX + 50} onChange={(ev) => muda({ descricao: ev.target.value })} />}
            </Campo>
          )}
          <div className="row g-2">
            <Campo className="col-sm-6 mb-3" rotulo="Início das inscrições (Horário de Brasília)" obrigatorio erro={erros[nome('pssEtpDtInicio', 'prjEspCrnDtInicio')]}>
              {(p) => <EntradaDataHora {...p} value={r.inicio} onChange={(v) => muda({ inicio: v })} />}
            </Campo>
            <Campo className="col-sm-6 mb-3" rotulo="Fim das inscrições (Horário de Brasília)" obrigatorio erro={erros[nome('pssEtpDtFim', 'prjEspCrnDtTermino')]}>
              {(p) => <EntradaDataHora {...p} value={r.fim} onChange={(v) => muda({ fim: v })} />}
            </Campo>
          </div>
          {s && texto('pssEtpUrlEdital', 'Endereço do edital', r.edital, 'edital', URL_MAX, { tipo: 'url', ajuda: 'Mostra o botão Mais Informações.' })}
          {select(
            nome('tblGrlItemTpInsercao', 'prjEspTpCrnCodigo'),
            'Onde o candidato se inscreve',
            r.tipoInscricao,
            'tipoInscricao',
            s ? dados.tiposInsercao.map((t) => [t.codigo, t.descricao]) : dados.tiposLato.map((t) => [String(t.codigo), t.descricao]),
          )}
          {texto(nome('pssEtpUrl', 'prjEspCrnUrl'), 'Endereço da inscrição externa', r.url, 'url', URL_MAX, { tipo: 'url', ajuda: 'Só quando a inscrição é feita em outro sistema.' })}
          {select('prcSltCodigo', 'Processo seletivo', r.prcSltCodigo, 'prcSltCodigo', [
            ...(dados.podeSemProcesso || !r.prcSltCodigo ? [['', 'Nenhum (inscrição fora deste sistema)'] as [string, string]] : []),
            ...dados.processos.map((p) => [String(p.prcSltCodigo), `${p.prcSltDescricao} (${p.prcSltCodigo})`] as [string, string]),
          ])}
        </div>
        <div className="col-xl-5">
          <PreviaCartao c={cartaoPublico(tipo, r)} />
        </div>
      </div>
      <div className="card-footer d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={enviando}>{enviando ? 'Salvando...' : 'Salvar cartão'}</button>
        <button type="button" className="btn btn-outline-dark" onClick={() => onFim(false)}>Cancelar</button>
      </div>
    </form>
  );
}
