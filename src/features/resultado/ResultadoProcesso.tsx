import { useEffect, useState } from 'react';
import type { ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import ListaResultado from './ListaResultado.tsx';
import { lerResultado } from './resultado.api.ts';

type Estado = { status: 'carregando' } | { status: 'erro'; mensagem: string } | { status: 'pronto'; resultado: ResultadoPublico };

/** The shell /resultado/-: a result published after the last site build, read from the public API. */
export default function ResultadoProcesso() {
  const [estado, setEstado] = useState<Estado>({ status: 'carregando' });
  useEffect(() => {
    const prc = paramCode(currentParams('resultadoProcesso', window.location.pathname)?.prcSltCodigo);
    if (!prc) return void setEstado({ status: 'erro', mensagem: 'Processo não encontrado.' });
    lerResultado(prc).then(
      (resultado) => setEstado({ status: 'pronto', resultado }),
      (err: unknown) => setEstado({ status: 'erro', mensagem: (err instanceof Error && err.message) || 'Não foi possível carregar o resultado.' }),
    );
  }, []);
  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando o resultado...</p>;
  if (estado.status === 'erro') return <p className="alert alert-info" role="status">{estado.mensagem}</p>;
  return <ListaResultado resultado={estado.resultado} />;
}
