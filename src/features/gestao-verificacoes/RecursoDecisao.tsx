import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { decidirRecurso } from './gestao-verificacoes.api.ts';
import { carregarFila } from './gestao-verificacoes.store.ts';

/** The appeal's decision: deferido confirms the declaration; the answer is what the candidate reads. */
export default function RecursoDecisao({ prcSltCodigo, ctaVrfCodigo, insPrcCodigo }: { prcSltCodigo: number; ctaVrfCodigo: number; insPrcCodigo: number }) {
  const [resposta, setResposta] = useState('');
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  const gravar = async (situacao: 'deferido' | 'indeferido') => {
    if (!resposta.trim()) return setErros({ resposta: 'Resposta: escreva a resposta ao recurso (o candidato lerá).' });
    const r = await enviar(() => decidirRecurso(prcSltCodigo, ctaVrfCodigo, { situacao, resposta: resposta.trim() }), `Recurso ${situacao}; o candidato foi avisado.`);
    if (r) await carregarFila();
  };
  return (
    <div className="border rounded p-2 mt-2">
      <Campo rotulo={`Resposta ao recurso da inscrição ${insPrcCodigo}`} erro={erros.resposta ?? erros.recurso} className="mb-2">
        {(p) => <textarea {...p} rows={2} maxLength={2000} value={resposta} onChange={(e) => setResposta(e.target.value)} />}
      </Campo>
      <button type="button" className="btn btn-sm btn-success me-2" disabled={enviando} onClick={() => void gravar('deferido')}>Deferir recurso</button>
      <button type="button" className="btn btn-sm btn-outline-danger" disabled={enviando} onClick={() => void gravar('indeferido')}>Indeferir recurso</button>
      {dialogo}
    </div>
  );
}
