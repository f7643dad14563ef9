import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MIN_LETRAS_INSTITUICAO } from './inscricao.ts';
import { $buscaInstituicao, $instituicoes, buscarInstituicao, conhecerInstituicao } from './inscricao.store.ts';

/** The label of the chosen institution code ('' = none): from what was already seen, else one lookup. */
export function useInstituicaoNome(value: string | undefined): string | null {
  const codigo = Number(value) || 0;
  const nomes = useStore($instituicoes);
  useEffect(() => conhecerInstituicao(codigo), [codigo]);
  return codigo ? (nomes[codigo] ?? null) : null;
}

interface Props {
  /** The select's id: the field's <label> points at it. */
  id: string;
  value: string;
  required: boolean;
  className: string;
  describedBy?: string;
  onChange: (value: string) => void;
}

/**
 * Origin institution (istCodigo): a search box (type-ahead on instituicao/pesquisa; case and accents ignored by
 * the server) filling a select of the matches, which holds the value. The chosen one stays listed.
 */
export default function InstituicaoPicker({ id, value, required, className, describedBy, onChange }: Props) {
  const { termo, achadas, estado } = useStore($buscaInstituicao);
  const atual = useInstituicaoNome(value);
  // Leaving the step ends the search: coming back starts with an empty box.
  useEffect(() => () => buscarInstituicao(''), []);

  const codigo = Number(value) || 0;
  const opcoes = codigo && !achadas.some(([c]) => c === codigo) ? [[codigo, atual ?? `Instituição ${codigo}`] as [number, string], ...achadas] : achadas;
  const aviso = {
    inicio: `Digite ao menos ${MIN_LETRAS_INSTITUICAO} letras do nome ou da sigla para buscar.`,
    buscando: 'Buscando instituições...',
    pronto: achadas.length === 1 ? '1 instituição encontrada.' : achadas.length ? `${achadas.length} instituições encontradas.` : 'Nenhuma instituição encontrada.',
    erro: 'Não foi possível buscar as instituições. Tente novamente.',
  }[estado];

  return (
    <div>
      <input
        id={`${id}-busca`}
        type="search"
        className="form-control mb-1"
        aria-label="Pesquisar pelo nome ou pela sigla"
        aria-controls={id}
        placeholder="Pesquisar pelo nome ou pela sigla"
        autoComplete="off"
        value={termo}
        onChange={(e) => buscarInstituicao(e.target.value)}
      />
      <select id={id} className={className} required={required} aria-describedby={[`${id}-status`, describedBy].filter(Boolean).join(' ')} value={codigo ? String(codigo) : ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">{achadas.length ? 'Selecione...' : 'Nenhuma selecionada'}</option>
        {opcoes.map(([c, n]) => (
          <option key={c} value={c}>
            {n}
          </option>
        ))}
      </select>
      <div className="form-text" id={`${id}-status`} role="status">
        {aviso}
      </div>
    </div>
  );
}
