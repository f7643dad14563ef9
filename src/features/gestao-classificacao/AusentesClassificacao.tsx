import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { salvarAusentes } from './gestao-classificacao.api.ts';
import { plural } from '../../domain/text.ts';
import { lerInscricoes } from './gestao-classificacao.ts';
import { recarregar } from './gestao-classificacao.store.ts';

interface Props {
  prcSltCodigo: number;
  ausentes: number[];
}

/** Absentees pasted as enrolment numbers (one per line, or separated by spaces or commas); marked or unmarked at once. */
export default function AusentesClassificacao({ prcSltCodigo, ausentes }: Props) {
  const [texto, setTexto] = useState('');
  const [erroLocal, setErroLocal] = useState('');
  const { enviar, erros, enviando, dialogo } = useEscrita();

  async function gravar(ausente: boolean) {
    const { numeros, invalidos } = lerInscricoes(texto);
    if (invalidos.length) return setErroLocal(`Não são números de inscrição: ${invalidos.slice(0, 10).join(', ')}.`);
    if (!numeros.length) return setErroLocal('Informe ao menos um número de inscrição.');
    setErroLocal('');
    const r = await enviar(() => salvarAusentes(prcSltCodigo, numeros, ausente), ausente ? 'Ausentes registrados.' : 'Ausências retiradas.');
    if (r) {
      setTexto('');
      recarregar();
    }
  }

  return (
    <section aria-labelledby="cls-ausentes" className="card card-body shadow-sm mb-4">
      <h2 id="cls-ausentes" className="h4">Ausentes</h2>
      <p data-testid="ausentes-atuais">
        {ausentes.length ? `${plural(ausentes.length, 'inscrição marcada', 'inscrições marcadas')} como ausente: ${ausentes.slice(0, 30).join(', ')}${ausentes.length > 30 ? '…' : ''}.` : 'Nenhum ausente registrado.'}
      </p>
      <Campo rotulo="Números de inscrição" erro={erroLocal || erros.inscricoes} ajuda="Cole um número por linha, ou separados por espaço, vírgula ou ponto e vírgula.">
        {(p) => <textarea {...p} rows={3} value={texto} onChange={(e) => setTexto(e.target.value)} />}
      </Campo>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={enviando} aria-busy={enviando || undefined} onClick={() => void gravar(true)}>
          {enviando ? 'Gravando...' : 'Marcar como ausentes'}
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={enviando} onClick={() => void gravar(false)}>
          Retirar a ausência
        </button>
      </div>
      {dialogo}
    </section>
  );
}
