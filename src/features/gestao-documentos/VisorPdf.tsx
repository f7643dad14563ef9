import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { criarLeitura } from '../../lib/fila.store.ts';
import { abrirPdfDoDocumento } from './gestao-documentos.store.ts';

interface Props {
  insPrcDocCodigo: number;
  /** What the document is, for the page's accessible name ("Laudo médico enviado por Maria"). */
  titulo: string;
}

/**
 * A candidate's PDF shown in the page, a page at a time (issue 27). It is fetched only when the reviewer asks —
 * each fetch of a sensitive file is an audited view, and the first view marks the document "Em análise" — and
 * pdf.js is loaded only then.
 */
export default function VisorPdf({ insPrcDocCodigo, titulo }: Props) {
  // One viewer per document of the queue, each with its own read (src/lib/fila.store.ts), asked for by the button.
  const [leitura] = useState(() => criarLeitura(abrirPdfDoDocumento));
  const carga = useStore(leitura.$carga);
  const pdf = carga?.status === 'pronto' ? carga.dados : null;
  const [pagina, setPagina] = useState(1);
  /** pdf.js could not draw a page (no API failure: the viewer says so). */
  const [naoDesenhou, setNaoDesenhou] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const caixa = useRef<HTMLDivElement>(null);

  useEffect(() => () => pdf?.fechar(), [pdf]);
  useEffect(() => {
    if (!pdf || !canvas.current) return;
    const largura = Math.max(200, caixa.current?.clientWidth ?? 600);
    void pdf.desenhar(pagina, canvas.current, largura).then((ok) => ok || setNaoDesenhou(true));
  }, [pdf, pagina]);

  if (!carga || carga.status === 'carregando') {
    return (
      <p className="mb-1">
        <button type="button" className="btn btn-outline-primary btn-sm" disabled={!!carga} onClick={() => void leitura.ler(insPrcDocCodigo)}>
          {carga ? 'Carregando o PDF...' : 'Ver o PDF aqui'}
        </button>
      </p>
    );
  }
  if (carga.status !== 'pronto') return <p className="alert alert-warning small mb-1" role="alert">{carga.mensagem}</p>;
  if (naoDesenhou) return <p className="alert alert-warning small mb-1" role="alert">Não foi possível desenhar esta página do PDF. Use "Baixar" para abri-lo no computador.</p>;
  const total = carga.dados.paginas;
  return (
    <div ref={caixa}>
      {/* focusable: a keyboard user scrolls a tall page with the arrows */}
      <div className="border rounded overflow-auto bg-body-secondary" style={{ maxHeight: '36rem' }} tabIndex={0} role="region" aria-label={`${titulo}, em PDF`}>
        <canvas ref={canvas} role="img" aria-label={`${titulo}: página ${pagina} de ${total}`} className="d-block mx-auto bg-white" />
      </div>
      <div className="d-flex align-items-center gap-2 mt-1">
        <button type="button" className="btn btn-outline-secondary btn-sm" disabled={pagina <= 1} onClick={() => setPagina((n) => n - 1)}>Página anterior</button>
        <span className="small" aria-live="polite">Página {pagina} de {total}</span>
        <button type="button" className="btn btn-outline-secondary btn-sm" disabled={pagina >= total} onClick={() => setPagina((n) => n + 1)}>Próxima página</button>
      </div>
    </div>
  );
}
