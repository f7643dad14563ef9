import { useStore } from '@nanostores/react';
import { firstName } from '../../domain/sessao.ts';
import { $session } from '../../lib/session.store.ts';

/** Start page: a greeting and the way to what a candidate came for. */
export default function Home() {
  const session = useStore($session);
  if (session.status !== 'user') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  return (
    <section>
      <h1 className="h3 mb-4">Olá, {firstName(session.pssFscNome)}!</h1>
      <div className="row g-3">
        <div className="col-md-6">
          <a className="card card-body h-100 text-decoration-none shadow-sm" href="/prcSeletivo">
            <span className="h5">Processos Seletivos</span>
            <span className="text-muted">Inscreva-se nos processos abertos e acompanhe as suas inscrições.</span>
          </a>
        </div>
        <div className="col-md-6">
          <a className="card card-body h-100 text-decoration-none shadow-sm" href="/prcSltInsConvocado">
            <span className="h5">Convocações</span>
            <span className="text-muted">Chamadas para matrícula e o que fazer em cada uma.</span>
          </a>
        </div>
        <div className="col-md-6">
          <a className="card card-body h-100 text-decoration-none shadow-sm" href="/mensagens">
            <span className="h5">Mensagens</span>
            <span className="text-muted">Comunicados da universidade sobre os seus processos.</span>
          </a>
        </div>
      </div>
    </section>
  );
}
