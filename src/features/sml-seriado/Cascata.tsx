import { useStore } from '@nanostores/react';
import { $levels, choose } from './sml-seriado.store.ts';
import { NO_CHOICE, selectLabel } from './sml-seriado.ts';

/** The cascading option selects: each choice loads its children into a new select (SPEC §2, §4). */
export default function Cascata() {
  const levels = useStore($levels);
  return (
    <div className="row g-3 mb-3">
      {levels.map((level, i) => {
        const id = `seriado-opcao-${i}`;
        return (
          <div className="col-md-6 col-lg-4" key={`${i}-${level.options[0]?.opcCodigo ?? 0}`}>
            <label className="form-label" htmlFor={id}>
              {selectLabel(level.tipo)}
            </label>
            <select id={id} className="form-select" value={level.value} onChange={(e) => void choose(i, e.target.value)}>
              <option value={NO_CHOICE}></option>
              {level.options.map((o) => (
                <option key={o.opcCodigo} value={String(o.opcCodigo)}>
                  {o.opcDescricao}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
