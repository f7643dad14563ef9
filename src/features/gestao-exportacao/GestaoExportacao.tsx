import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { COLUNAS_PADRAO, type ColunaExportacao, type FormatoExportacao } from '../../domain/exportacao.ts';
import type { ResumoProcessoGestao } from '../../domain/wire/gestao.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import FichaDaInscricao from './FichaDaInscricao.tsx';
import { abrirExportacao } from './gestao-exportacao.api.ts';
import { colunasPermitidas, gruposDeColunas } from './gestao-exportacao.ts';

/**
 * /gestao/processo/:prcSltCodigo/exportacao: the process's enrolments as CSV (Excel pt-BR) or XLSX with the chosen
 * columns, downloaded as the API writes them; health, race and income only for Gestor and Administrador (and the
 * download is recorded in the audit trail); and one enrolment as a PDF.
 */
export default function GestaoExportacao() {
  const [prcSltCodigo, setPrc] = useState<number | null | undefined>(undefined);
  const [resumo, setResumo] = useState<ResumoProcessoGestao | null>(null);
  const [marcadas, setMarcadas] = useState<Set<string>>(() => new Set(COLUNAS_PADRAO));
  const [formato, setFormato] = useState<FormatoExportacao>('csv');
  const { enviar, erros } = useEscrita();

  useEffect(() => {
    const p = paramCode(currentParams('gestaoExportacao', window.location.pathname)?.prcSltCodigo);
    void requireSession().then(() => setPrc(p ?? null));
  }, []);

  if (prcSltCodigo === undefined) return <p className="text-body-secondary" aria-busy="true">Carregando...</p>;
  if (prcSltCodigo === null) return <p className="alert alert-danger" role="alert">Processo não encontrado.</p>;
  const veSensiveis = resumo?.podeConfigurar ?? false;
  const colunas = colunasPermitidas(marcadas, veSensiveis);
  const { comuns, sensiveis } = gruposDeColunas();
  const alternar = (id: string) => setMarcadas((m) => {
    const n = new Set(m);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    return n;
  });
  const caixa = (c: ColunaExportacao, desabilitada = false) => (
    <div className="form-check col-12 col-sm-6 col-lg-4" key={c.id}>
      <input className="form-check-input" type="checkbox" id={`coluna-${c.id}`} checked={marcadas.has(c.id) && !desabilitada} disabled={desabilitada} onChange={() => alternar(c.id)} />
      <label className="form-check-label" htmlFor={`coluna-${c.id}`}>{c.titulo}</label>
    </div>
  );
  const comSensiveis = colunas.some((id) => sensiveis.some((c) => c.id === id));
  // recorded by a POST when sensitive, then downloaded from the address it answered (attachment: the page stays)
  const baixar = async () => {
    const url = await enviar(() => abrirExportacao(prcSltCodigo, formato, colunas));
    if (url) window.location.assign(url);
  };

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoExportacao" onResumo={setResumo} />
      <section className="card mb-4" aria-labelledby="exportar-titulo">
        <div className="card-body">
          <h2 className="h5 card-title" id="exportar-titulo">Exportar as inscrições</h2>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">Colunas</legend>
            <div className="row">{comuns.map((c) => caixa(c))}</div>
          </fieldset>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">Saúde, raça e renda (dados sensíveis)</legend>
            <div className="row">{sensiveis.map((c) => caixa(c, !veSensiveis))}</div>
            <p className="form-text mb-0">
              {veSensiveis ? 'Uma exportação com estas colunas fica registrada na auditoria do processo.' : 'Estas colunas só podem ser exportadas pelo Gestor do processo ou pelo Administrador.'}
            </p>
          </fieldset>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">Formato</legend>
            {(['csv', 'xlsx'] as const).map((f) => (
              <div className="form-check form-check-inline" key={f}>
                <input className="form-check-input" type="radio" name="formato" id={`formato-${f}`} checked={formato === f} onChange={() => setFormato(f)} />
                <label className="form-check-label" htmlFor={`formato-${f}`}>{f === 'csv' ? 'CSV (Excel, separado por ponto e vírgula)' : 'XLSX (planilha do Excel)'}</label>
              </div>
            ))}
          </fieldset>
          {colunas.length ? (
            <button type="button" className="btn btn-primary" data-testid="baixar-exportacao" onClick={() => void baixar()}>
              Baixar {formato.toUpperCase()} ({colunas.length} {colunas.length === 1 ? 'coluna' : 'colunas'})
            </button>
          ) : (
            <p className="text-danger mb-0" role="status">Marque ao menos uma coluna.</p>
          )}
          {erros.colunas && <p className="text-danger small mt-2 mb-0" role="alert">{erros.colunas}</p>}
          {comSensiveis && <p className="small text-body-secondary mt-2 mb-0">Contém dados sensíveis: o download será registrado na auditoria.</p>}
        </div>
      </section>
      <FichaDaInscricao />
    </div>
  );
}
