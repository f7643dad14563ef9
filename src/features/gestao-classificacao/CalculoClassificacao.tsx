import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { formatBrDateTimeShort } from '../../domain/dates.ts';
import type { ConfiguracaoClassificacao, ListasDoCalculo } from '../../domain/wire/gestao-classificacao.ts';
import { calcular } from './gestao-classificacao.api.ts';
import { plural } from '../../domain/text.ts';
import { listasDoCalculo, recarregar } from './gestao-classificacao.store.ts';
import ExplicarPosicao from './ExplicarPosicao.tsx';
import ResultadoOpcao from './ResultadoOpcao.tsx';

interface Props {
  prcSltCodigo: number;
  conf: ConfiguracaoClassificacao;
  podeConfigurar: boolean;
}

/**
 * Runs the ranking with the saved rules (the lists are stored for publication) and shows the lists per option and
 * category: the stored lists of the last computation as soon as the screen opens, a page of positions at a time.
 */
export default function CalculoClassificacao({ prcSltCodigo, conf, podeConfigurar }: Props) {
  const listas = useStore(listasDoCalculo.$carga);
  const resultado = listas?.status === 'pronto' ? listas.dados : null;
  const { enviar, erros, enviando, dialogo } = useEscrita();
  const ultimo = conf.ultimoCalculo?.clsCalCodigo ?? null;

  const pagina = (start: number) => listasDoCalculo.ler({ prcSltCodigo, start });

  useEffect(() => {
    if (ultimo !== null && resultado?.clsCalCodigo !== ultimo) void pagina(0);
    // Only a new computation (or the first load) reads page one again; paging reads its own pages.
  }, [ultimo]);

  async function rodar() {
    const r = await enviar(() => calcular(prcSltCodigo), 'Classificação calculada.');
    if (r) {
      await pagina(0);
      recarregar();
    }
  }

  // Options nobody competes for (every list and the eliminated empty) are summed up in one line, not one card each.
  const temAlguem = (o: ListasDoCalculo['opcoes'][number]) => o.eliminados.length > 0 || o.listas.some((l) => l.candidatos.length > 0);
  const comCandidatos = resultado?.opcoes.filter(temAlguem) ?? [];
  const vazias = resultado?.opcoes.filter((o) => !temAlguem(o)) ?? [];

  return (
    <section aria-labelledby="cls-calculo" className="card card-body shadow-sm mb-4">
      <h2 id="cls-calculo" className="h4">Calcular classificação</h2>
      <p className="small text-body-secondary">
        {conf.ultimoCalculo ? `Último cálculo: ${formatBrDateTimeShort(new Date(conf.ultimoCalculo.em))}.` : 'A classificação ainda não foi calculada.'} O cálculo usa as regras salvas, as notas e os ausentes gravados.
      </p>
      {podeConfigurar && (
        <button type="button" className="btn btn-primary" disabled={enviando} aria-busy={enviando || undefined} onClick={() => void rodar()}>
          {enviando ? 'Calculando...' : 'Calcular classificação'}
        </button>
      )}
      {erros.regras && <p className="alert alert-danger mt-3" role="alert">{erros.regras}</p>}
      {(listas?.status === 'erro' || listas?.status === 'semAcesso') && <p className="alert alert-danger mt-3" role="alert">{listas.mensagem}</p>}
      {resultado && (
        <div className="mt-3" data-testid="resultado-classificacao">
          <p role="status">Listas do cálculo de {formatBrDateTimeShort(new Date(resultado.em))}.</p>
          {resultado.maior > resultado.limit && <Paginas r={resultado} ir={(s) => void pagina(s)} />}
          {resultado.opcoes.length === 0 && <p>Nenhum candidato com nota ou ausência registrada.</p>}
          {comCandidatos.map((o) => (
            <ResultadoOpcao key={o.opcao} opcao={o} categorias={conf.regras?.categorias ?? []} />
          ))}
          <ExplicarPosicao prcSltCodigo={prcSltCodigo} />
          {vazias.length > 0 && (
            <details className="mb-3">
              <summary>{plural(vazias.length, 'opção sem candidatos', 'opções sem candidatos')}</summary>
              <ul className="small mb-0">{vazias.map((o) => <li key={o.opcao}>{o.descricao} (opção {o.opcao})</li>)}</ul>
            </details>
          )}
        </div>
      )}
      {dialogo}
    </section>
  );
}

/** Positions start+1..start+limit of every list; the pager walks the largest one. */
function Paginas({ r, ir }: { r: ListasDoCalculo; ir: (start: number) => void }) {
  const ate = Math.min(r.start + r.limit, r.maior);
  return (
    <nav aria-label="Páginas das listas" className="d-flex align-items-center gap-2 mb-3">
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={r.start === 0} onClick={() => ir(Math.max(0, r.start - r.limit))}>Anteriores</button>
      <span className="small" aria-live="polite">Posições {r.start + 1} a {ate} de {r.maior.toLocaleString('pt-BR')}</span>
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={ate >= r.maior} onClick={() => ir(r.start + r.limit)}>Próximas</button>
    </nav>
  );
}
