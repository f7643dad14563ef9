import { useEffect, useState } from 'react';
import type { IndiceResultadoPublico, ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import ListaResultado from './ListaResultado.tsx';
import { listasEmLinha } from './resultado.ts';
import { lerIndice, lerResultado } from './resultado.api.ts';

type Estado = { status: 'carregando' } | { status: 'erro'; mensagem: string } | { status: 'pronto'; indice: IndiceResultadoPublico; resultado?: ResultadoPublico };

/**
 * The shell /resultado/-: a result published after the last site build, read from the public API — its index
 * first, and the whole result only when it is small enough to be shown inline (a large one is never sent whole).
 */
export default function ResultadoProcesso() {
  const [estado, setEstado] = useState<Estado>({ status: 'carregando' });
  useEffect(() => {
    const prc = paramCode(currentParams('resultadoProcesso', window.location.pathname)?.prcSltCodigo);
    if (!prc) return void setEstado({ status: 'erro', mensagem: 'Processo não encontrado.' });
    lerIndice(prc)
      .then(async (indice) => ({ indice, resultado: listasEmLinha(indice) ? await lerResultado(prc) : undefined }))
      .then(
        ({ indice, resultado }) => setEstado({ status: 'pronto', indice, resultado }),
        (err: unknown) => setEstado({ status: 'erro', mensagem: (err instanceof Error && err.message) || 'Não foi possível carregar o resultado.' }),
      );
  }, []);
  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando o resultado...</p>;
  if (estado.status === 'erro') return <p className="alert alert-info" role="status">{estado.mensagem}</p>;
  return <ListaResultado indice={estado.indice} resultado={estado.resultado} />;
}
