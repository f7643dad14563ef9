/// <reference types="vite/client" />
/**
 * A candidate's PDF drawn by pdf.js into canvases of our own page (issue 27): the browser's PDF viewer cannot run
 * under the file's sandboxing policy nor be framed by the site, so the reviewer would otherwise leave the screen.
 * Only imported dynamically, when a reviewer opens a PDF: pdf.js (hundreds of KB) never weighs on the screen.
 *
 * Nothing of the PDF runs: pdf.js 6 has no eval path any more (the option isEvalSupported is gone), the scripting
 * sandbox (pdf.sandbox.mjs) and the annotation layer (links, form widgets, JavaScript actions) are never loaded,
 * XFA forms are off, and annotations are only painted into the canvas. WebAssembly decoders are off so the site's
 * script-src needs no 'wasm-unsafe-eval'; pdf.js then decodes JPEG 2000 and JBIG2 images in plain JavaScript.
 * The worker is a file of our own build (same origin: script-src 'self' covers it), never a blob or a CDN.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// Bundled by Vite as a worker chunk (a .js file: nginx's MIME table knows no .mjs, and a worker served as
// application/octet-stream would not start).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?worker&url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A PDF a canvas is larger than this is drawn smaller: a huge page must not exhaust a phone's memory. */
const MAX_PIXELS = 16_000_000;

export interface PdfAberto {
  paginas: number;
  /**
   * Draws page `n` (1-based) into `canvas`, `largura` CSS pixels wide; a newer call cancels an unfinished one.
   * Answers false when pdf.js could not draw the page (a damaged file): the viewer says so and offers the download.
   */
  desenhar(n: number, canvas: HTMLCanvasElement, largura: number): Promise<boolean>;
  fechar(): void;
}

export async function abrirPdf(dados: ArrayBuffer): Promise<PdfAberto> {
  const carga = getDocument({
    data: new Uint8Array(dados),
    enableXfa: false,
    useWasm: false,
    // no fetch of CMaps / standard fonts from a CDN: missing glyph data falls back to the system's fonts
    useSystemFonts: true,
    stopAtErrors: false,
    maxImageSize: MAX_PIXELS,
  });
  const doc: PDFDocumentProxy = await carga.promise;
  let tarefa: RenderTask | null = null;
  return {
    paginas: doc.numPages,
    async desenhar(n, canvas, largura) {
      tarefa?.cancel();
      // A rendering failure is no API failure: nothing to show in the error modal, only in the viewer.
      const pagina = await doc.getPage(n).catch(() => null);
      if (!pagina) return false;
      const base = pagina.getViewport({ scale: 1 });
      const densidade = Math.min(window.devicePixelRatio || 1, 2);
      let escala = (largura / base.width) * densidade;
      if (base.width * base.height * escala * escala > MAX_PIXELS) escala = Math.sqrt(MAX_PIXELS / (base.width * base.height));
      const viewport = pagina.getViewport({ scale: escala });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / densidade)}px`;
      tarefa = pagina.render({ canvas, viewport });
      try {
        await tarefa.promise;
        return true;
      } catch (e) {
        // a newer page replaced this one before it finished: not a failure
        return (e as Error).name === 'RenderingCancelledException';
      }
    },
    // ends the document and its worker: a reviewer going through a queue must not pile up workers
    fechar: () => void carga.destroy(),
  };
}
