import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { usePassoGuardado } from '../../components/gestao/usePassoGuardado.tsx';
import { LEMBRETE_MAXIMO } from '../../domain/wire/gestao-ensalamento.ts';
import { liberar } from './gestao-ensalamento.api.ts';

interface Props {
  prcSltCodigo: number;
  liberado: boolean;
  /** Candidates with a seat: nothing to release before the seating is confirmed. */
  alocados: number;
  lembrete: string | null;
  onSalvo: () => void;
}

/** Releases the room assignment to candidates (their /ensalamento screens), with the reminder they read with it. */
export default function LiberarEnsalamento({ prcSltCodigo, liberado, alocados, lembrete, onSalvo }: Props) {
  const [exibir, setExibir] = useState(liberado);
  const [texto, setTexto] = useState(lembrete ?? '');
  const { enviar, enviando, erros } = useEscrita();
  const guardado = usePassoGuardado(prcSltCodigo);

  async function salvar() {
    // Releasing is guarded (issue 37): each seated candidate is told; the rest is a plain save.
    if (exibir && !liberado) {
      return guardado.confirmar({
        titulo: 'Liberar o ensalamento',
        oQueAcontece: ['Cada candidato passa a ver o local, a sala e a carteira (na tela de ensalamento e na consulta pública).', 'Cada candidato deferido recebe uma mensagem (e a cópia por e-mail) com o endereço.'],
        afetados: alocados,
        rotulo: 'Liberar',
        sucesso: 'Ensalamento liberado aos candidatos.',
        fazer: () => liberar(prcSltCodigo, true, texto),
        feito: onSalvo,
      });
    }
    const r = await enviar(() => liberar(prcSltCodigo, exibir, texto), exibir ? 'Ensalamento liberado aos candidatos.' : 'Ensalamento oculto dos candidatos.');
    if (r) onSalvo();
  }

  return (
    <section aria-labelledby="ens-liberar" className="mb-4">
      <h2 id="ens-liberar" className="h5">Liberação aos candidatos</h2>
      <div className="form-check form-switch mb-2">
        <input className="form-check-input" type="checkbox" role="switch" id="ens-exibir" checked={exibir} disabled={alocados === 0 && !liberado} onChange={(e) => setExibir(e.target.checked)} aria-describedby={alocados === 0 ? 'ens-exibir-ajuda' : undefined} />
        <label className="form-check-label" htmlFor="ens-exibir">Mostrar a sala de cada candidato (consulta pública e tela do candidato)</label>
        {alocados === 0 && <div className="form-text" id="ens-exibir-ajuda">Confirme o ensalamento antes: ninguém tem lugar ainda.</div>}
      </div>
      <Campo rotulo="Lembrete aos candidatos" erro={erros.lembrete} ajuda="Aparece com o ensalamento e nos cartões de prova (por exemplo: documento com foto, caneta preta).">
        {(p) => <textarea {...p} rows={2} value={texto} onChange={(e) => setTexto(e.target.value)} maxLength={LEMBRETE_MAXIMO} />}
      </Campo>
      <button type="button" className="btn btn-primary" onClick={() => void salvar()} disabled={enviando || guardado.enviando}>{enviando || guardado.enviando ? 'Gravando...' : 'Gravar liberação'}</button>
      {guardado.dialogo}
    </section>
  );
}
