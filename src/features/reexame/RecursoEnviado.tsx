import { useState } from 'react';
import { gerarBoletoRecurso, urlAnexo, urlAnexoResposta, type BoletoRecurso, type RecursoEnviado as Recurso } from './reexame.api.ts';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';

const COR: Record<string, string> = { DEFERIDO: 'text-bg-success', DEFERIDO_PARCIALMENTE: 'text-bg-info', INDEFERIDO: 'text-bg-danger' };

/** An appeal already filed: its text, attachment, fee (with its slip) and the answer, once there is one. */
export default function RecursoEnviado({ r }: { r: Recurso }) {
  const [boleto, setBoleto] = useState<BoletoRecurso | null>(null);
  const [gerando, setGerando] = useState(false);

  async function gerar() {
    setGerando(true);
    try {
      setBoleto(await gerarBoletoRecurso(r.insPrcRcrCodigo));
    } catch {
      // shown by the api-client
    } finally {
      setGerando(false);
    }
  }

  return (
    <div>
      <p className="mb-1">
        <strong>Recurso enviado em {r.insPrcRcrCriadoEm}</strong> (nº {r.insPrcRcrCodigo})
      </p>
      <p className="border rounded p-2 bg-light" style={{ whiteSpace: 'pre-wrap' }}>
        {r.insPrcRcrJustificativa}
      </p>
      {r.anexo && (
        <p>
          Anexo: <a href={urlAnexo(r.insPrcRcrCodigo)}>{r.anexo.nome}</a> ({tamanhoTexto(r.anexo.tamanho)})
        </p>
      )}
      {(r.insPrcRcrVlr ?? 0) > 0 && (
        <div className="mb-2">
          <span className="me-2">Taxa do recurso: {r.valorTexto}</span>
          {!boleto && (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void gerar()} disabled={gerando}>
              {gerando ? 'Carregando...' : 'Gerar boleto do recurso'}
            </button>
          )}
          {boleto && (
            <div className="alert alert-secondary mt-2 mb-0">
              {boleto.insBltLinhaDigitavel && <p className="mb-1 font-monospace">Linha digitável: {boleto.insBltLinhaDigitavel}</p>}
              {boleto.pixCopiaECola && <p className="mb-1 font-monospace text-break">PIX copia e cola: {boleto.pixCopiaECola}</p>}
              {boleto.insBltDtVencimento && <p className="mb-0">Vencimento: {boleto.insBltDtVencimento}</p>}
            </div>
          )}
        </div>
      )}
      {r.resposta ? (
        <div className="border-top pt-2">
          <p className="mb-1">
            Resposta: <span className={`badge ${COR[r.resposta.situacao] ?? 'text-bg-secondary'}`}>{r.resposta.situacaoTexto}</span>{' '}
            <small className="text-muted">em {r.resposta.em}</small>
          </p>
          <p style={{ whiteSpace: 'pre-wrap' }}>{r.resposta.texto}</p>
          {r.resposta.anexo && (
            <p>
              Parecer: <a href={urlAnexoResposta(r.insPrcRcrCodigo)}>{r.resposta.anexo.nome}</a> ({tamanhoTexto(r.resposta.anexo.tamanho)})
            </p>
          )}
        </div>
      ) : (
        <p className="text-muted mb-0">Aguardando resposta.</p>
      )}
    </div>
  );
}
