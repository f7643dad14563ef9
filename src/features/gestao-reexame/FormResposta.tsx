import { useStore } from '@nanostores/react';
import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { SituacaoRespostaGestao } from '../../domain/wire/gestao-reexame.ts';
import { enviarPdf, responderRecursos } from './gestao-reexame.api.ts';
import { chaveDaProva, errosDaResposta, RESPOSTAS } from './gestao-reexame.ts';
import { $recursos, $selecionados, carregar } from './gestao-reexame.store.ts';
import NovaNota from './NovaNota.tsx';

/** The answer to the ticked appeals: the result, the text the candidates read, and an optional PDF. */
export default function FormResposta({ prcSltCodigo }: { prcSltCodigo: number }) {
  const selecionados = useStore($selecionados);
  const recursos = useStore($recursos);
  const provas = recursos.status === 'pronto' ? recursos.dados.fila.provas : [];
  const [prova, setProva] = useState<string | null>(null);
  const [nota, setNota] = useState('');
  const [situacao, setSituacao] = useState<SituacaoRespostaGestao | null>(null);
  const [texto, setTexto] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [versaoArquivo, setVersaoArquivo] = useState(0);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();

  // A score changes with one deferred appeal at a time (the API refuses otherwise).
  const podeMudarNota = provas.length > 0 && selecionados.length === 1 && situacao !== null && situacao !== 'indeferido';

  const gravar = async () => {
    const proprios = errosDaResposta(selecionados.length, situacao, texto, pdf);
    const escolhida = podeMudarNota ? provas.find((p) => chaveDaProva(p) === prova) : undefined;
    const mudaNota = escolhida !== undefined;
    const valor = Number(nota.trim().replace(',', '.'));
    if (mudaNota && (!nota.trim() || !Number.isFinite(valor) || valor < 0)) proprios.nota = 'Nova nota: use um número não negativo com até 4 casas decimais.';
    if (Object.keys(proprios).length) return setErros(proprios);
    const n = selecionados.length;
    const r = await enviar(
      async () => {
        // The PDF first: the answers then name it (one file for all of them).
        const anexo = pdf ? await enviarPdf(prcSltCodigo, pdf) : null;
        const corpo = { prcSltCodigo, respostas: selecionados.map((insPrcRcrCodigo) => ({ insPrcRcrCodigo })), situacao: situacao!, resposta: texto.trim(), rcrRspAnxCodigo: anexo?.rcrRspAnxCodigo ?? null };
        return responderRecursos(escolhida ? { ...corpo, nota: { prova: escolhida.prova, ...(escolhida.seriado ? { seriado: escolhida.seriado } : {}), nota: valor } } : corpo);
      },
      mudaNota
        ? 'Resposta gravada e nota alterada; o candidato foi avisado. Calcule a classificação de novo.'
        : n === 1 ? 'Resposta gravada; o candidato foi avisado.' : `${n} respostas gravadas; os candidatos foram avisados.`,
    );
    if (!r) return;
    setTexto('');
    setSituacao(null);
    setPdf(null);
    setProva(null);
    setNota('');
    setVersaoArquivo((v) => v + 1);
    $selecionados.set([]);
    await carregar();
  };

  return (
    <section className="card mb-3" aria-labelledby="resposta-titulo">
      <div className="card-body">
        <h2 className="h6" id="resposta-titulo">Resposta</h2>
        <p className="small mb-2" aria-live="polite">
          {selecionados.length ? `${selecionados.length === 1 ? '1 recurso selecionado' : `${selecionados.length} recursos selecionados`}: todos recebem a mesma resposta.` : 'Selecione na lista os recursos a responder.'}
        </p>
        {erros.respostas && <p className="alert alert-danger small py-2" role="alert">{erros.respostas}</p>}
        <fieldset className="mb-2">
          <legend className="form-label fs-6">Resultado</legend>
          {RESPOSTAS.map((s) => (
            <div className="form-check" key={s.situacao}>
              <input className={`form-check-input${erros.situacao ? ' is-invalid' : ''}`} type="radio" name="resultado-recurso" id={`resultado-${s.situacao}`} checked={situacao === s.situacao} onChange={() => setSituacao(s.situacao)} />
              <label className="form-check-label" htmlFor={`resultado-${s.situacao}`}>{s.nome}</label>
            </div>
          ))}
          {erros.situacao && <div className="invalid-feedback d-block">{erros.situacao}</div>}
        </fieldset>
        <Campo rotulo="Resposta (o candidato lerá)" erro={erros.resposta} obrigatorio>
          {(p) => <textarea {...p} rows={5} maxLength={10000} value={texto} onChange={(e) => setTexto(e.target.value)} />}
        </Campo>
        {podeMudarNota && <NovaNota provas={provas} prova={prova} nota={nota} erro={erros.nota} onProva={setProva} onNota={setNota} />}
        <Campo rotulo="Parecer em PDF (opcional)" erro={erros.anexo ?? erros.rcrRspAnxCodigo} ajuda="Um arquivo PDF de até 2 MB, o mesmo para todos os recursos selecionados.">
          {(p) => <input {...p} key={versaoArquivo} type="file" accept="application/pdf" onChange={(e) => setPdf(e.target.files?.[0] ?? null)} />}
        </Campo>
        <button type="button" className="btn btn-primary" disabled={enviando} onClick={() => void gravar()}>
          {enviando ? 'Gravando...' : selecionados.length === 0 ? 'Responder' : `Responder ${selecionados.length === 1 ? '1 recurso' : `${selecionados.length} recursos`}`}
        </button>
      </div>
      {dialogo}
    </section>
  );
}
