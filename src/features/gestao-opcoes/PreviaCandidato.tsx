import { useMemo, useState } from 'react';
import { feeText } from '../../domain/money.ts';
import { cadeiaCompleta, chaveFilhos, niveisDaCadeia, rotuloDoNivel, textoNaCascata } from '../../domain/opcoes-cascata.ts';
import type { OpcaoGestao } from '../../domain/wire/gestao-opcoes.ts';
import { caminho, niveisMisturados, paraCascata } from './gestao-opcoes.ts';

/**
 * The candidate's eye: the cascading selects of one preference, drawn by the enrolment form's own rules
 * (src/domain/opcoes-cascata.ts) from the tree on screen, so staff try the path a candidate will walk.
 */
export default function PreviaCandidato({ opcoes, prcSltCodigo }: { opcoes: OpcaoGestao[]; prcSltCodigo: number }) {
  const [escolha, setEscolha] = useState<number[]>([]);
  const { filhos, porCodigo } = useMemo(() => paraCascata(opcoes, prcSltCodigo), [opcoes, prcSltCodigo]);
  // After a change of the tree, keep only the part of the path that still exists.
  const invalida = escolha.findIndex((c) => !porCodigo[c]);
  const cadeia = invalida === -1 ? escolha : escolha.slice(0, invalida);
  const niveis = niveisDaCadeia(filhos, porCodigo, prcSltCodigo, cadeia);
  const misturados = niveisMisturados(opcoes);
  const ultima = cadeia.length ? porCodigo[cadeia[cadeia.length - 1]] : null;

  return (
    <section className="card shadow-sm" aria-labelledby="previa-titulo" data-testid="previa-candidato">
      <h3 className="card-header h6 mb-0" id="previa-titulo">Como o candidato vê</h3>
      <div className="card-body">
        {!niveis.length || !niveis[0].length ? (
          <p className="text-body-secondary mb-0">Sem opções, o candidato não tem o que escolher.</p>
        ) : (
          <fieldset className="border rounded p-3">
            <legend className="fs-6 float-none w-auto px-1">1ª opção</legend>
            {niveis.map((lista, nivel) => {
              const id = `previa-opcao-${nivel}`;
              const ajuda = cadeia[nivel] ? porCodigo[cadeia[nivel]]?.opcAjuda : null;
              return (
                <div key={nivel} className="mb-2">
                  <label htmlFor={id} className="form-label">{rotuloDoNivel(lista)}</label>
                  <select id={id} className="form-select" value={cadeia[nivel] ?? ''} onChange={(e) => setEscolha(e.target.value ? [...cadeia.slice(0, nivel), Number(e.target.value)] : cadeia.slice(0, nivel))}>
                    <option value="">Selecione...</option>
                    {lista.map((o) => <option key={o.opcCodigo} value={o.opcCodigo}>{textoNaCascata(o)}</option>)}
                  </select>
                  {ajuda && <div className="form-text">{ajuda}</div>}
                </div>
              );
            })}
            {cadeiaCompleta(cadeia, porCodigo) && ultima && (
              <p className="alert alert-success small mb-0 mt-2" data-testid="previa-completa">
                Opção completa: {caminho(opcoes, ultima.opcCodigo)} — {feeText(ultima.opcVlrInscricao)}
              </p>
            )}
            {ultima && ultima.opcOpcFinal !== 'T' && !filhos[chaveFilhos(prcSltCodigo, ultima.opcCodigo)]?.length && (
              <p className="alert alert-warning small mb-0 mt-2">“{ultima.opcDescricao}” não é final e não tem subordinadas: o candidato fica sem ter o que escolher aqui.</p>
            )}
          </fieldset>
        )}
        {misturados.map((m) => (
          <p key={String(m.pai)} className="alert alert-warning small mt-2 mb-0">
            {m.pai === null ? 'No primeiro nível' : `Abaixo de “${caminho(opcoes, m.pai)}”`} há tipos diferentes ({m.tipos.join(', ')}): o candidato lê só “{rotuloDoNivel([{ tpOpcDescricao: m.tipos[0] }])}”.
          </p>
        ))}
      </div>
    </section>
  );
}
