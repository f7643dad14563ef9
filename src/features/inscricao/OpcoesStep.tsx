import { useEffect, useState } from 'react';
import { feeText } from '../../domain/money.ts';
import { opcoesFilhas, type Opcao } from './inscricao.api.ts';

/** Loaded children by parent code ('raiz' for the roots), shared by every slot of the page. */
const cache = new Map<string, Promise<Opcao[]>>();
export const known = new Map<number, Opcao>();

function children(prcSltCodigo: number, pai: number | null): Promise<Opcao[]> {
  const key = String(pai ?? 'raiz');
  if (!cache.has(key)) {
    cache.set(
      key,
      opcoesFilhas(prcSltCodigo, pai).then((list) => {
        list.forEach((o) => known.set(o.opcCodigo, o));
        return list;
      }),
    );
  }
  return cache.get(key)!;
}

/** Loads every level of the given chains (so `known` holds the chosen options before the selects render). */
export async function preloadChains(prcSltCodigo: number, chains: number[][]): Promise<void> {
  await children(prcSltCodigo, null);
  for (const chain of chains) {
    for (const code of chain) {
      if (known.get(code)?.opcOpcFinal === 'T') break;
      await children(prcSltCodigo, code);
    }
  }
}

interface SlotProps {
  prcSltCodigo: number;
  ordem: number;
  chain: number[];
  disabled?: boolean;
  onChange: (chain: number[]) => void;
}

/** One preference: cascading selects by parent option; changing one discards the deeper ones. */
function Slot({ prcSltCodigo, ordem, chain, disabled, onChange }: SlotProps) {
  const [levels, setLevels] = useState<Opcao[][]>([]);
  useEffect(() => {
    let alive = true;
    void (async () => {
      const out: Opcao[][] = [await children(prcSltCodigo, null)];
      for (const code of chain) {
        if (known.get(code)?.opcOpcFinal === 'T') break;
        const next = await children(prcSltCodigo, code);
        if (!next.length) break;
        out.push(next);
      }
      if (alive) setLevels(out);
    })();
    return () => {
      alive = false;
    };
  }, [prcSltCodigo, chain.join(',')]);

  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="fs-6 float-none w-auto px-1">{ordem}ª opção</legend>
      {levels.map((opts, level) => {
        const tipo = opts[0]?.tpOpcDescricao ?? 'opção';
        const id = `opcao-${ordem}-${level}`;
        return (
          <div key={level} className="mb-2">
            <label htmlFor={id} className="form-label">
              Selecione o {tipo}
            </label>
            <select id={id} className="form-select" disabled={disabled} value={chain[level] ?? ''} onChange={(e) => onChange(e.target.value ? [...chain.slice(0, level), Number(e.target.value)] : chain.slice(0, level))}>
              <option value="">Selecione...</option>
              {opts.map((o) => (
                <option key={o.opcCodigo} value={o.opcCodigo}>
                  {o.opcOpcFinal === 'T' ? `${o.opcDescricao} — ${feeText(o.opcVlrInscricao)}` : o.opcDescricao}
                </option>
              ))}
            </select>
            {chain[level] && known.get(chain[level])?.opcAjuda && <div className="form-text">{known.get(chain[level])!.opcAjuda}</div>}
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

const complete = (chain: number[] | undefined) => Boolean(chain?.length && known.get(chain[chain.length - 1])?.opcOpcFinal === 'T');

/** Up to the process's number of options; the next slot appears once the previous one is complete. */
export default function OpcoesStep({ prcSltCodigo, max, opcoes, disabled, onChange }: Props) {
  const slots: number[][] = [];
  for (let i = 0; i < Math.max(1, max); i++) {
    if (i > 0 && !complete(opcoes[i - 1])) break;
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
