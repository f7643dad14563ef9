import { useCarga } from '../../components/gestao/useFila.tsx';
import { abrirArquivo } from './gestao-documentos.api.ts';

/**
 * A candidate's photo in the queue: opened (and, for a sensitive one, recorded) by a POST when it is shown, then
 * drawn from the short-lived address that POST answered (issue 34, item 4: the image's GET changes nothing).
 */
export default function ImagemDocumento({ insPrcDocCodigo, alt }: { insPrcDocCodigo: number; alt: string }) {
  const { estado } = useCarga(() => abrirArquivo(insPrcDocCodigo), [insPrcDocCodigo]);
  if (estado.status === 'erro' || estado.status === 'semAcesso') return <p className="alert alert-warning small mb-1" role="alert">Não foi possível mostrar esta imagem. Use "Baixar" para abri-la no computador.</p>;
  if (estado.status === 'carregando') return <p className="small text-body-secondary mb-1">Carregando a imagem...</p>;
  return <img src={estado.dados} alt={alt} className="img-fluid border rounded" style={{ maxHeight: '24rem' }} />;
}
