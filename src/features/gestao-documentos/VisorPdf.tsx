import { useEffect, useRef, useState } from 'react';
import { buscarArquivo } from './gestao-documentos.api.ts';
import type { PdfAberto } from './documento-pdf.ts';

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
  const [pdf, setPdf] = useState<PdfAberto | null>(null);
  const [pagina, setPagina] = useState(1);
  const [estado, setEstado] = useState<'fechado' | 'carregando' | 'aberto' | 'erro'>('fechado');
  const [erro, setErro] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const caixa = useRef<HTMLDivElement>(null);

  const abrir = async () => {
    setEstado('carregando');
    try {
      const [dados, { abrirPdf }] = await Promise.all([buscarArquivo(insPrcDocCodigo), import('./documento-pdf.ts')]);
      setPdf(await abrirPdf(dados));
      setPagina(1);
      setEstado('aberto');
    } catch (e) {
      setErro(e instanceof Error && e.message.startsWith('Documento') ? e.message : 'Não foi possível mostrar este PDF. Use "Baixar" para abri-lo no computador.');
      setEstado('erro');
    }
  };

  useEffect(() => () => pdf?.fechar(), [pdf]);
  useEffect(() => {
    if (!pdf || !canvas.current) return;
    const largura = Math.max(200, caixa.current?.clientWidth ?? 600);
    pdf.desenhar(pagina, canvas.current, largura).catch(() => {
      setErro('Não foi possível desenhar esta página do PDF. Use "Baixar" para abri-lo no computador.');
      setEstado('erro');
    });
  }, [pdf, pagina]);

  if (estado === 'fechado' || estado === 'carregando') {
    return (
      <p className="mb-1">
        <button type="button" className="btn btn-outline-primary btn-sm" disabled={estado === 'carregando'} onClick={() => void abrir()}>
          {estado === 'carregando' ? 'Carregando o PDF...' : 'Ver o PDF aqui'}
        </button>
      </p>
    );
  }
  if (estado === 'erro') return <p className="alert alert-warning small mb-1" role="alert">{erro}</p>;
  const total = pdf!.paginas;
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
