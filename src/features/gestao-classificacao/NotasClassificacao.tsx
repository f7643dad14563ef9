import { useId, useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { ConfiguracaoClassificacao, NotasImportadas } from '../../domain/wire/gestao-classificacao.ts';
import { enviarNotas } from './gestao-classificacao.api.ts';
import { plural } from '../../domain/text.ts';
import { recarregar } from './gestao-classificacao.store.ts';

interface Props {
  prcSltCodigo: number;
  conf: ConfiguracaoClassificacao;
}

/**
 * The scores file, all or nothing: when any line is bad the API writes nothing and answers every refused line,
 * shown here line by line so staff fix the file and send it again.
 */
export default function NotasClassificacao({ prcSltCodigo, conf }: Props) {
  const id = useId();
  const [arquivo, setArquivo] = useState<File | null>(null);
  /** The last file accepted, with its counts. */
  const [aceito, setAceito] = useState<NotasImportadas | null>(null);
  const escrita = useEscrita();
  const { enviando, recusa } = escrita;
  const erroCampo = Object.values(escrita.erros).join(' ');

  async function enviar() {
    if (!arquivo) return escrita.setErros({ arquivo: 'Escolha o arquivo CSV de notas.' });
    setAceito(null);
    const r = await escrita.enviar(() => enviarNotas(prcSltCodigo, arquivo, conf.seriado), 'Notas gravadas.');
    if (!r) return;
    setAceito(r);
    recarregar();
  }
  const limpar = () => {
    setAceito(null);
    escrita.setErros({});
    escrita.setRecusa(null);
  };

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
          <input id={id} type="file" accept=".csv,text/csv,text/plain" className={`form-control${erroCampo ? ' is-invalid' : ''}`}
            onChange={(e) => { setArquivo(e.target.files?.[0] ?? null); limpar(); }} />
        </div>
        <button type="button" className="btn btn-primary" disabled={enviando} aria-busy={enviando || undefined} onClick={() => void enviar()}>
          {enviando ? 'Enviando...' : 'Enviar notas'}
        </button>
      </div>
      <div aria-live="polite">
        {erroCampo && <p className="text-danger small mt-2" role="alert">{erroCampo}</p>}
        {aceito && (
          <p className="alert alert-success mt-3" data-testid="notas-resultado">
            Arquivo aceito: {plural(aceito.linhas, 'nota lida', 'notas lidas')} — {aceito.inseridas} nova(s), {aceito.atualizadas} alterada(s), {aceito.inalteradas} sem mudança.
          </p>
        )}
        {recusa && (
          <div className="alert alert-danger mt-3" data-testid="notas-recusadas">
            <p className="fw-semibold mb-2">{recusa.mensagem}</p>
            <ul className="mb-0">
              {recusa.linhas.map((l) => (
                <li key={`${l.linha}-${l.motivo}`}>Linha {l.linha}: {l.motivo}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
