import { useEffect, useState } from 'react';
import { abrirArquivo } from './gestao-documentos.api.ts';

/**
 * A candidate's photo in the queue: opened (and, for a sensitive one, recorded) by a POST when it is shown, then
 * drawn from the short-lived address that POST answered (issue 34, item 4: the image's GET changes nothing).
 */
export default function ImagemDocumento({ insPrcDocCodigo, alt }: { insPrcDocCodigo: number; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [erro, setErro] = useState(false);
  useEffect(() => {
    let vivo = true;
    abrirArquivo(insPrcDocCodigo).then(
      (url) => vivo && setSrc(url),
      () => vivo && setErro(true),
    );
    return () => {
      vivo = false;
    };
  }, [insPrcDocCodigo]);
  if (erro) return <p className="alert alert-warning small mb-1" role="alert">Não foi possível mostrar esta imagem. Use "Baixar" para abri-la no computador.</p>;
  if (!src) return <p className="small text-body-secondary mb-1">Carregando a imagem...</p>;
  return <img src={src} alt={alt} className="img-fluid border rounded" style={{ maxHeight: '24rem' }} />;
}
