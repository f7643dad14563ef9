import Campo from '../../components/gestao/Campo.tsx';
import type { ProvaDoRecurso } from '../../domain/wire/gestao-reexame.ts';
import { chaveDaProva } from './gestao-reexame.ts';

interface Props {
  provas: ProvaDoRecurso[];
  /** chaveDaProva of the chosen score. */
  prova: string | null;
  nota: string;
  erro?: string;
  onProva: (p: string | null) => void;
  onNota: (n: string) => void;
}

/**
 * The score a deferred appeal changes (one appeal answered at a time): the exam of the process's ranking (for a
 * serial process, an exam's serial 1 or 2 standardized score, or the essay) and the new score. The ranking computed next reads it; the screen says so once the answer is saved.
 */
export default function NovaNota({ provas, prova, nota, erro, onProva, onNota }: Props) {
  return (
    <fieldset className="border rounded p-2 mb-3">
      <legend className="form-label fs-6 float-none w-auto px-1 mb-0">Nota (recurso deferido)</legend>
      <Campo rotulo="Prova cuja nota muda" ajuda="Deixe em branco se o recurso não muda nenhuma nota." className="mb-2">
        {(p) => (
          <select {...p} className="form-select" value={prova ?? ''} onChange={(e) => onProva(e.target.value || null)}>
            <option value="">Nenhuma</option>
            {provas.map((x) => <option key={chaveDaProva(x)} value={chaveDaProva(x)}>{x.descricao}</option>)}
          </select>
        )}
      </Campo>
      {prova !== null && (
        <Campo rotulo="Nova nota" erro={erro} obrigatorio className="mb-0">
          {(p) => <input {...p} inputMode="decimal" value={nota} onChange={(e) => onNota(e.target.value)} />}
        </Campo>
      )}
      {prova === null && erro && <div className="invalid-feedback d-block">{erro}</div>}
    </fieldset>
  );
}
