import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { abrirArquivo, buscarDaInscricao } from './gestao-documentos.api.ts';
import { quando } from '../../domain/dates.ts';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
import VisorPdf from './VisorPdf.tsx';

/** The back office's enrolment page: every version of every document the candidate sent, with its decision. */
export default function DocumentosDaInscricao() {
  // Documents that cannot be read leave the section out: the enrolment's own panel says what failed.
  const { pronto: dados } = useCarga(() => {
    const ins = paramCode(currentParams('gestaoInscricao', window.location.pathname)?.insPrcCodigo);
    return ins ? buscarDaInscricao(ins) : Promise.resolve(null);
  });
  const { enviar } = useEscrita();
  // Opened (recorded) first, then the browser saves what the address sends (attachment).
  const baixar = async (cod: number) => {
    const url = await enviar(() => abrirArquivo(cod, true));
    if (url) window.location.assign(url);
  };
  if (!dados || dados.tipos.length === 0) return null;
  return (
    <section className="card mt-3" aria-labelledby="docs-inscricao-titulo">
      <div className="card-body">
        <h2 className="h5" id="docs-inscricao-titulo">Documentos enviados</h2>
        {dados.tipos.map((t) => (
          <div key={t.prcSltTpDocCodigo} className="mb-2">
            <h3 className="h6 mb-1">{t.nome}</h3>
            <ul className="small mb-0">
              {t.versoes.map((v) => (
                <li key={v.insPrcDocCodigo}>
                  {v.versao}º envio, {quando(v.enviadoEm)}: {dados.podeVer ? (
                    <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => void baixar(v.insPrcDocCodigo)} title="Baixar">
                      {v.nome}
                    </button>
                  ) : (
                    v.nome
                  )} ({tamanhoTexto(v.tamanho)}) — {v.situacaoTexto}
                  {v.motivo ? ` (motivo: ${v.motivo})` : ''}
                  {dados.podeVer && v.tipo === 'application/pdf' && <VisorPdf insPrcDocCodigo={v.insPrcDocCodigo} titulo={`${t.nome}, ${v.versao}º envio`} />}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
