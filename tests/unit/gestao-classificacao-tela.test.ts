import { describe, expect, it } from 'vitest';
import { validarRegras } from '../../src/domain/classificacao-regras.ts';
import {
  adicionarCategoria,
  chaveVaga,
  completarPesos,
  criteriosDisponiveis,
  errosNoFormulario,
  formularioDe,
  lerInscricoes,
  lerNumero,
  mover,
  nomeCriterio,
  nomeLista,
  regrasDoFormulario,
  mudarDestinos,
  removerCategoria,
  renomearCategoria,
} from '../../src/features/gestao-classificacao/gestao-classificacao.ts';

const provas = [
  { prova: 7, descricao: 'Objetiva', notas: 10 },
  { prova: 8, descricao: 'Redação', notas: 10 },
];
const opcoes = [
  { opcCodigo: 1, descricao: 'Direito' },
  { opcCodigo: 2, descricao: 'Medicina' },
];
const vazio = () => formularioDe({ regras: null, provas, opcoes }, '2026-01-31');

/** A form with categories PPI and PCD typed in, as staff would. */
function comCategorias() {
  let f = adicionarCategoria(adicionarCategoria(vazio()));
  f = renomearCategoria(f, 0, 'PPI');
  f = renomearCategoria(f, 1, 'PCD');
  f = { ...f, categorias: f.categorias.map((c, i) => ({ ...c, nome: ['Pretos, pardos e indígenas', 'Pessoas com deficiência'][i] })) };
  const [ppi, pcd] = f.categorias.map((c) => c.id);
  return { ...f, vagas: { ...f.vagas, [chaveVaga(1, 'AC')]: '10', [chaveVaga(1, ppi)]: '3', [chaveVaga(1, pcd)]: '1', [chaveVaga(2, 'AC')]: '5' } };
}

describe('formulário das regras', () => {
  it('começa com peso 1 em cada prova, só ampla concorrência, desempate pela inscrição e a data de hoje', () => {
    const f = vazio();
    expect(f.pesos).toEqual({ 7: '1', 8: '1' });
    expect(f.categorias).toEqual([]);
    expect(f.desempate).toEqual([{ tipo: 'inscricao' }]);
    expect(f.dataReferencia).toBe('31/01/2026');
    expect(f.ausente).toBe(true);
  });

  it('gera regras válidas: uma linha de vagas por opção e lista (célula vazia = 0), pesos com vírgula', () => {
    const f = { ...comCategorias(), pesos: { 7: '1', 8: '2,5' } };
    const { regras } = regrasDoFormulario(f, opcoes);
    expect(regras.categorias.map((c) => [c.codigo, c.destinos])).toEqual([['PPI', ['AC']], ['PCD', ['AC']]]);
    // Several options (issue 36 item 5): by default a selected candidate waits in no other option (Sisu since 2019).
    expect(regras.opcoes).toEqual({ esperaNasOpcoesAnteriores: false });
    expect(regrasDoFormulario({ ...f, esperaNasOpcoesAnteriores: true }, opcoes).regras.opcoes).toEqual({ esperaNasOpcoesAnteriores: true });
    expect(regras.vagas).toEqual([
      { opcao: 1, lista: 'AC', vagas: 10 },
      { opcao: 1, lista: 'PPI', vagas: 3 },
      { opcao: 1, lista: 'PCD', vagas: 1 },
      { opcao: 2, lista: 'AC', vagas: 5 },
      { opcao: 2, lista: 'PPI', vagas: 0 },
      { opcao: 2, lista: 'PCD', vagas: 0 },
    ]);
    expect(regras.pesos).toEqual([{ prova: 7, peso: 1 }, { prova: 8, peso: 2.5 }]);
    expect(regras.dataReferencia).toBe('2026-01-31');
    expect(validarRegras(regras, new Set([7, 8]))).toEqual({});
  });

  it('volta ao mesmo formulário a partir das regras salvas', () => {
    const { regras } = regrasDoFormulario(comCategorias(), opcoes);
    const de = formularioDe({ regras, provas, opcoes }, '2030-01-01');
    expect(regrasDoFormulario(de, opcoes).regras).toEqual(regras);
    expect(de.dataReferencia).toBe('31/01/2026');
  });

  it('põe as mensagens da API ao lado da célula certa da tabela e do peso certo', () => {
    const f = { ...comCategorias(), pesos: { 7: '', 8: 'x' } };
    f.vagas[chaveVaga(2, f.categorias[1].id)] = '1,5';
    const { regras, origem } = regrasDoFormulario(f, opcoes);
    const erros = errosNoFormulario(validarRegras(regras, new Set([7, 8])), origem);
    expect(erros[`vaga:${chaveVaga(2, f.categorias[1].id)}`]).toBe('Informe um número inteiro de vagas, de 0 a 100.000.');
    expect(erros['peso:8']).toContain('O peso deve ser maior que zero');
    expect(Object.keys(erros).filter((k) => k.startsWith('vaga:'))).toHaveLength(1);
  });

  it('um código de categoria digitado como AC não apaga as vagas da ampla concorrência', () => {
    let f = adicionarCategoria(vazio());
    f = { ...f, vagas: { ...f.vagas, [chaveVaga(1, 'AC')]: '4', [chaveVaga(1, f.categorias[0].id)]: '2' } };
    f = renomearCategoria(f, 0, 'AC');
    expect(f.vagas[chaveVaga(1, 'AC')]).toBe('4');
    const { regras } = regrasDoFormulario(f, opcoes);
    expect(validarRegras(regras)['categorias.0.codigo']).toBe('AC é a ampla concorrência; escolha outro código para a categoria.');
    f = renomearCategoria(f, 0, 'PPI');
    expect(regrasDoFormulario(f, opcoes).regras.vagas.slice(0, 2)).toEqual([{ opcao: 1, lista: 'AC', vagas: 4 }, { opcao: 1, lista: 'PPI', vagas: 2 }]);
  });

  it('renomear leva junto o destino que apontava para a categoria; remover tira vagas e destinos', () => {
    let f = comCategorias();
    f = mudarDestinos(f, 1, { adicionar: 'PPI' });
    f = mudarDestinos(f, 1, { subir: 1 });
    expect(f.categorias[1].destinos).toEqual(['PPI', 'AC']);
    f = renomearCategoria(f, 0, 'LB_PPI');
    expect(f.categorias[1].destinos).toEqual(['LB_PPI', 'AC']);
    const id = f.categorias[0].id;
    f = removerCategoria(f, 0);
    expect(f.categorias.map((c) => [c.codigo, c.destinos])).toEqual([['PCD', ['AC']]]);
    expect(mudarDestinos(f, 0, { remover: 0 }).categorias[0].destinos).toEqual([]);
    expect(Object.keys(f.vagas).some((k) => k.endsWith(`|${id}`))).toBe(false);
    // A new category never reuses an id still in the table.
    expect(adicionarCategoria(f).categorias[1].id).not.toBe(f.categorias[0].id);
  });

  it('nota mínima vazia é sem mínimo; texto que não é número vira o erro da API', () => {
    expect(regrasDoFormulario({ ...vazio(), minimo: '' }, opcoes).regras.eliminacao.minimoTotal).toBeNull();
    expect(regrasDoFormulario({ ...vazio(), minimo: '12,5' }, opcoes).regras.eliminacao.minimoTotal).toBe(12.5);
    const { regras } = regrasDoFormulario({ ...vazio(), minimo: 'abc' }, opcoes);
    expect(validarRegras(regras)['eliminacao.minimoTotal']).toBeDefined();
    expect(lerNumero(' 3,25 ')).toBe(3.25);
    expect(lerNumero('1.000,5')).toBeNaN();
  });

  it('provas que chegam depois ganham peso sem perder o que foi digitado', () => {
    const f = { ...vazio(), pesos: { 7: '3' } };
    expect(completarPesos(f, [...provas, { prova: 9 }], '1').pesos).toEqual({ 7: '3', 8: '1', 9: '1' });
    expect(completarPesos(vazio(), provas, '1')).toEqual(vazio());
  });
});

describe('desempate', () => {
  it('sobe e desce um critério; nas pontas nada muda', () => {
    expect(mover(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(mover(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(mover(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(mover(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('oferece só critérios ainda não usados, com nomes claros', () => {
    const disp = criteriosDisponiveis([{ tipo: 'inscricao' }, { tipo: 'prova', prova: 8 }], provas);
    expect(disp.map((c) => nomeCriterio(c, provas))).toEqual(['Maior nota em Objetiva', 'Pessoa idosa (60 anos ou mais) primeiro, a mais velha antes', 'Candidato mais velho primeiro']);
  });
});

describe('ausentes colados e nomes das listas', () => {
  it('lê números por linha, espaço, vírgula ou ponto e vírgula, sem repetir, e aponta o que não é número', () => {
    expect(lerInscricoes('12\n13, 14;15  12\n')).toEqual({ numeros: [12, 13, 14, 15], invalidos: [] });
    expect(lerInscricoes('12 abc 0 -3')).toEqual({ numeros: [12], invalidos: ['abc', '0', '-3'] });
    expect(lerInscricoes('  ')).toEqual({ numeros: [], invalidos: [] });
  });

  it('nomeia AC e as categorias conhecidas', () => {
    const cats = [{ codigo: 'PPI', nome: 'Pretos, pardos e indígenas', destinos: ['AC'] }];
    expect(nomeLista('AC', cats)).toBe('Ampla concorrência (AC)');
    expect(nomeLista('PPI', cats)).toBe('Pretos, pardos e indígenas (PPI)');
    expect(nomeLista('X', cats)).toBe('X');
  });
});
