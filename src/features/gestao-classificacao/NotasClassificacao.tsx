import { useId, useState } from 'react';
import type { ConfiguracaoClassificacao, LinhaRecusada, NotasImportadas } from '../../domain/wire/gestao-classificacao.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { showAlert, showError } from '../../lib/ui.store.ts';
import { enviarNotas } from './gestao-classificacao.api.ts';
import { plural } from '../../domain/text.ts';
import { recarregar } from './gestao-classificacao.store.ts';

interface Props {
  prcSltCodigo: number;
  conf: ConfiguracaoClassificacao;
}

type Resultado = { tipo: 'ok'; r: NotasImportadas } | { tipo: 'recusado'; mensagem: string; linhas: LinhaRecusada[] } | { tipo: 'campo'; mensagem: string };

/**
 * The scores file, all or nothing: when any line is bad the API writes nothing and answers every refused line,
 * shown here line by line so staff fix the file and send it again.
 */
export default function NotasClassificacao({ prcSltCodigo, conf }: Props) {
  const id = useId();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<Resultado | null>(null);

  async function enviar() {
    if (!arquivo) return setResultado({ tipo: 'campo', mensagem: 'Escolha o arquivo CSV de notas.' });
    setEnviando(true);
    setResultado(null);
    try {
      const r = await enviarNotas(prcSltCodigo, arquivo, conf.seriado);
      setResultado({ tipo: 'ok', r });
      showAlert('success', 'Notas gravadas.');
      recarregar();
    } catch (err) {
      if (!(err instanceof ApiCallError)) throw err;
      const data = err.envelope?.data as { linhasRecusadas?: LinhaRecusada[]; campos?: Record<string, string> } | undefined;
      if (data?.linhasRecusadas) setResultado({ tipo: 'recusado', mensagem: err.envelope?.message ?? err.message, linhas: data.linhasRecusadas });
      else if (data?.campos) setResultado({ tipo: 'campo', mensagem: Object.values(data.campos).join(' ') });
      else if (err.status !== 401) void showError(err.message);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <section aria-labelledby="cls-notas" className="card card-body shadow-sm mb-4">
      <h2 id="cls-notas" className="h4">Notas</h2>
      {conf.seriado ? (
        <p className="small text-body-secondary">
          Processo seriado: envie o arquivo de notas do seriado (o mesmo do comando <span className="font-monospace">seriado:import</span>), com o código deste processo em cada linha.
        </p>
      ) : (
        <p className="small text-body-secondary">
          Arquivo CSV com uma linha por inscrição e prova, cabeçalho <span className="font-monospace">insPrcCodigo;prova;nota;categorias</span> (separador ; ou ,). A nota aceita vírgula ou ponto; categorias são os códigos das cotas do candidato, separados por espaço (vazia: só ampla concorrência). Se alguma linha tiver problema, nada é gravado.
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <div>
          <label htmlFor={id} className="form-label">{conf.seriado ? 'Arquivo de notas do seriado' : 'Arquivo de notas'}</label>
          <input id={id} type="file" accept=".csv,text/csv,text/plain" className={`form-control${resultado?.tipo === 'campo' ? ' is-invalid' : ''}`}
            onChange={(e) => { setArquivo(e.target.files?.[0] ?? null); setResultado(null); }} />
        </div>
        <button type="button" className="btn btn-primary" disabled={enviando} aria-busy={enviando || undefined} onClick={() => void enviar()}>
          {enviando ? 'Enviando...' : 'Enviar notas'}
        </button>
      </div>
      <div aria-live="polite">
        {resultado?.tipo === 'campo' && <p className="text-danger small mt-2" role="alert">{resultado.mensagem}</p>}
        {resultado?.tipo === 'ok' && (
          <p className="alert alert-success mt-3" data-testid="notas-resultado">
            Arquivo aceito: {plural(resultado.r.linhas, 'nota lida', 'notas lidas')} — {resultado.r.inseridas} nova(s), {resultado.r.atualizadas} alterada(s), {resultado.r.inalteradas} sem mudança.
          </p>
        )}
        {resultado?.tipo === 'recusado' && (
          <div className="alert alert-danger mt-3" data-testid="notas-recusadas">
            <p className="fw-semibold mb-2">{resultado.mensagem}</p>
            <ul className="mb-0">
              {resultado.linhas.map((l) => (
                <li key={`${l.linha}-${l.motivo}`}>Linha {l.linha}: {l.motivo}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
