import type { GrupoDoFormulario, ListasDoProcesso, TiposInstituicao } from '../../domain/wire/gestao-formulario.ts';
import { LISTA_DO_CAMPO, previaDoGrupo, type CampoNaPrevia, type Edicao } from './gestao-formulario.ts';

interface Props {
  grupo: GrupoDoFormulario;
  edicao: Edicao;
  listas: ListasDoProcesso | null;
  tipos: TiposInstituicao | null;
}

/** The items a field offers in the preview (the process's list, or the global institution types). */
function itensDe(nome: string, listas: ListasDoProcesso | null, tipos: TiposInstituicao | null): string[] {
  const lista = LISTA_DO_CAMPO[nome];
  if (lista === 'tiposInstituicao') return (tipos ?? []).map((t) => t.tpIstDescricao);
  return listas?.listas.find((l) => l.lista === lista)?.itens.map((i) => i.descricao) ?? [];
}

const Marca = ({ c }: { c: CampoNaPrevia }) => (c.obrigatorio ? <span className="text-danger" aria-hidden="true"> *</span> : null);

/** The help as the candidate's form shows it: under the field, or behind "Ajuda" when hidden. */
const Ajuda = ({ c }: { c: CampoNaPrevia }) =>
  c.ajuda ? (
    c.ajudaOculta ? (
      <details className="form-text">
        <summary>Ajuda</summary>
        {c.ajuda}
      </details>
    ) : (
      <div className="form-text">{c.ajuda}</div>
    )
  ) : null;

function Controle({ c, itens }: { c: CampoNaPrevia; itens: string[] }) {
  const id = `previa-${c.codigo}`;
  if (c.tipo === 'tf') {
    return (
      <div className="form-check">
        <input id={id} type="checkbox" className="form-check-input" disabled />
        <label className="form-check-label" htmlFor={id}>{c.rotulo}<Marca c={c} /></label>
        <Ajuda c={c} />
      </div>
    );
  }
  if (c.tipo === 'lista') {
    return (
      <fieldset>
        <legend className="fs-6 mb-1">{c.rotulo}<Marca c={c} /></legend>
        {itens.length ? itens.slice(0, 6).map((t, i) => (
          <div className="form-check" key={t}>
            <input id={`${id}-${i}`} type="checkbox" className="form-check-input" disabled />
            <label className="form-check-label" htmlFor={`${id}-${i}`}>{t}</label>
          </div>
        )) : <p className="small text-body-secondary mb-1">(os itens da lista aparecem aqui)</p>}
        <Ajuda c={c} />
      </fieldset>
    );
  }
  return (
    <>
      <label className="form-label mb-1" htmlFor={id}>{c.rotulo}<Marca c={c} /></label>
      {c.tipo === 'lookup' || c.tipo === 'choice' ? (
        <select id={id} className="form-select" disabled>
          <option>Selecione...</option>
          {itens.map((t) => <option key={t}>{t}</option>)}
        </select>
      ) : c.tipo === 'longtext' ? (
        <textarea id={id} className="form-control" rows={2} disabled />
      ) : (
        <input id={id} className="form-control" disabled />
      )}
      <Ajuda c={c} />
    </>
  );
}

/** How the candidate sees this group with what is being typed now: only the shown fields, their labels, marks and help. */
export default function PreviaGrupo({ grupo, edicao, listas, tipos }: Props) {
  const campos = previaDoGrupo(grupo.campos, edicao);
  return (
    <section className="card h-100 border-primary-subtle bg-body-tertiary" aria-label={`Prévia: ${grupo.nome}`} data-testid={`previa-${grupo.grupo}`}>
      <div className="card-header small text-body-secondary">Prévia: como o candidato vê</div>
      <div className="card-body">
        {campos.length ? (
          <div className="d-grid gap-3">
            {campos.map((c) => <div key={c.codigo}><Controle c={c} itens={itensDe(c.nome, listas, tipos)} /></div>)}
          </div>
        ) : (
          <p className="text-body-secondary small mb-0">Nenhum campo deste grupo aparece para o candidato.</p>
        )}
        {campos.some((c) => c.obrigatorio) && <p className="small text-body-secondary mt-3 mb-0"><span className="text-danger">*</span> campo obrigatório</p>}
      </div>
    </section>
  );
}
