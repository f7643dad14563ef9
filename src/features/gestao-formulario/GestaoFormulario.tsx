import { useStore } from '@nanostores/react';
import { useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { buscarEu } from '../../components/gestao/processo.api.ts';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { enquantoCarrega, useCarga, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import EditorDeCampo from './EditorDeCampo.tsx';
import { salvarFormulario } from './gestao-formulario.api.ts';
import { alterados, camposVisiveis, errosLocais } from './gestao-formulario.ts';
import { $edicao, $listas, $tiposInstituicao, aplicarFormulario, cargaFormulario, desfazer, editar } from './gestao-formulario.store.ts';
import ListasDoProcesso from './ListasDoProcesso.tsx';
import PreviaGrupo from './PreviaGrupo.tsx';

/** The messages of one field, keyed by property, out of the screen's '<code>.<property>' keys. */
const errosDoCampo = (erros: Record<string, string>, codigo: number) =>
  Object.fromEntries(Object.entries(erros).flatMap(([k, v]) => (k === String(codigo) ? [['obrigatorio', v]] : k.startsWith(`${codigo}.`) ? [[k.slice(String(codigo).length + 1), v]] : [])));

/** /gestao/processo/:prcSltCodigo/formulario: each field of the enrolment form, group by group, beside a live preview. */
export default function GestaoFormulario() {
  const { estado, pronto, aoResumo, podeConfigurar = true } = useCargaDoProcesso(cargaFormulario, 'gestaoFormulario');
  const edicao = useStore($edicao);
  const listas = useStore($listas);
  const tipos = useStore($tiposInstituicao);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  // The general lists (institution types) are for whoever holds a role in every process; unknown: not offered.
  const podeGeral = Boolean(useCarga(buscarEu).pronto?.podeCriarProcesso);
  const [busca, setBusca] = useState('');
  const [soAtivos, setSoAtivos] = useState(false);

  if (!pronto) return enquantoCarrega(estado, 'Carregando o formulário...');
  const { prc: prcSltCodigo, dados: f } = pronto;
  const mudancas = alterados(f, edicao);

  async function salvar() {
    const locais = errosLocais(f, edicao);
    if (Object.keys(locais).length) return setErros(locais);
    const r = await enviar((j) => salvarFormulario(prcSltCodigo, mudancas, j), 'Formulário salvo. O candidato já vê as mudanças.');
    if (r) aplicarFormulario(r);
  }

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoFormulario" onResumo={aoResumo} />
      <h2 className="h5 mt-3">Formulário de inscrição</h2>
      <p className="text-body-secondary small mb-2">
        Escolha os campos que o candidato vê e os que são obrigatórios, dê a um campo outro nome e escreva uma ajuda. A prévia ao lado de cada grupo mostra o formulário como o candidato o verá.
      </p>
      {f.inscricoes > 0 && (
        <p className="alert alert-warning small" role="note">
          Este processo já tem {f.inscricoes === 1 ? '1 inscrição' : `${f.inscricoes} inscrições`}: tornar um campo obrigatório ou ocultá-lo pede uma justificativa.
        </p>
      )}
      <div className="row g-2 align-items-end mb-3" role="search" aria-label="Procurar campos">
        <div className="col-md-6">
          <label htmlFor="form-busca" className="form-label">Procurar campo</label>
          <input id="form-busca" type="search" className="form-control" value={busca} onChange={(e) => setBusca(e.target.value)} placeholder="nome do campo, sem acentos" />
        </div>
        <div className="col-md-6">
          <div className="form-check form-switch">
            <input className="form-check-input" type="checkbox" role="switch" id="form-so-ativos" checked={soAtivos} onChange={(e) => setSoAtivos(e.target.checked)} />
            <label className="form-check-label" htmlFor="form-so-ativos">Só os campos ativos</label>
          </div>
        </div>
      </div>
      {f.grupos.map((g) => ({ g, campos: camposVisiveis(g.campos, edicao, busca, soAtivos) })).filter((x) => x.campos.length > 0).map(({ g, campos }) => (
        <div className="row g-3 mb-4" key={g.grupo}>
          <div className="col-lg-7">
            <section className="card h-100" aria-labelledby={`grupo-${g.grupo}`}>
              <div className="card-header"><h3 className="h6 mb-0" id={`grupo-${g.grupo}`}>{g.nome}</h3></div>
              <ul className="list-group list-group-flush">
                {campos.map((c) => (
                  <EditorDeCampo key={c.prcSltFrmCmpCodigo} campo={c} valor={edicao[c.prcSltFrmCmpCodigo]} erros={errosDoCampo(erros, c.prcSltFrmCmpCodigo)} desabilitado={!podeConfigurar} onChange={(v) => editar(c.prcSltFrmCmpCodigo, v)} />
                ))}
              </ul>
            </section>
          </div>
          <div className="col-lg-5">
            <PreviaGrupo grupo={g} edicao={edicao} listas={listas.status === 'pronto' ? listas.dados : null} tipos={tipos.status === 'pronto' ? tipos.dados : null} />
          </div>
        </div>
      ))}
      <div className="sticky-bottom bg-body border-top py-2 mb-4 d-flex flex-wrap align-items-center gap-2">
        <span className="small text-body-secondary me-auto" aria-live="polite">
          {mudancas.length ? (mudancas.length === 1 ? '1 campo alterado, ainda não salvo.' : `${mudancas.length} campos alterados, ainda não salvos.`) : 'Nenhuma alteração por salvar.'}
        </span>
        <button type="button" className="btn btn-outline-secondary" disabled={!mudancas.length || enviando} onClick={() => (desfazer(), setErros({}))}>Desfazer</button>
        <button type="button" className="btn btn-primary" disabled={!mudancas.length || enviando || !podeConfigurar} onClick={() => void salvar()}>
          {enviando ? 'Salvando...' : 'Salvar formulário'}
        </button>
      </div>
      {dialogo}
      <h2 className="h5">Listas do formulário</h2>
      <p className="text-body-secondary small">Os itens que o candidato escolhe. Um item já escolhido em alguma inscrição não pode ser removido; renomeá-lo pede justificativa.</p>
      <ListasDoProcesso prcSltCodigo={prcSltCodigo} podeConfigurar={podeConfigurar} podeGeral={podeGeral && podeConfigurar} />
    </div>
  );
}
