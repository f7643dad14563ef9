import { useEffect, useRef, useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { ConfiguracaoClassificacao } from '../../domain/wire/gestao-classificacao.ts';
import CategoriasVagas from './CategoriasVagas.tsx';
import DesempateOrdem from './DesempateOrdem.tsx';
import { completarPesos, errosNoFormulario, formularioDe, regrasDoFormulario, type FormRegras, type Origem } from './gestao-classificacao.ts';
import { salvarRegras } from './gestao-classificacao.api.ts';
import { recarregar } from './gestao-classificacao.store.ts';
import PesosEliminacao from './PesosEliminacao.tsx';

interface Props {
  prcSltCodigo: number;
  conf: ConfiguracaoClassificacao;
  podeConfigurar: boolean;
}

/** The rules of the ranking, edited as one form and saved at once (the API checks every field and audits the change). */
export default function RegrasClassificacao({ prcSltCodigo, conf, podeConfigurar }: Props) {
  const [form, setForm] = useState<FormRegras>(() => formularioDe(conf, todayInSaoPaulo(new Date())));
  const origem = useRef<Origem>({ vagas: [], pesos: [] });
  const { enviar, erros, enviando, dialogo } = useEscrita();
  const errosForm = errosNoFormulario(erros, origem.current);
  // A scores upload adds exams while the form is open: they get a weight without losing what was typed.
  useEffect(() => setForm((f) => completarPesos(f, conf.provas, conf.regras ? '' : '1')), [conf.provas]);

  async function salvar() {
    const { regras, origem: o } = regrasDoFormulario(form, conf.opcoes);
    origem.current = o;
    if (await enviar(() => salvarRegras(prcSltCodigo, regras), 'Regras da classificação salvas.')) recarregar();
  }

  const semRegras = Object.keys(errosForm).length > 0;
  return (
    <section aria-labelledby="cls-regras" className="card card-body shadow-sm mb-4">
      <h2 id="cls-regras" className="h4">Regras</h2>
      {!conf.regras && <p className="text-body-secondary">As regras deste processo ainda não foram salvas.</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void salvar();
        }}
      >
        <fieldset disabled={!podeConfigurar || enviando}>
          <CategoriasVagas form={form} setForm={setForm} opcoes={conf.opcoes} erros={errosForm} />
          <PesosEliminacao form={form} setForm={setForm} provas={conf.provas} erros={errosForm} />
          <DesempateOrdem form={form} setForm={setForm} provas={conf.provas} erros={errosForm} />
          {semRegras && (
            <p className="alert alert-danger" role="alert" data-testid="regras-erros">
              As regras não foram salvas: corrija os campos indicados.
            </p>
          )}
          {podeConfigurar && (
            <button type="submit" className="btn btn-primary" aria-busy={enviando || undefined}>
              {enviando ? 'Salvando...' : 'Salvar regras'}
            </button>
          )}
        </fieldset>
      </form>
      {dialogo}
    </section>
  );
}
