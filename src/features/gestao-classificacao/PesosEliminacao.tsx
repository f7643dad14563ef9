import type { Dispatch, SetStateAction } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaComMascara from '../../components/gestao/EntradaComMascara.tsx';
import type { FormRegras } from './gestao-classificacao.ts';

interface Props {
  form: FormRegras;
  setForm: Dispatch<SetStateAction<FormRegras>>;
  provas: { prova: number; descricao: string; notas: number }[];
  erros: Record<string, string>;
}

/** Weight of every exam (the final score is the weighted sum), and what eliminates a candidate from the ranking. */
export default function PesosEliminacao({ form, setForm, provas, erros }: Props) {
  const zero = (prova: number, marcado: boolean) =>
    setForm((f) => ({ ...f, zeroEm: marcado ? [...f.zeroEm.filter((p) => p !== prova), prova] : f.zeroEm.filter((p) => p !== prova) }));
  return (
    <>
      <h3 className="h5">Pesos das provas e eliminação</h3>
      {provas.length === 0 ? (
        <p className="alert alert-info" data-testid="sem-provas">
          Nenhuma prova ainda: as provas aparecem aqui quando o arquivo de notas é enviado (coluna prova).
        </p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Pesos e eliminação (rolável)">
          <table className="table table-sm align-middle" data-testid="tabela-pesos">
            <caption className="caption-top small">Nota final = soma das notas multiplicadas pelos pesos. Peso vazio: a prova não conta.</caption>
            <thead>
              <tr>
                <th scope="col">Prova</th>
                <th scope="col">Notas recebidas</th>
                <th scope="col">Peso</th>
                <th scope="col">Nota zero ou falta elimina</th>
              </tr>
            </thead>
            <tbody>
              {provas.map((p, i) => {
                const erro = erros[`peso:${p.prova}`];
                const erroZero = erros[`eliminacao.zeroEm.${form.zeroEm.indexOf(p.prova)}`];
                return (
                  <tr key={p.prova}>
                    <th scope="row" className="fw-normal">{p.descricao}</th>
                    <td>{p.notas.toLocaleString('pt-BR')}</td>
                    <td style={{ maxWidth: '8rem' }}>
                      <input className={`form-control form-control-sm${erro ? ' is-invalid' : ''}`} inputMode="decimal" aria-label={`Peso de ${p.descricao}`}
                        value={form.pesos[p.prova] ?? ''} onChange={(e) => setForm((f) => ({ ...f, pesos: { ...f.pesos, [p.prova]: e.target.value } }))} />
                      {erro && <div className="invalid-feedback">{erro}</div>}
                    </td>
                    <td>
                      <div className="form-check">
                        <input className="form-check-input" type="checkbox" id={`zero-${i}`} checked={form.zeroEm.includes(p.prova)} onChange={(e) => zero(p.prova, e.target.checked)} />
                        <label className="form-check-label" htmlFor={`zero-${i}`}>Elimina<span className="visually-hidden"> quem tirar zero em {p.descricao}</span></label>
                      </div>
                      {erroZero && <div className="invalid-feedback d-block">{erroZero}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {erros.pesos && <p className="text-danger small" role="alert">{erros.pesos}</p>}
      <div className="row g-3 mb-3">
        <div className="col-12 col-md-4">
          <div className="form-check mt-md-4">
            <input className="form-check-input" type="checkbox" id="cls-ausente" checked={form.ausente} onChange={(e) => setForm((f) => ({ ...f, ausente: e.target.checked }))} />
            <label className="form-check-label" htmlFor="cls-ausente">Candidato ausente é eliminado</label>
          </div>
        </div>
        <Campo className="col-12 col-md-4" rotulo="Nota final mínima" erro={erros['eliminacao.minimoTotal']} ajuda="Abaixo dela, o candidato é eliminado. Vazia: sem mínimo.">
          {(p) => <input {...p} inputMode="decimal" value={form.minimo} onChange={(e) => setForm((f) => ({ ...f, minimo: e.target.value }))} />}
        </Campo>
        <Campo className="col-12 col-md-4" rotulo="Data de referência da idade" erro={erros.dataReferencia} ajuda="Dia em que se verifica quem tem 60 anos ou mais (dd/mm/aaaa)." obrigatorio>
          {(p) => <EntradaComMascara {...p} mascara={{ mask: '00/00/0000' }} placeholder="dd/mm/aaaa" value={form.dataReferencia} onChange={(v) => setForm((f) => ({ ...f, dataReferencia: v }))} />}
        </Campo>
      </div>
    </>
  );
}
