import { useEffect, useState } from 'react';
import type { DocumentosDaInscricaoGestao } from '../../domain/wire/gestao-documentos.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { baixarArquivo, buscarDaInscricao } from './gestao-documentos.api.ts';
import { quando } from '../../domain/dates.ts';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
import VisorPdf from './VisorPdf.tsx';

/** The back office's enrolment page: every version of every document the candidate sent, with its decision. */
export default function DocumentosDaInscricao() {
  const [dados, setDados] = useState<DocumentosDaInscricaoGestao | null>(null);
  useEffect(() => {
    const ins = paramCode(currentParams('gestaoInscricao', window.location.pathname)?.insPrcCodigo);
    if (ins) buscarDaInscricao(ins).then(setDados, () => undefined);
  }, []);
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
                    <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => void baixarArquivo(v.insPrcDocCodigo)} title="Baixar">
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
