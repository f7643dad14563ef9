import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { cadeiaCompleta, niveisDaCadeia, rotuloDoNivel, textoNaCascata } from '../../domain/opcoes-cascata.ts';
import { $filhos, $opcoes, carregarCadeia } from './inscricao.store.ts';

interface SlotProps {
  prcSltCodigo: number;
  ordem: number;
  chain: number[];
  disabled?: boolean;
  onChange: (chain: number[]) => void;
}

/** One preference: cascading selects by parent option; changing one discards the deeper ones. */
function Slot({ prcSltCodigo, ordem, chain, disabled, onChange }: SlotProps) {
  const filhos = useStore($filhos);
  const opcoes = useStore($opcoes);
  useEffect(() => {
    carregarCadeia(prcSltCodigo, chain).catch(() => undefined); // the client already showed the failure
  }, [prcSltCodigo, chain.join(',')]);
  const levels = niveisDaCadeia(filhos, opcoes, prcSltCodigo, chain);

  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="fs-6 float-none w-auto px-1">{ordem}ª opção</legend>
      {levels.map((opts, level) => {
        const id = `opcao-${ordem}-${level}`;
        const ajuda = chain[level] ? opcoes[chain[level]]?.opcAjuda : null;
        return (
          <div key={level} className="mb-2">
            <label htmlFor={id} className="form-label">
              {rotuloDoNivel(opts)}
            </label>
            <select id={id} className="form-select" disabled={disabled} value={chain[level] ?? ''} onChange={(e) => onChange(e.target.value ? [...chain.slice(0, level), Number(e.target.value)] : chain.slice(0, level))}>
              <option value="">Selecione...</option>
              {opts.map((o) => (
                <option key={o.opcCodigo} value={o.opcCodigo}>
                  {textoNaCascata(o)}
                </option>
              ))}
            </select>
            {ajuda && <div className="form-text">{ajuda}</div>}
          </div>
        );
      })}
    </fieldset>
  );
}

interface Props {
  prcSltCodigo: number;
  max: number;
  opcoes: number[][];
  disabled?: boolean;
  onChange: (opcoes: number[][]) => void;
}

/** Up to the process's number of options; the next slot appears once the previous one is complete. */
export default function OpcoesStep({ prcSltCodigo, max, opcoes, disabled, onChange }: Props) {
  const conhecidas = useStore($opcoes);
  const slots: number[][] = [];
  for (let i = 0; i < Math.max(1, max); i++) {
    if (i > 0 && !cadeiaCompleta(opcoes[i - 1], conhecidas)) break;
    slots.push(opcoes[i] ?? []);
  }
  return (
    <div>
      {slots.map((chain, i) => (
        <Slot key={i} prcSltCodigo={prcSltCodigo} ordem={i + 1} chain={chain} disabled={disabled} onChange={(c) => onChange([...opcoes.slice(0, i), c, ...opcoes.slice(i + 1)].slice(0, c.length ? undefined : i + 1))} />
      ))}
    </div>
  );
}
