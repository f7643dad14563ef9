import Campo from '../../components/gestao/Campo.tsx';
import type { ProvaDoRecurso } from '../../domain/wire/gestao-reexame.ts';

interface Props {
  provas: ProvaDoRecurso[];
  prova: number | null;
  nota: string;
  erro?: string;
  onProva: (p: number | null) => void;
  onNota: (n: string) => void;
}

/**
 * The score a deferred appeal changes (one appeal answered at a time): the exam of the process's ranking and the
 * new score. The ranking computed next reads it; the screen says so once the answer is saved.
 */
export default function NovaNota({ provas, prova, nota, erro, onProva, onNota }: Props) {
  return (
    <fieldset className="border rounded p-2 mb-3">
      <legend className="form-label fs-6 float-none w-auto px-1 mb-0">Nota (recurso deferido)</legend>
      <Campo rotulo="Prova cuja nota muda" ajuda="Deixe em branco se o recurso não muda nenhuma nota." className="mb-2">
        {(p) => (
          <select {...p} className="form-select" value={prova ?? ''} onChange={(e) => onProva(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Nenhuma</option>
            {provas.map((x) => <option key={x.prova} value={x.prova}>{x.descricao}</option>)}
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
