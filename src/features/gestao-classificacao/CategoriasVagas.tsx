import type { Dispatch, SetStateAction } from 'react';
import { AMPLA } from '../../domain/classificacao-regras.ts';
import { adicionarCategoria, chaveVaga, listasDoFormulario, mudarDestinos, removerCategoria, renomearCategoria, type FormRegras } from './gestao-classificacao.ts';

interface Props {
  form: FormRegras;
  setForm: Dispatch<SetStateAction<FormRegras>>;
  opcoes: { opcCodigo: number; descricao: string }[];
  erros: Record<string, string>;
}

const invalido = (erro?: string) => (erro ? ' is-invalid' : '');

/**
 * Quota categories (in the order they compete after ampla concorrência, Lei 12.711 as amended by Lei 14.723/2023)
 * with where their unfilled seats go, and the vacancies of every final option per list (a table option × list).
 */
export default function CategoriasVagas({ form, setForm, opcoes, erros }: Props) {
  const listas = listasDoFormulario(form);
  const mudarCategoria = (i: number, campo: 'nome', valor: string) =>
    setForm((f) => ({ ...f, categorias: f.categorias.map((c, j) => (j === i ? { ...c, [campo]: valor } : c)) }));

  return (
    <>
      <h3 className="h5">Categorias de cota</h3>
      <p className="text-body-secondary small">
        Todos concorrem primeiro na ampla concorrência (AC); quem não é aprovado nela concorre na sua categoria, na ordem abaixo. O código é o que aparece no arquivo de notas (coluna categorias).
      </p>
      {form.categorias.length === 0 && <p data-testid="sem-categorias">Nenhuma categoria: só ampla concorrência.</p>}
      {form.categorias.map((c, i) => (
        <fieldset key={c.id} className="row g-2 align-items-start mb-2" data-testid="categoria">
          <legend className="visually-hidden">Categoria {i + 1}</legend>
          <div className="col-12 col-md-2">
            <label className="form-label small" htmlFor={`cat-codigo-${i}`}>Código da categoria {i + 1}</label>
            <input id={`cat-codigo-${i}`} className={`form-control${invalido(erros[`categorias.${i}.codigo`])}`} value={c.codigo} maxLength={20}
              onChange={(e) => setForm((f) => renomearCategoria(f, i, e.target.value.toUpperCase()))} />
            {erros[`categorias.${i}.codigo`] && <div className="invalid-feedback">{erros[`categorias.${i}.codigo`]}</div>}
          </div>
          <div className="col-12 col-md-5">
            <label className="form-label small" htmlFor={`cat-nome-${i}`}>Nome da categoria {i + 1}</label>
            <input id={`cat-nome-${i}`} className={`form-control${invalido(erros[`categorias.${i}.nome`])}`} value={c.nome} maxLength={200} onChange={(e) => mudarCategoria(i, 'nome', e.target.value)} />
            {erros[`categorias.${i}.nome`] && <div className="invalid-feedback">{erros[`categorias.${i}.nome`]}</div>}
          </div>
          <div className="col-9 col-md-4">
            <span className="form-label small d-block" id={`cat-destinos-${i}`}>Vagas não ocupadas da categoria {i + 1} vão, nesta ordem, para</span>
            <ol className="list-unstyled mb-1" aria-labelledby={`cat-destinos-${i}`} data-testid="destinos">
              {c.destinos.map((d, j) => (
                <li key={d} className="d-flex align-items-center gap-1 mb-1">
                  <span className={`badge text-bg-light border${erros[`categorias.${i}.destinos.${j}`] ? ' border-danger' : ''}`}>{j + 1}º {d === AMPLA ? 'Ampla concorrência (AC)' : d}</span>
                  {j > 0 && (
                    <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setForm((f) => mudarDestinos(f, i, { subir: j }))}>
                      Subir<span className="visually-hidden"> {d} na ordem de destinos da categoria {i + 1}</span>
                    </button>
                  )}
                  <button type="button" className="btn btn-link btn-sm p-0 text-danger" onClick={() => setForm((f) => mudarDestinos(f, i, { remover: j }))}>
                    Tirar<span className="visually-hidden"> {d} dos destinos da categoria {i + 1}</span>
                  </button>
                  {erros[`categorias.${i}.destinos.${j}`] && <span className="text-danger small">{erros[`categorias.${i}.destinos.${j}`]}</span>}
                </li>
              ))}
              {c.destinos.length === 0 && <li className="small text-body-secondary">Nenhum: ficam vagas (não são remanejadas).</li>}
            </ol>
            <label className="visually-hidden" htmlFor={`cat-destino-novo-${i}`}>Adicionar destino às vagas não ocupadas da categoria {i + 1}</label>
            <select id={`cat-destino-novo-${i}`} className="form-select form-select-sm" value="" onChange={(e) => setForm((f) => mudarDestinos(f, i, { adicionar: e.target.value }))}>
              <option value="">Adicionar destino…</option>
              {!c.destinos.includes(AMPLA) && <option value={AMPLA}>Ampla concorrência (AC)</option>}
              {form.categorias.filter((o, j) => j !== i && o.codigo && !c.destinos.includes(o.codigo)).map((o) => <option key={o.id} value={o.codigo}>{o.codigo}{o.nome ? ` — ${o.nome}` : ''}</option>)}
            </select>
          </div>
          <div className="col-3 col-md-1 d-flex align-items-end" style={{ minHeight: '4.1rem' }}>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setForm((f) => removerCategoria(f, i))}>
              Remover<span className="visually-hidden"> a categoria {i + 1}</span>
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className="btn btn-outline-secondary btn-sm mb-3" onClick={() => setForm(adicionarCategoria)}>
        Adicionar categoria
      </button>

      <div className="form-check mb-3">
        <input className="form-check-input" type="checkbox" id="cls-espera-anteriores" checked={form.esperaNasOpcoesAnteriores}
          onChange={(e) => setForm((f) => ({ ...f, esperaNasOpcoesAnteriores: e.target.checked }))} />
        <label className="form-check-label" htmlFor="cls-espera-anteriores">
          Onde o candidato escolhe mais de uma opção: quem é aprovado numa opção continua na lista de espera das opções que preferia (no Sisu, desde 2019, não continua em nenhuma)
        </label>
      </div>

      <h3 className="h5">Vagas por opção e categoria</h3>
      {opcoes.length > 0 && (
        <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label="Categorias e vagas (rolável)">
          <table className="table table-sm align-middle" data-testid="tabela-vagas">
            <caption className="caption-top small">Uma célula vazia é zero vaga.</caption>
            <thead>
              <tr>
                <th scope="col">Opção</th>
                {listas.map((l, i) => <th scope="col" key={l.id} className="text-nowrap">{l.codigo || `Categoria ${i}`}</th>)}
              </tr>
            </thead>
            <tbody>
              {opcoes.map((o) => (
                <tr key={o.opcCodigo}>
                  <th scope="row" className="fw-normal">{o.descricao}</th>
                  {listas.map((l, i) => {
                    const chave = chaveVaga(o.opcCodigo, l.id);
                    const erro = erros[`vaga:${chave}`];
                    return (
                      <td key={l.id} style={{ minWidth: '6rem' }}>
                        <input className={`form-control form-control-sm${invalido(erro)}`} inputMode="numeric" aria-label={`Vagas de ${o.descricao} em ${l.codigo || `categoria ${i}`}`}
                          value={form.vagas[chave] ?? ''} onChange={(e) => setForm((f) => ({ ...f, vagas: { ...f.vagas, [chave]: e.target.value } }))} />
                        {erro && <div className="invalid-feedback">{erro}</div>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
