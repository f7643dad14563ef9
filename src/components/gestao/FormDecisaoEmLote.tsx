import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Fila } from '../../lib/fila.store.ts';
import Campo from './Campo.tsx';
import { useEscrita } from './useEscrita.tsx';

/** What a queue screen says and does around its one decision on many ticked rows. */
export interface DecisaoEmLote<S extends string> {
  /** The two outcomes, as the radio buttons name them; `comMotivo` is the one the candidate must read a reason for. */
  opcoes: readonly [{ valor: S; rotulo: string }, { valor: S; rotulo: string }];
  comMotivo: S;
  /** 'pedido'/'pedidos', 'candidato'/'candidatos': how the ticked rows are counted. */
  item: [singular: string, plural: string];
  /** The field whose message says nothing was ticked (the feature's own validation names it). */
  campoSelecao: string;
  ajudaMotivo: string;
  motivoMax: number;
  validar(selecionados: number, situacao: S | null, motivo: string): Record<string, string>;
  rotuloDoBotao(situacao: S | null, n: number): string;
  /** Sends the decision on the ticked rows; truthy once it went through. */
  decidir(situacao: S, motivo: string | null): Promise<unknown>;
}

/** What the form needs of the queue it decides on (src/lib/fila.store.ts): its ticks, and reading it again. */
export type FilaDecidida = Pick<Fila<{ start: number }, unknown>, '$selecionados' | 'recarregar'>;

/**
 * The decision form of the staff queues (exemptions, declarations' verification): one outcome for the ticked rows,
 * the reason the candidates read when refusing, one audited write, the candidates told. One form, so every queue
 * asks and answers alike. It reads the ticks from the queue's store and, once decided, clears them and reloads it.
 */
export default function FormDecisaoEmLote<S extends string>({ fila, d }: { fila: FilaDecidida; d: DecisaoEmLote<S> }) {
  const selecionados = useStore(fila.$selecionados).length;
  const [situacao, setSituacao] = useState<S | null>(null);
  const [motivo, setMotivo] = useState('');
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  const [um, varios] = d.item;

  const gravar = async () => {
    const proprios = d.validar(selecionados, situacao, motivo);
    if (Object.keys(proprios).length) return setErros(proprios);
    const n = selecionados;
    const r = await enviar(() => d.decidir(situacao!, motivo.trim() || null), n === 1 ? 'Decisão gravada; o candidato foi avisado.' : `${n} decisões gravadas; os candidatos foram avisados.`);
    if (!r) return;
    setMotivo('');
    setSituacao(null);
    // Decided: the ticks go, and the queue is read again (the decided rows leave the pending filter).
    fila.$selecionados.set([]);
    await fila.recarregar();
  };

  return (
    <section className="card mb-3" aria-labelledby="decisao-titulo">
      <div className="card-body">
        <h2 className="h6" id="decisao-titulo">Decisão</h2>
        <p className="small mb-2" aria-live="polite">
          {selecionados ? `${selecionados === 1 ? `1 ${um} selecionado` : `${selecionados} ${varios} selecionados`}.` : `Selecione na lista os ${varios} a decidir.`}
        </p>
        {erros[d.campoSelecao] && <p className="alert alert-danger small py-2" role="alert">{erros[d.campoSelecao]}</p>}
        <fieldset className="mb-2">
          <legend className="form-label fs-6">Resultado</legend>
          {d.opcoes.map((o) => (
            <div className="form-check form-check-inline" key={o.valor}>
              <input className={`form-check-input${erros.situacao ? ' is-invalid' : ''}`} type="radio" name="decisao-em-lote" id={`decisao-${o.valor}`} checked={situacao === o.valor} onChange={() => setSituacao(o.valor)} />
              <label className="form-check-label" htmlFor={`decisao-${o.valor}`}>{o.rotulo}</label>
            </div>
          ))}
          {erros.situacao && <div className="invalid-feedback d-block">{erros.situacao}</div>}
        </fieldset>
        <Campo rotulo="Motivo (o candidato lerá)" erro={erros.motivo} obrigatorio={situacao === d.comMotivo} ajuda={d.ajudaMotivo}>
          {(p) => <textarea {...p} rows={3} maxLength={d.motivoMax} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Campo>
        <button type="button" className="btn btn-primary" disabled={enviando} onClick={() => void gravar()}>
          {enviando ? 'Gravando...' : d.rotuloDoBotao(situacao, selecionados)}
        </button>
      </div>
      {dialogo}
    </section>
  );
}
