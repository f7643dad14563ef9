import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { importarLista } from './gestao-verificacoes.api.ts';
import { carregarFila } from './gestao-verificacoes.store.ts';

/** The commission's list as CSV (insPrcCodigo;declaracao;situacao;motivo): all or nothing, every bad line listed. */
export default function ImportarLista({ prcSltCodigo }: { prcSltCodigo: number }) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const escrita = useEscrita({ erroNoFormulario: true });
  const { recusa, enviando } = escrita;
  const enviar = async () => {
    if (!arquivo) return escrita.setRecusa({ mensagem: 'Escolha o arquivo CSV da comissão.', linhas: [] });
    const r = await escrita.enviar(
      () => importarLista(prcSltCodigo, arquivo),
      (r) => `${r.gravadas === 1 ? '1 decisão gravada' : `${r.gravadas} decisões gravadas`}, ${r.inalteradas} já estavam assim; os candidatos foram avisados.`,
    );
    if (r) await carregarFila();
  };
  // A refusal without lines (a bad header, a field, no permission) is shown where the lines would be.
  const semLinhas = escrita.erroGeral ?? (Object.values(escrita.erros).join(' ') || null);
  const falha = recusa ?? (semLinhas ? { mensagem: semLinhas, linhas: [] } : null);
  return (
    <section className="card" aria-labelledby="importar-titulo">
      <div className="card-body">
        <h2 className="h6" id="importar-titulo">Lista da comissão (CSV)</h2>
        <p className="small text-body-secondary">Colunas: insPrcCodigo;declaracao;situacao;motivo — situacao CONFIRMADO ou NAO_CONFIRMADO (com motivo). Nada é gravado se uma linha tiver problema.</p>
        <label htmlFor="arquivo-comissao" className="form-label">Arquivo</label>
        <input id="arquivo-comissao" type="file" accept=".csv,text/csv" className="form-control mb-2" onChange={(e) => setArquivo(e.target.files?.[0] ?? null)} />
        <button type="button" className="btn btn-outline-primary" disabled={enviando} onClick={() => void enviar()}>{enviando ? 'Enviando...' : 'Enviar lista'}</button>
        {falha && (
          <div className="alert alert-danger small mt-2" role="alert">
            {falha.mensagem}
            {falha.linhas.length > 0 && (
              <ul className="mb-0">
                {falha.linhas.map((l) => (
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
