import { useStore } from '@nanostores/react';
import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { decidir } from './gestao-verificacoes.api.ts';
import { errosDaDecisao, rotuloDoBotao } from './gestao-verificacoes.ts';
import { $selecionados, carregarFila } from './gestao-verificacoes.store.ts';

/** The decision on the ticked candidates: confirm, or not with the reason they will read. */
export default function FormDecisao({ prcSltCodigo, declaracao }: { prcSltCodigo: number; declaracao: string }) {
  const selecionados = useStore($selecionados);
  const [situacao, setSituacao] = useState<'confirmado' | 'nao_confirmado' | null>(null);
  const [motivo, setMotivo] = useState('');
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();

  const gravar = async () => {
    const proprios = errosDaDecisao(selecionados.length, situacao, motivo);
    if (Object.keys(proprios).length) return setErros(proprios);
    const n = selecionados.length;
    const r = await enviar(
      () => decidir(prcSltCodigo, { declaracao, situacao: situacao!, inscricoes: selecionados, ...(motivo.trim() ? { motivo: motivo.trim() } : {}) }),
      n === 1 ? 'Decisão gravada; o candidato foi avisado.' : `${n} decisões gravadas; os candidatos foram avisados.`,
    );
    if (!r) return;
    setMotivo('');
    setSituacao(null);
    $selecionados.set([]);
    await carregarFila();
  };

  return (
    <section className="card mb-3" aria-labelledby="decisao-titulo">
      <div className="card-body">
        <h2 className="h6" id="decisao-titulo">Decisão</h2>
        <p className="small mb-2" aria-live="polite">
          {selecionados.length ? `${selecionados.length === 1 ? '1 candidato selecionado' : `${selecionados.length} candidatos selecionados`}.` : 'Selecione na lista os candidatos a decidir.'}
        </p>
        {erros.inscricoes && <p className="alert alert-danger small py-2" role="alert">{erros.inscricoes}</p>}
        <fieldset className="mb-2">
          <legend className="form-label fs-6">Resultado</legend>
          {(['confirmado', 'nao_confirmado'] as const).map((s) => (
            <div className="form-check form-check-inline" key={s}>
              <input className={`form-check-input${erros.situacao ? ' is-invalid' : ''}`} type="radio" name="decisao-verificacao" id={`decisao-${s}`} checked={situacao === s} onChange={() => setSituacao(s)} />
              <label className="form-check-label" htmlFor={`decisao-${s}`}>{s === 'confirmado' ? 'Confirmar' : 'Não confirmar'}</label>
            </div>
          ))}
          {erros.situacao && <div className="invalid-feedback d-block">{erros.situacao}</div>}
        </fieldset>
        <Campo rotulo="Motivo (o candidato lerá)" erro={erros.motivo} obrigatorio={situacao === 'nao_confirmado'} ajuda="Obrigatório para não confirmar. Vai na mensagem ao candidato, que pode recorrer no prazo do edital.">
          {(p) => <textarea {...p} rows={3} maxLength={2000} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Campo>
        <button type="button" className="btn btn-primary" disabled={enviando} onClick={() => void gravar()}>
          {enviando ? 'Gravando...' : rotuloDoBotao(situacao, selecionados.length)}
        </button>
      </div>
      {dialogo}
    </section>
  );
}
