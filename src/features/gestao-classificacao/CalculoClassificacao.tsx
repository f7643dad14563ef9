import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { formatBrDateTimeShort } from '../../domain/dates.ts';
import type { ClassificacaoCalculada, ConfiguracaoClassificacao } from '../../domain/wire/gestao-classificacao.ts';
import { calcular } from './gestao-classificacao.api.ts';
import { plural } from './gestao-classificacao.ts';
import { recarregar } from './gestao-classificacao.store.ts';
import ResultadoOpcao from './ResultadoOpcao.tsx';

interface Props {
  prcSltCodigo: number;
  conf: ConfiguracaoClassificacao;
  podeConfigurar: boolean;
}

/** Runs the ranking with the saved rules (the lists are stored for publication) and shows the lists per option and category. */
export default function CalculoClassificacao({ prcSltCodigo, conf, podeConfigurar }: Props) {
  const [resultado, setResultado] = useState<ClassificacaoCalculada | null>(null);
  const { enviar, erros, enviando, dialogo } = useEscrita();

  async function rodar() {
    const r = await enviar(() => calcular(prcSltCodigo), 'Classificação calculada.');
    if (r) {
      setResultado(r);
      recarregar();
    }
  }

  // Options nobody competes for (every list and the eliminated empty) are summed up in one line, not one card each.
  const temAlguem = (o: ClassificacaoCalculada['opcoes'][number]) => o.eliminados.length > 0 || o.listas.some((l) => l.candidatos.length > 0);
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
      {resultado && (
        <div className="mt-3" data-testid="resultado-classificacao">
          <p role="status">Classificação calculada em {formatBrDateTimeShort(new Date(resultado.em))}.</p>
          {resultado.opcoes.length === 0 && <p>Nenhum candidato com nota ou ausência registrada.</p>}
          {comCandidatos.map((o) => (
            <ResultadoOpcao key={o.opcao} opcao={o} categorias={conf.regras?.categorias ?? []} />
          ))}
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
