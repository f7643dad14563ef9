import { useEffect, useState } from 'react';
import ExplicacaoPosicao from '../../components/ExplicacaoPosicao.tsx';
import type { ExplicacaoWire } from '../../domain/wire/classificacao-explicacao.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import { buscarExplicacao } from './resultado-explicacao.api.ts';

type Estado = { status: 'carregando' } | { status: 'erro'; mensagem: string } | { status: 'pronto'; x: ExplicacaoWire };

/** /por-que/:insPrcCodigo: why the candidate stands where they do in the published result (issue 36 item 8). */
export default function ExplicacaoCandidato() {
  const [estado, setEstado] = useState<Estado>({ status: 'carregando' });

  useEffect(() => {
    const ins = paramCode(currentParams('resultadoExplicacao', window.location.pathname)?.insPrcCodigo);
    if (!ins) return setEstado({ status: 'erro', mensagem: 'Inscrição inválida.' });
    void requireSession()
      .then(() => buscarExplicacao(ins))
      .then((x) => setEstado({ status: 'pronto', x }))
      .catch((err: unknown) => setEstado({ status: 'erro', mensagem: err instanceof Error ? err.message : 'Não foi possível carregar a explicação.' }));
  }, []);

  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando...</p>;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  const { x } = estado;
  return (
    <div>
      <h1 className="h4">Por que estou nesta posição?</h1>
      <p className="mb-1">
        {x.prcSltDescricao} — inscrição nº {x.insPrcCodigo}
      </p>
      <p className="text-body-secondary small">
        Resultado {x.publicacao === 'final' ? 'final' : 'preliminar'}. Todos concorrem primeiro na ampla concorrência; quem tem direito a uma reserva de vagas concorre também na lista da reserva.
      </p>
      <ExplicacaoPosicao x={x} />
    </div>
  );
}
