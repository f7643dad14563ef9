import { useState } from 'react';
import { ApiCallError } from '../../lib/api-client.ts';
import { showAlert } from '../../lib/ui.store.ts';
import { importarLista } from './gestao-verificacoes.api.ts';
import { carregarFila } from './gestao-verificacoes.store.ts';

/** The commission's list as CSV (insPrcCodigo;declaracao;situacao;motivo): all or nothing, every bad line listed. */
export default function ImportarLista({ prcSltCodigo }: { prcSltCodigo: number }) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [recusa, setRecusa] = useState<{ mensagem: string; linhas: { linha: number; motivo: string }[] } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const enviar = async () => {
    if (!arquivo) return setRecusa({ mensagem: 'Escolha o arquivo CSV da comissão.', linhas: [] });
    setEnviando(true);
    try {
      const r = await importarLista(prcSltCodigo, arquivo);
      setRecusa(null);
      showAlert('success', `${r.gravadas === 1 ? '1 decisão gravada' : `${r.gravadas} decisões gravadas`}, ${r.inalteradas} já estavam assim; os candidatos foram avisados.`);
      await carregarFila();
    } catch (err) {
      if (!(err instanceof ApiCallError)) throw err;
      const data = err.envelope?.data as { linhasRecusadas?: { linha: number; motivo: string }[] } | undefined;
      setRecusa({ mensagem: err.message, linhas: data?.linhasRecusadas ?? [] });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <section className="card" aria-labelledby="importar-titulo">
      <div className="card-body">
        <h2 className="h6" id="importar-titulo">Lista da comissão (CSV)</h2>
        <p className="small text-body-secondary">Colunas: insPrcCodigo;declaracao;situacao;motivo — situacao CONFIRMADO ou NAO_CONFIRMADO (com motivo). Nada é gravado se uma linha tiver problema.</p>
        <label htmlFor="arquivo-comissao" className="form-label">Arquivo</label>
        <input id="arquivo-comissao" type="file" accept=".csv,text/csv" className="form-control mb-2" onChange={(e) => setArquivo(e.target.files?.[0] ?? null)} />
        <button type="button" className="btn btn-outline-primary" disabled={enviando} onClick={() => void enviar()}>{enviando ? 'Enviando...' : 'Enviar lista'}</button>
        {recusa && (
          <div className="alert alert-danger small mt-2" role="alert">
            {recusa.mensagem}
            {recusa.linhas.length > 0 && (
              <ul className="mb-0">
                {recusa.linhas.map((l) => (
                  <li key={`${l.linha}-${l.motivo}`}>Linha {l.linha}: {l.motivo}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
