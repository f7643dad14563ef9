import { useEffect, useState } from 'react';
import { buscarInstituicoes, instituicaoPorCodigo } from './inscricao.api.ts';

/** Labels already seen (search results, the enrolment's own), so the select and the review can name the choice. */
const nomes = new Map<number, string>();

/** The label of the chosen institution code ('' = none): from what was already seen, else one lookup. */
export function useInstituicaoNome(value: string | undefined): string | null {
  const codigo = Number(value) || 0;
  const [nome, setNome] = useState<string | null>(codigo ? nomes.get(codigo) ?? null : null);
  useEffect(() => {
    if (!codigo) return setNome(null);
    if (nomes.has(codigo)) return setNome(nomes.get(codigo)!);
    let vivo = true;
    instituicaoPorCodigo(codigo)
      .then((n) => {
        if (n) nomes.set(codigo, n);
        if (vivo) setNome(n);
      })
      .catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, [codigo]);
  return nome;
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

const MIN_LETRAS = 2;

/**
 * Origin institution (istCodigo): a search box (type-ahead on instituicao/pesquisa; case and accents ignored by
 * the server) filling a select of the matches, which holds the value. The chosen one stays listed.
 */
export default function InstituicaoPicker({ id, value, required, className, describedBy, onChange }: Props) {
  const [termo, setTermo] = useState('');
  const [achadas, setAchadas] = useState<[number, string][]>([]);
  const [estado, setEstado] = useState<'inicio' | 'buscando' | 'pronto' | 'erro'>('inicio');
  const atual = useInstituicaoNome(value);

  useEffect(() => {
    const t = termo.trim();
    if (t.length < MIN_LETRAS) {
      setAchadas([]);
      setEstado('inicio');
      return;
    }
    let vivo = true;
    setEstado('buscando');
    const espera = setTimeout(() => {
      buscarInstituicoes(t)
        .then((r) => {
          for (const [c, n] of r) nomes.set(c, n);
          if (vivo) {
            setAchadas(r);
            setEstado('pronto');
          }
        })
        .catch(() => vivo && setEstado('erro'));
    }, 250);
    return () => {
      vivo = false;
      clearTimeout(espera);
    };
  }, [termo]);

  const codigo = Number(value) || 0;
  const opcoes = codigo && !achadas.some(([c]) => c === codigo) ? [[codigo, atual ?? `Instituição ${codigo}`] as [number, string], ...achadas] : achadas;
  const aviso = {
    inicio: `Digite ao menos ${MIN_LETRAS} letras do nome ou da sigla para buscar.`,
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
        onChange={(e) => setTermo(e.target.value)}
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
