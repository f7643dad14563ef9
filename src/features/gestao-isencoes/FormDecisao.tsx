import { useStore } from '@nanostores/react';
import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { MOTIVO_ISENCAO_MAX } from '../../domain/wire/gestao-isencoes.ts';
import { decidirIsencoes } from './gestao-isencoes.api.ts';
import { errosDaDecisao, rotuloDoBotao } from './gestao-isencoes.ts';
import { $selecionados, carregar } from './gestao-isencoes.store.ts';

/** The decision on the ticked requests: grant or refuse, with the reason the candidates will read. */
export default function FormDecisao({ prcSltCodigo }: { prcSltCodigo: number }) {
  const selecionados = useStore($selecionados);
  const [situacao, setSituacao] = useState<'DEFERIDA' | 'INDEFERIDA' | null>(null);
  const [motivo, setMotivo] = useState('');
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();

  const gravar = async () => {
    const proprios = errosDaDecisao(selecionados.length, situacao, motivo);
    if (Object.keys(proprios).length) return setErros(proprios);
    const decisoes = selecionados.map((insPrcCodigo) => ({ insPrcCodigo, situacao: situacao! }));
    const n = decisoes.length;
    const r = await enviar(() => decidirIsencoes({ prcSltCodigo, decisoes, motivo: motivo.trim() || null }), n === 1 ? 'Decisão gravada; o candidato foi avisado.' : `${n} decisões gravadas; os candidatos foram avisados.`);
    if (!r) return;
    setMotivo('');
    setSituacao(null);
    $selecionados.set([]);
    await carregar();
  };

  return (
    <section className="card mb-3" aria-labelledby="decisao-titulo">
      <div className="card-body">
        <h2 className="h6" id="decisao-titulo">Decisão</h2>
        <p className="small mb-2" aria-live="polite">
          {selecionados.length ? `${selecionados.length === 1 ? '1 pedido selecionado' : `${selecionados.length} pedidos selecionados`}.` : 'Selecione na lista os pedidos a decidir.'}
        </p>
        {erros.decisoes && <p className="alert alert-danger small py-2" role="alert">{erros.decisoes}</p>}
        <fieldset className="mb-2">
          <legend className="form-label fs-6">Resultado</legend>
          {(['DEFERIDA', 'INDEFERIDA'] as const).map((s) => (
            <div className="form-check form-check-inline" key={s}>
              <input className={`form-check-input${erros.situacao ? ' is-invalid' : ''}`} type="radio" name="decisao-isencao" id={`decisao-${s}`} checked={situacao === s} onChange={() => setSituacao(s)} />
              <label className="form-check-label" htmlFor={`decisao-${s}`}>{s === 'DEFERIDA' ? 'Deferir' : 'Indeferir'}</label>
            </div>
          ))}
          {erros.situacao && <div className="invalid-feedback d-block">{erros.situacao}</div>}
        </fieldset>
        <Campo rotulo="Motivo (o candidato lerá)" erro={erros.motivo} obrigatorio={situacao === 'INDEFERIDA'} ajuda="Obrigatório para indeferir. Vai na mensagem ao candidato e na tela de pagamento.">
          {(p) => <textarea {...p} rows={3} maxLength={MOTIVO_ISENCAO_MAX} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Campo>
        <button type="button" className="btn btn-primary" disabled={enviando} onClick={() => void gravar()}>
          {enviando ? 'Gravando...' : rotuloDoBotao(situacao, selecionados.length)}
        </button>
      </div>
      {dialogo}
    </section>
  );
}
