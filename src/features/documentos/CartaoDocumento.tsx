import { useId, useState, type FormEvent } from 'react';
import type { DocumentoPedido } from '../../domain/wire/documentos.ts';
import { quando } from '../../domain/dates.ts';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
import { aceitos, avisoSemEnvio, recusaAntesDeEnviar, rotuloEnvio, TOM_SITUACAO, ultima } from './documentos.ts';
import { enviarDocumento, urlArquivo } from './documentos.api.ts';

interface Props {
  insPrcCodigo: number;
  documento: DocumentoPedido;
  onEnviado: (d: DocumentoPedido) => void;
}

/** One document asked: what to send, its latest state (with the reason of a refusal), older versions, and the upload. */
export default function CartaoDocumento({ insPrcCodigo, documento: d, onEnviado }: Props) {
  const id = useId();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const u = ultima(d);
  const semEnvio = avisoSemEnvio(d);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setAviso(null);
    const recusa = recusaAntesDeEnviar(d, arquivo);
    if (recusa) return setErro(recusa);
    setErro(null);
    setProgresso(0);
    const r = await enviarDocumento(insPrcCodigo, d.prcSltTpDocCodigo, arquivo!, setProgresso);
    setProgresso(null);
    if (!r.ok) return setErro(r.mensagem);
    setArquivo(null);
    (e.target as HTMLFormElement).reset();
    setAviso('Documento enviado.');
    onEnviado(r.documento);
  };

  return (
    <section className="card mb-3" aria-labelledby={`${id}-nome`}>
      <div className="card-body">
        <h2 className="h6 card-title" id={`${id}-nome`}>
          {d.nome} {d.obrigatorio ? <span className="badge text-bg-light">obrigatório</span> : <span className="badge text-bg-light">opcional</span>}
        </h2>
        {d.instrucoes && <p className="small mb-1">{d.instrucoes}</p>}
        <p className="small text-body-secondary mb-2">
          Formatos: {d.formatosTexto} · até {d.maxTexto} · envio {d.periodo}
        </p>
        {u ? (
          <div className="mb-2" data-testid="situacao-documento">
            <span className={`badge text-bg-${TOM_SITUACAO[u.situacao]}`}>{u.situacaoTexto}</span>{' '}
            <span className="small">
              {u.nome} ({tamanhoTexto(u.tamanho)}), enviado em {quando(u.enviadoEm)}
            </span>
            {u.motivo && <p className="alert alert-danger py-1 px-2 small mt-1 mb-0">Motivo da recusa: {u.motivo}</p>}
          </div>
        ) : (
          <p className="small mb-2">Nenhum arquivo enviado.</p>
        )}
        {d.versoes.length > 1 && (
          <details className="small mb-2">
            <summary>Envios anteriores</summary>
            <ul className="mb-0">
              {d.versoes.slice(1).map((v) => (
                <li key={v.insPrcDocCodigo}>
                  {v.versao}º envio: <a href={urlArquivo(v.insPrcDocCodigo)}>{v.nome}</a> — {v.situacaoTexto}
                  {v.motivo ? ` (${v.motivo})` : ''}
                </li>
              ))}
            </ul>
          </details>
        )}
        {semEnvio && <p className="small text-body-secondary mb-0">{semEnvio}</p>}
        {d.podeEnviar && (
          <form onSubmit={(e) => void enviar(e)} noValidate>
            <label className="form-label small" htmlFor={`${id}-arquivo`}>
              Arquivo para {d.nome}
            </label>
            <input id={`${id}-arquivo`} className="form-control mb-2" type="file" accept={aceitos(d)} onChange={(e) => setArquivo(e.target.files?.[0] ?? null)} disabled={progresso !== null} />
            {progresso !== null && (
              <div className="progress mb-2" role="progressbar" aria-label={`Enviando ${d.nome}`} aria-valuenow={progresso} aria-valuemin={0} aria-valuemax={100}>
                <div className="progress-bar" style={{ width: `${progresso}%` }}>
                  {progresso}%
                </div>
              </div>
            )}
            <button type="submit" className="btn btn-primary w-100" disabled={progresso !== null}>
              {rotuloEnvio(d)}
            </button>
          </form>
        )}
        {erro && (
          <p className="alert alert-danger small mt-2 mb-0" role="alert">
            {erro}
          </p>
        )}
        {aviso && (
          <p className="alert alert-success small mt-2 mb-0" role="status">
            {aviso}
          </p>
        )}
      </div>
    </section>
  );
}
