import { useEffect, useState } from 'react';
import SemAcesso, { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { LinhaProcessoGestao } from '../../domain/wire/gestao-processos.ts';
import { buildPath } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import ComporMensagem from './ComporMensagem.tsx';
import MensagensEnviadas from './MensagensEnviadas.tsx';
import { lerEu, listarProcessos } from './gestao-mensagens.api.ts';
import { podeEnviarATodos } from './gestao-mensagens.ts';

type Estado = { status: 'carregando' } | { status: 'semAcesso'; mensagem: string } | { status: 'erro'; mensagem: string } | { status: 'pronto'; processos: LinhaProcessoGestao[]; todos: boolean };

/**
 * /gestao/mensagens: write to the candidates of a process (filtered by state, exam municipality and payment), to one
 * person or to everyone, now or at a set time, with a copy by e-mail; see how many it reached and read it.
 */
export default function GestaoMensagens() {
  const [estado, setEstado] = useState<Estado>({ status: 'carregando' });

  useEffect(() => {
    void requireSession()
      .then(() => Promise.all([lerEu(), listarProcessos()]))
      .then(([eu, processos]) => setEstado({ status: 'pronto', processos, todos: podeEnviarATodos(eu.papeis) }))
      .catch((err: unknown) => {
        const mensagem = err instanceof Error ? err.message : String(err);
        setEstado(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem: mensagem || 'Não foi possível abrir as mensagens.' });
      });
  }, []);

  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando...</p>;
  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  return (
    <div>
      <nav aria-label="Trilha">
        <ol className="breadcrumb mb-1">
          <li className="breadcrumb-item"><a className="text-primary-emphasis" href={buildPath('gestao')}>Gestão</a></li>
          <li className="breadcrumb-item active" aria-current="page">Mensagens</li>
        </ol>
      </nav>
      <h1 className="h3 mb-3">Mensagens aos candidatos</h1>
      <ComporMensagem processos={estado.processos} podeTodos={estado.todos} />
      <MensagensEnviadas processos={estado.processos} podeTodos={estado.todos} />
    </div>
  );
}
