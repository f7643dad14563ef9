import type { FactoryArg } from 'imask';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaComMascara from '../../components/gestao/EntradaComMascara.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { ArvoreDeOpcoes } from '../../domain/wire/gestao-opcoes.ts';
import { salvarOpcao } from './gestao-opcoes.api.ts';
import { corpoDoFormulario, paisPossiveis, textoInscricoes, type FormOpcao as Formulario } from './gestao-opcoes.ts';

interface Props {
  inicial: Formulario;
  dados: ArvoreDeOpcoes;
  prcSltCodigo: number;
  onFechar: () => void;
  onSalvo: () => void;
}

/** Reais with a decimal comma and thousands dots: '1.234,50'. */
const MASCARA_TAXA: FactoryArg = { mask: Number, scale: 2, radix: ',', thousandsSeparator: '.', mapToRadix: [], padFractionalZeros: true, normalizeZeros: true, min: 0, max: 1_000_000 };
const select = (c: string) => c.replace('form-control', 'form-select');
const PAGAMENTOS = [
  ['opcPgtBoleto', 'Boleto'],
  ['opcPgtPix', 'Pix'],
  ['opcPgtCartao', 'Cartão'],
] as const;

/** Creating or changing one option: every field, the API's message beside each, the justification when asked. */
export default function FormOpcao({ inicial, dados, prcSltCodigo, onFechar, onSalvo }: Props) {
  const [f, setF] = useState(inicial);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  const mudar = <K extends keyof Formulario>(k: K, v: Formulario[K]) => setF((x) => ({ ...x, [k]: v }));
  const atual = f.opcCodigo === null ? null : dados.opcoes.find((o) => o.opcCodigo === f.opcCodigo);
  const pais = paisPossiveis(dados.opcoes, f.opcCodigo);
  const nomeTipo = dados.tipos.find((t) => String(t.tpOpcCodigo) === f.tpOpcCodigo)?.tpOpcDescricao;
  const descricaoRef = useRef<HTMLInputElement>(null);

  // Opened from a node far down the tree (or below it, on a tablet): the form comes into view with the focus in it.
  useEffect(() => {
    descricaoRef.current?.scrollIntoView({ block: 'nearest' });
    descricaoRef.current?.focus({ preventScroll: true });
  }, []);

  async function salvar(e: FormEvent) {
    e.preventDefault();
    const r = corpoDoFormulario({ ...f, taxa: f.opcOpcFinal ? f.taxa : '' }, prcSltCodigo);
    if ('erros' in r) return setErros(r.erros);
    const ok = await enviar((j) => salvarOpcao(r.corpo, j), f.opcCodigo === null ? 'Opção criada.' : 'Opção alterada.');
    if (ok) onSalvo();
  }

  return (
    <section className="card shadow-sm mb-4" aria-labelledby="form-opcao-titulo">
      <h3 className="card-header h6 mb-0" id="form-opcao-titulo">{f.opcCodigo === null ? 'Nova opção' : `Editar "${inicial.opcDescricao}"`}</h3>
      <form className="card-body" onSubmit={salvar} noValidate>
        {atual && atual.inscricoesNaArvore > 0 && (
          <p className="alert alert-warning small">
            {textoInscricoes(atual.inscricoesNaArvore)} já {atual.inscricoesNaArvore === 1 ? 'escolheu' : 'escolheram'} esta opção ou uma subordinada: mudar a descrição, a taxa, as formas de pagamento, a opção superior, “opção final” ou a língua pedirá uma justificativa.
          </p>
        )}
        <Campo rotulo="Descrição" erro={erros.opcDescricao} obrigatorio>
          {(p) => <input {...p} ref={descricaoRef} value={f.opcDescricao} maxLength={200} onChange={(e) => mudar('opcDescricao', e.target.value)} />}
        </Campo>
        <Campo rotulo="Tipo" erro={erros.tpOpcCodigo} obrigatorio ajuda={`O candidato lê "Selecione o ${nomeTipo ?? '...'}" acima das opções deste nível.`}>
          {(p) => (
            <select {...p} className={select(p.className)} value={f.tpOpcCodigo} onChange={(e) => mudar('tpOpcCodigo', e.target.value)}>
              <option value="">Selecione...</option>
              {dados.tipos.map((t) => <option key={t.tpOpcCodigo} value={t.tpOpcCodigo}>{t.tpOpcDescricao}</option>)}
            </select>
          )}
        </Campo>
        <Campo rotulo="Opção superior" erro={erros.opcCdgPai}>
          {(p) => (
            <select {...p} className={select(p.className)} value={f.opcCdgPai} onChange={(e) => mudar('opcCdgPai', e.target.value)}>
              <option value="">Nenhuma (primeiro nível)</option>
              {pais.map((o) => <option key={o.opcCodigo} value={o.opcCodigo}>{o.rotulo}</option>)}
            </select>
          )}
        </Campo>
        <div className="form-check mb-3">
          <input id="opc-final" className={`form-check-input${erros.opcOpcFinal ? ' is-invalid' : ''}`} type="checkbox" checked={f.opcOpcFinal} onChange={(e) => mudar('opcOpcFinal', e.target.checked)} aria-describedby="opc-final-ajuda" />
          <label className="form-check-label" htmlFor="opc-final">Opção final (o candidato a escolhe)</label>
          <div className="form-text" id="opc-final-ajuda">Só opções finais têm taxa e não têm subordinadas.</div>
          {erros.opcOpcFinal && <div className="invalid-feedback d-block">{erros.opcOpcFinal}</div>}
        </div>
        {f.opcOpcFinal && (
          <>
            <Campo rotulo="Taxa de inscrição (R$)" erro={erros.opcVlrInscricao} ajuda="Deixe vazia para Isento.">
              {(p) => <EntradaComMascara {...p} inputMode="decimal" placeholder="Isento" mascara={MASCARA_TAXA} value={f.taxa} onChange={(v) => mudar('taxa', v)} />}
            </Campo>
            <fieldset className="mb-3">
              <legend className="form-label fs-6 mb-1">Formas de pagamento aceitas</legend>
              {PAGAMENTOS.map(([k, nome]) => (
                <div className="form-check form-check-inline" key={k}>
                  <input id={`opc-${k}`} className="form-check-input" type="checkbox" checked={f[k]} onChange={(e) => mudar(k, e.target.checked)} />
                  <label className="form-check-label" htmlFor={`opc-${k}`}>{nome}</label>
                </div>
              ))}
              {erros.formasPagamento && <div className="invalid-feedback d-block">{erros.formasPagamento}</div>}
            </fieldset>
          </>
        )}
        {dados.linguas.length > 0 && (
          <Campo rotulo="Língua estrangeira da prova" erro={erros.prcSltLngEstCodigo}>
            {(p) => (
              <select {...p} className={select(p.className)} value={f.prcSltLngEstCodigo} onChange={(e) => mudar('prcSltLngEstCodigo', e.target.value)}>
                <option value="">Nenhuma</option>
                {dados.linguas.map((l) => <option key={l.prcSltLngEstCodigo} value={l.prcSltLngEstCodigo}>{l.prcSltLngEstDescricao}</option>)}
              </select>
            )}
          </Campo>
        )}
        <Campo rotulo="Texto de ajuda" erro={erros.opcAjuda} ajuda="Aparece ao candidato abaixo da lista quando ele escolhe esta opção.">
          {(p) => <textarea {...p} rows={2} maxLength={2000} value={f.opcAjuda} onChange={(e) => mudar('opcAjuda', e.target.value)} />}
        </Campo>
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={enviando}>{enviando ? 'Salvando...' : 'Salvar opção'}</button>
          <button type="button" className="btn btn-outline-secondary" onClick={onFechar}>Cancelar</button>
        </div>
      </form>
      {dialogo}
    </section>
  );
}
