import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { EuNaGestao } from '../../domain/wire/gestao.ts';
import { apiGet } from '../../lib/api-client.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import EditorDeCampo from './EditorDeCampo.tsx';
import { salvarFormulario } from './gestao-formulario.api.ts';
import { alterados, camposVisiveis, errosLocais } from './gestao-formulario.ts';
import { $edicao, $formulario, $listas, $tiposInstituicao, aplicarFormulario, carregar, desfazer, editar } from './gestao-formulario.store.ts';
import ListasDoProcesso from './ListasDoProcesso.tsx';
import PreviaGrupo from './PreviaGrupo.tsx';

/** The messages of one field, keyed by property, out of the screen's '<code>.<property>' keys. */
const errosDoCampo = (erros: Record<string, string>, codigo: number) =>
  Object.fromEntries(Object.entries(erros).flatMap(([k, v]) => (k === String(codigo) ? [['obrigatorio', v]] : k.startsWith(`${codigo}.`) ? [[k.slice(String(codigo).length + 1), v]] : [])));

/** /gestao/processo/:prcSltCodigo/formulario: each field of the enrolment form, group by group, beside a live preview. */
export default function GestaoFormulario() {
  const estado = useStore($formulario);
  const edicao = useStore($edicao);
  const listas = useStore($listas);
  const tipos = useStore($tiposInstituicao);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  const [podeConfigurar, setPodeConfigurar] = useState(true);
  const [podeGeral, setPodeGeral] = useState(false);
  const [busca, setBusca] = useState('');
  const [soAtivos, setSoAtivos] = useState(false);

  useEffect(() => {
    const prc = paramCode(currentParams('gestaoFormulario', window.location.pathname)?.prcSltCodigo);
    void requireSession().then(() => {
      if (!prc) return $formulario.set({ status: 'erro', mensagem: 'Processo não encontrado.' });
      void apiGet<EuNaGestao>('gestao/eu', undefined, { silent: true }).then((e) => setPodeGeral(Boolean(e.data?.podeCriarProcesso)), () => undefined);
      return carregar(prc);
    });
  }, []);

  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando o formulário...</p>;
  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  const { prcSltCodigo, formulario: f } = estado;
  const mudancas = alterados(f, edicao);

  async function salvar() {
    const locais = errosLocais(f, edicao);
    if (Object.keys(locais).length) return setErros(locais);
    const r = await enviar((j) => salvarFormulario(prcSltCodigo, mudancas, j), 'Formulário salvo. O candidato já vê as mudanças.');
    if (r) aplicarFormulario(prcSltCodigo, r);
  }

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoFormulario" onResumo={(r) => setPodeConfigurar(r.podeConfigurar)} />
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
            <PreviaGrupo grupo={g} edicao={edicao} listas={listas} tipos={tipos} />
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
