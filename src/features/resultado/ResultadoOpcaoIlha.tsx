import { useEffect, useState } from 'react';
import type { ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { lerResultadoDaOpcao } from './resultado.api.ts';
import ResultadoDaOpcao from './ResultadoDaOpcao.tsx';

type Estado = { status: 'carregando' } | { status: 'erro'; mensagem: string } | { status: 'pronto'; resultado: ResultadoPublico };

/** The shell /resultado/-/-: an option of a result published after the last site build, read from the public API. */
export default function ResultadoOpcaoIlha() {
  const [estado, setEstado] = useState<Estado>({ status: 'carregando' });
  useEffect(() => {
    const params = currentParams('resultadoOpcao', window.location.pathname);
    const prc = paramCode(params?.prcSltCodigo);
    const opc = paramCode(params?.opcCodigo);
    if (!prc || !opc) return void setEstado({ status: 'erro', mensagem: 'Opção não encontrada.' });
    lerResultadoDaOpcao(prc, opc).then(
      (resultado) => setEstado({ status: 'pronto', resultado }),
      (err: unknown) => setEstado({ status: 'erro', mensagem: (err instanceof Error && err.message) || 'Não foi possível carregar o resultado.' }),
    );
  }, []);
  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando o resultado...</p>;
  if (estado.status === 'erro') return <p className="alert alert-info" role="status">{estado.mensagem}</p>;
  return <ResultadoDaOpcao resultado={estado.resultado} filtroVisivel />;
}
