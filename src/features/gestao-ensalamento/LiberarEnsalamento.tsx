import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { LEMBRETE_MAXIMO } from '../../domain/wire/gestao-ensalamento.ts';
import { liberar } from './gestao-ensalamento.api.ts';

interface Props {
  prcSltCodigo: number;
  liberado: boolean;
  lembrete: string | null;
  onSalvo: () => void;
}

/** Releases the room assignment to candidates (their /ensalamento screens), with the reminder they read with it. */
export default function LiberarEnsalamento({ prcSltCodigo, liberado, lembrete, onSalvo }: Props) {
  const [exibir, setExibir] = useState(liberado);
  const [texto, setTexto] = useState(lembrete ?? '');
  const { enviar, enviando, erros } = useEscrita();

  async function salvar() {
    const r = await enviar(() => liberar(prcSltCodigo, exibir, texto), exibir ? 'Ensalamento liberado aos candidatos.' : 'Ensalamento oculto dos candidatos.');
    if (r) onSalvo();
  }

  return (
    <section aria-labelledby="ens-liberar" className="mb-4">
      <h2 id="ens-liberar" className="h5">Liberação aos candidatos</h2>
      <div className="form-check form-switch mb-2">
        <input className="form-check-input" type="checkbox" role="switch" id="ens-exibir" checked={exibir} onChange={(e) => setExibir(e.target.checked)} />
        <label className="form-check-label" htmlFor="ens-exibir">Mostrar a sala de cada candidato (consulta pública e tela do candidato)</label>
      </div>
      <Campo rotulo="Lembrete aos candidatos" erro={erros.lembrete} ajuda="Aparece com o ensalamento e nos cartões de prova (por exemplo: documento com foto, caneta preta).">
        {(p) => <textarea {...p} rows={2} value={texto} onChange={(e) => setTexto(e.target.value)} maxLength={LEMBRETE_MAXIMO} />}
      </Campo>
      <button type="button" className="btn btn-primary" onClick={() => void salvar()} disabled={enviando}>{enviando ? 'Gravando...' : 'Gravar liberação'}</button>
    </section>
  );
}
