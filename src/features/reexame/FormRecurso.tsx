import { useId, useState, type FormEvent } from 'react';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
import { showAlert, showError } from '../../lib/ui.store.ts';
import { enviarRecurso } from './reexame.api.ts';
import { erroRecurso, JUSTIFICATIVA_MAX } from './reexame.ts';

interface Props {
  prcSltCodigo: number;
  insPrcCodigo: number;
  prcSltCrnCodigo: number;
  maxBytes: number;
  onEnviado: () => void;
}

/** The appeal form of one open window: justification and an optional PDF/PNG/JPEG attachment. */
export default function FormRecurso(p: Props) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    if (enviando) return;
    const erro = erroRecurso(texto, arquivo, p.maxBytes);
    if (erro) return void showError(erro);
    setEnviando(true);
    try {
      await enviarRecurso({ prcSltCodigo: p.prcSltCodigo, insPrcCodigo: p.insPrcCodigo, prcSltCrnCodigo: p.prcSltCrnCodigo, insPrcRcrJustificativa: texto.trim() }, arquivo);
      showAlert('success', 'Recurso registrado com sucesso.');
      p.onEnviado();
    } catch {
      // the api-client showed the reason
    } finally {
      setEnviando(false);
    }
  }

  return (
    <form onSubmit={enviar} noValidate>
      <div className="mb-3">
        <label htmlFor={`${id}-j`} className="form-label">
          Justificativa
        </label>
        <textarea id={`${id}-j`} className="form-control" rows={6} maxLength={JUSTIFICATIVA_MAX} required value={texto} onChange={(e) => setTexto(e.target.value)} aria-describedby={`${id}-jc`} />
        <div id={`${id}-jc`} className="form-text">
          {texto.trim().length} de {JUSTIFICATIVA_MAX} caracteres.
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-a`} className="form-label">
          Anexo (opcional)
        </label>
        <input id={`${id}-a`} type="file" className="form-control" accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg" onChange={(e) => setArquivo(e.target.files?.[0] ?? null)} aria-describedby={`${id}-ah`} />
        <div id={`${id}-ah`} className="form-text">
          PDF ou imagem (PNG ou JPEG), até {tamanhoTexto(p.maxBytes)}.
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={enviando}>
        {enviando ? 'Enviando...' : 'Enviar recurso'}
      </button>
    </form>
  );
}
