import { describe, expect, it } from 'vitest';
import { errosDaConfiguracao, posicaoDoCampo } from '../../src/domain/formulario-layout.ts';
import type { FormularioGestao } from '../../src/domain/wire/gestao-formulario.ts';
import { alterados, alternar, camposVisiveis, edicaoInicial, errosLocais, previaDoGrupo } from '../../src/features/gestao-formulario/gestao-formulario.ts';

const campo = (codigo: number, nome: string, rotulo: string, v: Partial<FormularioGestao['grupos'][0]['campos'][0]> = {}) => ({
  prcSltFrmCmpCodigo: codigo,
  prcSltFrmCmpNome: nome,
  prcSltFrmCmpDescricao: rotulo,
  rotulo,
  tipo: 'text',
  noFormulario: true,
  prcSltCnfFrmCodigo: null,
  exibir: false,
  obrigatorio: false,
  ajuda: null,
  ajudaOculta: false,
  nomeAlternativo: null,
  sobreposto: false,
  ...v,
});
const f: FormularioGestao = { prcSltCodigo: 1, inscricoes: 0, grupos: [{ grupo: 'dadosPessoais', nome: 'Situação pessoal', campos: [campo(1, 'insPrcNmSocial', 'Nome social', { exibir: true }), campo(2, 'insPrcNIS', 'NIS')] }] };

describe('posição dos campos no formulário do candidato', () => {
  it('segue a ordem e os grupos do formulário; listas vêm depois; campos desconhecidos vão para Outros', () => {
    expect(posicaoDoCampo('insPrcNmSocial', 'x')).toMatchObject({ grupo: 'dadosPessoais', rotulo: 'Nome social', tipo: 'text', noFormulario: true });
    expect(posicaoDoCampo('insPrcNmSocial', 'x').ordem).toBeLessThan(posicaoDoCampo('insPrcNIS', 'x').ordem);
    expect(posicaoDoCampo('insPrcTrmAceite', 'x').ordem).toBeLessThan(posicaoDoCampo('locaisDesejados', 'x').ordem);
    expect(posicaoDoCampo('cndApoio', 'x')).toMatchObject({ grupo: 'listas', tipo: 'lista', rotulo: 'Condições de apoio' });
    expect(posicaoDoCampo('campoLegado', 'Campo legado')).toMatchObject({ grupo: 'outros', rotulo: 'Campo legado', noFormulario: false });
    // the SPEC §3 person fields: their own group, first (issue 24)
    expect(posicaoDoCampo('pssFscNmeCivil', 'x')).toMatchObject({ grupo: 'pessoa', rotulo: 'Nome civil', tipo: 'text', noFormulario: true });
    expect(posicaoDoCampo('pssFscNmeCivil', 'x').ordem).toBeLessThan(posicaoDoCampo('insPrcNIS', 'x').ordem);
  });

  it('valida a configuração com as mensagens da API', () => {
    expect(errosDaConfiguracao({ exibir: false, obrigatorio: true, ajuda: null, ajudaOculta: true, nomeAlternativo: null }, 'NIS')).toEqual({
      obrigatorio: 'NIS: um campo obrigatório precisa ser exibido.',
      ajudaOculta: 'NIS: escreva o texto de ajuda para mostrá-lo atrás do ícone.',
    });
  });
});

describe('edição do formulário', () => {
  it('manda só os campos alterados; textos em branco contam como vazios', () => {
    const e = edicaoInicial(f);
    expect(alterados(f, { ...e, 1: { ...e[1], ajuda: '   ' } })).toEqual([]);
    expect(alterados(f, { ...e, 2: alternar(e[2], 'obrigatorio', true) })).toEqual([{ prcSltFrmCmpCodigo: 2, exibir: true, obrigatorio: true, ajuda: null, ajudaOculta: false, nomeAlternativo: null }]);
  });

  it('ocultar tira o obrigatório; erros locais usam as chaves da API', () => {
    expect(alternar({ exibir: true, obrigatorio: true, ajuda: null, ajudaOculta: false, nomeAlternativo: null }, 'exibir', false)).toMatchObject({ exibir: false, obrigatorio: false });
    const e = edicaoInicial(f);
    expect(errosLocais(f, { ...e, 2: { ...e[2], exibir: true, ajudaOculta: true } })).toEqual({ '2.ajudaOculta': 'NIS: escreva o texto de ajuda para mostrá-lo atrás do ícone.' });
  });

  it('a prévia mostra só o que o candidato vê, com o nome alternativo e a marca de obrigatório', () => {
    const e = edicaoInicial(f);
    expect(previaDoGrupo(f.grupos[0].campos, { ...e, 2: { exibir: true, obrigatorio: true, ajuda: ' Veja o cartão. ', ajudaOculta: true, nomeAlternativo: 'NIS do responsável' } })).toEqual([
      { codigo: 1, nome: 'insPrcNmSocial', tipo: 'text', rotulo: 'Nome social', obrigatorio: false, ajuda: null, ajudaOculta: false },
      { codigo: 2, nome: 'insPrcNIS', tipo: 'text', rotulo: 'NIS do responsável', obrigatorio: true, ajuda: 'Veja o cartão.', ajudaOculta: true },
    ]);
  });
});

describe('procurar campos e só os ativos (issue 37)', () => {
  const campos = [campo(1, 'prcSltMncPrvCodigo', 'Município de prova', { exibir: true }), campo(2, 'insPrcNIS', 'NIS (Número de Identificação Social)'), campo(3, 'insPrcCotista', 'Concorrer pelas cotas', { nomeAlternativo: 'Reserva de vagas' })];
  const f = { prcSltCodigo: 1, inscricoes: 0, grupos: [{ grupo: 'g', nome: 'G', campos }] } as FormularioGestao;
  it('procura no rótulo, no nome alternativo e no nome técnico, sem acentos; só ativos lê a edição em curso', () => {
    const e = edicaoInicial(f);
    expect(camposVisiveis(campos, e, 'municipio', false).map((c) => c.prcSltFrmCmpCodigo)).toEqual([1]);
    expect(camposVisiveis(campos, e, 'RESERVA', false).map((c) => c.prcSltFrmCmpCodigo)).toEqual([3]);
    expect(camposVisiveis(campos, e, 'insprcnis', false).map((c) => c.prcSltFrmCmpCodigo)).toEqual([2]);
    expect(camposVisiveis(campos, e, '', true).map((c) => c.prcSltFrmCmpCodigo)).toEqual([1]);
    const ligado = { ...e, 2: alternar(e[2], 'exibir', true) };
    expect(camposVisiveis(campos, ligado, '', true).map((c) => c.prcSltFrmCmpCodigo)).toEqual([1, 2]);
  });
});
