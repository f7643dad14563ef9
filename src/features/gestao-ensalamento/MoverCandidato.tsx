import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { CandidatoEnsalado, SalaEnsalamento } from '../../domain/wire/gestao-ensalamento.ts';
import { mover } from './gestao-ensalamento.api.ts';
import { candidatosAchados } from './gestao-ensalamento.store.ts';

/** Search delay while typing: one request per pause, not per key. */
const ESPERA_BUSCA_MS = 250;

interface Props {
  prcSltCodigo: number;
  salas: SalaEnsalamento[];
  onMovido: () => void;
}

/** Moves one candidate to a free desk of another room, with a justification (audited; the candidate is told). */
export default function MoverCandidato({ prcSltCodigo, salas, onMovido }: Props) {
  const [busca, setBusca] = useState('');
  const resultadoDaBusca = useStore(candidatosAchados.$carga);
  const achados = resultadoDaBusca?.status === 'pronto' ? resultadoDaBusca.dados : null;
  const [escolhido, setEscolhido] = useState<CandidatoEnsalado | null>(null);
  const [sala, setSala] = useState('');
  const [justificativa, setJustificativa] = useState('');
  const { enviar, enviando, erros } = useEscrita();

  useEffect(() => {
    const termo = busca.trim();
    if (termo.length < 2) return candidatosAchados.limpar();
    const t = setTimeout(() => void candidatosAchados.ler({ prcSltCodigo, termo }), ESPERA_BUSCA_MS);
    return () => clearTimeout(t);
  }, [busca, prcSltCodigo]);

  async function moverEscolhido() {
    if (!escolhido || !sala) return;
    const r = await enviar(() => mover(escolhido.insPrcCodigo, Number(sala), justificativa), 'Candidato movido de sala.');
    if (r) {
      setEscolhido(null);
      setBusca('');
      setSala('');
      setJustificativa('');
      onMovido();
    }
  }

  const livres = salas.filter((s) => s.prcSltPrvSlCodigo !== escolhido?.prcSltPrvSlCodigo);
  return (
    <section aria-labelledby="ens-mover" className="mb-4">
      <h2 id="ens-mover" className="h5">Mover um candidato</h2>
      <Campo rotulo="Candidato (número da inscrição ou nome)" ajuda="Digite pelo menos 2 caracteres.">
        {(p) => <input {...p} type="search" value={busca} onChange={(e) => { setBusca(e.target.value); setEscolhido(null); }} autoComplete="off" />}
      </Campo>
      {(resultadoDaBusca?.status === 'erro' || resultadoDaBusca?.status === 'semAcesso') && <p className="small text-danger-emphasis">{resultadoDaBusca.mensagem}</p>}
      {achados && !escolhido && (
        achados.length === 0 ? <p className="text-body-secondary small">Nenhum candidato deferido encontrado.</p> : (
          <ul className="list-group mb-3" aria-label="Candidatos encontrados">
            {achados.map((c) => (
              <li key={c.insPrcCodigo} className="list-group-item d-flex justify-content-between align-items-center gap-2">
                <span>{c.insPrcCodigo} - {c.nome} <span className="text-body-secondary small">({c.sala ? `${c.local}, sala ${c.sala}, carteira ${c.carteira}` : 'sem carteira'})</span></span>
                <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => setEscolhido(c)} aria-label={`Escolher ${c.nome}`}>Escolher</button>
              </li>
            ))}
          </ul>
        )
      )}
      {escolhido && (
        <div className="border rounded p-3 mb-3">
          <p className="mb-2">
            <strong>{escolhido.insPrcCodigo} - {escolhido.nome}</strong>: {escolhido.sala ? `hoje em ${escolhido.local}, sala ${escolhido.sala}, carteira ${escolhido.carteira}` : 'sem carteira'}.
          </p>
          <Campo rotulo="Nova sala" erro={erros.prcSltPrvSlCodigo} obrigatorio>
            {(p) => (
              <select {...p} className={p.className.replace('form-control', 'form-select')} value={sala} onChange={(e) => setSala(e.target.value)}>
                <option value="">Escolha a sala</option>
                {livres.map((s) => (
                  <option key={s.prcSltPrvSlCodigo} value={s.prcSltPrvSlCodigo} disabled={s.ocupados >= s.lugares}>
                    {s.municipio} - {s.local} - sala {s.sala}{s.especial ? ' (especial)' : ''}: {s.ocupados}/{s.lugares}{s.ocupados >= s.lugares ? ' (cheia)' : ''}
                  </option>
                ))}
              </select>
            )}
          </Campo>
          <Campo rotulo="Justificativa" erro={erros.justificativa} obrigatorio ajuda="Fica na auditoria. Se o ensalamento já foi liberado, o candidato recebe uma mensagem com a nova sala.">
            {(p) => <textarea {...p} rows={2} value={justificativa} onChange={(e) => setJustificativa(e.target.value)} maxLength={2000} />}
          </Campo>
          <button type="button" className="btn btn-primary me-2" onClick={() => void moverEscolhido()} disabled={!sala || enviando}>{enviando ? 'Movendo...' : 'Mover'}</button>
          <button type="button" className="btn btn-outline-dark" onClick={() => setEscolhido(null)}>Cancelar</button>
        </div>
      )}
    </section>
  );
}
