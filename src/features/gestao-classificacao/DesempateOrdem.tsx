import { useState, type Dispatch, type SetStateAction } from 'react';
import { chaveCriterio, criteriosDisponiveis, mover, nomeCriterio, type FormRegras } from './gestao-classificacao.ts';

interface Props {
  form: FormRegras;
  setForm: Dispatch<SetStateAction<FormRegras>>;
  provas: { prova: number; descricao: string }[];
  erros: Record<string, string>;
}

/**
 * The tie-breaks in their order (up/down buttons). After them the ranking always uses the earlier enrolment
 * instant and then the lower enrolment number, so two candidates are never left tied.
 */
export default function DesempateOrdem({ form, setForm, provas, erros }: Props) {
  const disponiveis = criteriosDisponiveis(form.desempate, provas);
  const [escolhido, setEscolhido] = useState('');
  const lista = form.desempate;
  const mudar = (nova: FormRegras['desempate']) => setForm((f) => ({ ...f, desempate: nova }));

  return (
    <>
      <h3 className="h5">Ordem de desempate</h3>
      <p className="text-body-secondary small">Aplicada depois da nota final, de cima para baixo. Por fim, desempata a inscrição feita antes.</p>
      {lista.length === 0 && <p>Nenhum critério: o empate é desfeito pela inscrição feita antes.</p>}
      <ol className="list-group list-group-numbered mb-2" data-testid="desempate">
        {lista.map((c, i) => {
          const nome = nomeCriterio(c, provas);
          return (
            <li key={chaveCriterio(c)} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">{nome}</span>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={i === 0} onClick={() => mudar(mover(lista, i, -1))} aria-label={`Subir: ${nome}`}>
                ↑ Subir
              </button>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={i === lista.length - 1} onClick={() => mudar(mover(lista, i, 1))} aria-label={`Descer: ${nome}`}>
                ↓ Descer
              </button>
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => mudar(lista.filter((_, j) => j !== i))} aria-label={`Remover: ${nome}`}>
                Remover
              </button>
              {erros[`desempate.${i}`] && <div className="text-danger small w-100">{erros[`desempate.${i}`]}</div>}
            </li>
          );
        })}
      </ol>
      {disponiveis.length > 0 && (
        <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
          <div>
            <label className="form-label small" htmlFor="cls-criterio">Critério de desempate</label>
            <select id="cls-criterio" className="form-select form-select-sm" value={escolhido} onChange={(e) => setEscolhido(e.target.value)}>
              <option value="">Escolha...</option>
              {disponiveis.map((c) => <option key={chaveCriterio(c)} value={chaveCriterio(c)}>{nomeCriterio(c, provas)}</option>)}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={!escolhido}
            onClick={() => {
              const c = disponiveis.find((x) => chaveCriterio(x) === escolhido);
              if (c) mudar([...lista, c]);
              setEscolhido('');
            }}
          >
            Adicionar critério
          </button>
        </div>
      )}
    </>
  );
}
