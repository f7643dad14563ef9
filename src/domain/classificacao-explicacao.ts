/**
 * "Por que estou nesta posição?" (issue 36 item 8): why a candidate stands where they do in a stored ranking — the
 * final score and its parts, each list they are in with their place and situation, the criterion that put them
 * after the one above and before the one below, the seat moves that touched those lists, and the declarations not
 * confirmed (filled by the verification of declarations; empty until then). Pure: the API gives the stored rows of
 * the computation (cls_lista, its summary) and the inputs of the candidate and their neighbours; nothing is ranked
 * again, so the explanation is of the result as it was stored and published.
 */
import { AMPLA, type CriterioDesempate, type RegrasClassificacao } from './classificacao-regras.ts';
import { chave, criterioQueDecide, motivosEliminacao, notaFinal } from './classificacao-ordem.ts';
import type { CandidatoClassificacao, Remanejamento } from './classificacao-tipos.ts';

export interface LinhaArmazenada {
  opcao: number;
  /** 'AC', a category code, or '-' (eliminated). */
  lista: string;
  posicao: number | null;
  nota: number;
  situacao: 'aprovado' | 'espera' | 'eliminado';
  motivo: string | null;
}

export interface ResumoArmazenado {
  opcao: number;
  listas: { lista: string; vagasConfiguradas: number; vagas: number }[];
  remanejamentos: (Omit<Remanejamento, 'motivo'> & { motivo?: string })[];
}

/** The one right above or right below the candidate in a list, and the criterion that ordered the two. */
export interface Vizinho {
  posicao: number;
  nota: number;
  /** Shown to staff only (the candidate sees places and scores, never another person). */
  inscricao: number;
  criterio: string;
}

export interface ListaExplicada {
  lista: string;
  posicao: number;
  situacao: 'aprovado' | 'espera';
  vagas: number;
  vagasConfiguradas: number;
  acima: Vizinho | null;
  abaixo: Vizinho | null;
}

export interface OpcaoExplicada {
  opcao: number;
  /** Where it stands among the candidate's choices (1 = first). */
  preferencia: number | null;
  listas: ListaExplicada[];
  eliminado: string | null;
  /** An option the candidate chose and is in no list of: why (approved in an option before it, or after it). */
  observacao: string | null;
  remanejamentos: (Omit<Remanejamento, 'motivo'> & { motivo?: string })[];
}

export interface Explicacao {
  inscricao: number;
  nota: number;
  partes: { prova: number; nome: string; nota: number; peso: number; pontos: number }[];
  /** Reasons the rules eliminate the candidate (empty: competes). */
  eliminacao: string[];
  opcoes: OpcaoExplicada[];
  /** Categories the candidate declared and the verification did not confirm (issue 36 item 2); they compete without them. */
  naoConfirmadas: { categoria: string; motivo: string }[];
}

export interface EntradaExplicacao {
  regras: RegrasClassificacao;
  candidato: CandidatoClassificacao;
  linhas: readonly LinhaArmazenada[];
  resumo: readonly ResumoArmazenado[];
  /** Per `${opcao}|${lista}`: the stored row and input of the candidate right above and right below. */
  vizinhos: ReadonlyMap<string, { acima?: { linha: LinhaArmazenada; candidato: CandidatoClassificacao }; abaixo?: { linha: LinhaArmazenada; candidato: CandidatoClassificacao } }>;
  nomeProva: (prova: number) => string;
  naoConfirmadas?: { categoria: string; motivo: string }[];
}

/** What each element of chave() stands for, in Portuguese (the key of classificacao-ordem.ts, element by element). */
function rotulosDaChave(desempate: readonly CriterioDesempate[], nomeProva: (p: number) => string): string[] {
  const r = ['nota final'];
  for (const d of desempate) {
    if (d.tipo === 'prova') r.push(`maior nota em ${nomeProva(d.prova)}`);
    else if (d.tipo === 'idoso') r.push('pessoa idosa (60 anos ou mais) primeiro', 'pessoa idosa: a mais velha primeiro');
    else if (d.tipo === 'idade') r.push('a pessoa mais velha primeiro');
    else r.push('inscrição mais antiga primeiro');
  }
  r.push('inscrição feita antes', 'número de inscrição menor');
  return r;
}

export const chaveDaListaExplicada = (opcao: number, lista: string) => `${opcao}|${lista}`;

export function explicar(e: EntradaExplicacao): Explicacao {
  const { regras, candidato: c } = e;
  const nota = notaFinal(regras, c.notas);
  const rotulos = rotulosDaChave(regras.desempate, e.nomeProva);
  const minhaChave = { chave: chave(regras, c, nota) };
  const criterio = (outro: CandidatoClassificacao) => {
    const i = criterioQueDecide(minhaChave, { chave: chave(regras, outro, notaFinal(regras, outro.notas)) });
    return i < 0 ? 'empate em todos os critérios' : rotulos[i];
  };
  const vizinho = (v: { linha: LinhaArmazenada; candidato: CandidatoClassificacao } | undefined): Vizinho | null =>
    v && v.linha.posicao !== null ? { posicao: v.linha.posicao, nota: v.linha.nota, inscricao: v.candidato.inscricao, criterio: criterio(v.candidato) } : null;
  const aprovadaEm = e.linhas.find((l) => l.situacao === 'aprovado')?.opcao;
  const observacao = (opcao: number) => {
    if (e.linhas.some((l) => l.opcao === opcao) || aprovadaEm === undefined) return null;
    return c.opcoes.indexOf(opcao) > c.opcoes.indexOf(aprovadaEm)
      ? 'Classificado(a) numa opção que vem antes na sua ordem de preferência: não concorre nesta.'
      : 'Classificado(a) numa opção que vem depois na sua ordem de preferência: pela regra deste processo, não fica na lista de espera desta.';
  };
  const opcoes = [...new Set([...c.opcoes, ...e.linhas.map((l) => l.opcao)])].sort((a, b) => {
    const pa = c.opcoes.indexOf(a);
    const pb = c.opcoes.indexOf(b);
    return (pa < 0 ? Infinity : pa) - (pb < 0 ? Infinity : pb) || a - b;
  });
  return {
    inscricao: c.inscricao,
    nota,
    partes: regras.pesos.map((p) => {
      const n = c.notas[p.prova] ?? 0;
      return { prova: p.prova, nome: e.nomeProva(p.prova), nota: n, peso: p.peso, pontos: Math.round(n * p.peso * 1e6) / 1e6 };
    }),
    eliminacao: motivosEliminacao(regras, c, nota, e.nomeProva),
    naoConfirmadas: e.naoConfirmadas ?? [],
    opcoes: opcoes.map((opcao) => {
      const minhas = e.linhas.filter((l) => l.opcao === opcao);
      const resumo = e.resumo.find((r) => r.opcao === opcao);
      const listas = minhas
        .filter((l) => l.lista !== '-' && l.posicao !== null)
        .sort((a, b) => (a.lista === AMPLA ? -1 : b.lista === AMPLA ? 1 : regras.categorias.findIndex((x) => x.codigo === a.lista) - regras.categorias.findIndex((x) => x.codigo === b.lista)))
        .map((l): ListaExplicada => {
          const v = e.vizinhos.get(chaveDaListaExplicada(opcao, l.lista));
          const vagas = resumo?.listas.find((x) => x.lista === l.lista);
          return {
            lista: l.lista,
            posicao: l.posicao!,
            situacao: l.situacao === 'aprovado' ? 'aprovado' : 'espera',
            vagas: vagas?.vagas ?? 0,
            vagasConfiguradas: vagas?.vagasConfiguradas ?? 0,
            acima: vizinho(v?.acima),
            abaixo: vizinho(v?.abaixo),
          };
        });
      const nomes = new Set(listas.map((l) => l.lista));
      return {
        opcao,
        preferencia: c.opcoes.includes(opcao) ? c.opcoes.indexOf(opcao) + 1 : null,
        listas,
        eliminado: minhas.find((l) => l.lista === '-')?.motivo ?? null,
        observacao: observacao(opcao),
        remanejamentos: (resumo?.remanejamentos ?? []).filter((m) => nomes.has(m.de) || nomes.has(m.para)),
      };
    }),
  };
}
