import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { requireSession } from '../../lib/session.store.ts';
import { $equipe, carregarPapeis } from './gestao-equipe.store.ts';
import FormConcessao from './FormConcessao.tsx';
import TabelaPapeis from './TabelaPapeis.tsx';
import Trilha from '../../components/gestao/Trilha.tsx';

/** /gestao/equipe: the administrator grants and revokes the staff roles. */
export default function GestaoEquipe() {
  const estado = useStore($equipe);
  const [eu, setEu] = useState(0);

  useEffect(() => {
    void requireSession().then((s) => {
      setEu(s.pssFscCodigo);
      return carregarPapeis();
    });
  }, []);

  return (
    <div>
      <Trilha pagina="Equipe e papéis" />
      <h1 className="h3 mb-3">Equipe e papéis</h1>
      {estado.status === 'carregando' && <p className="text-body-secondary" aria-busy="true">Carregando os papéis...</p>}
      {estado.status === 'semAcesso' && <SemAcesso mensagem={estado.mensagem} />}
      {estado.status === 'erro' && <p className="alert alert-danger" role="alert">{estado.mensagem}</p>}
      {estado.status === 'pronto' && (
        <>
          <p className="text-body-secondary">
            Cada papel vale para todos os processos ou para um só. Quem recebe um papel entra com a mesma conta que usa como candidato.
          </p>
          <FormConcessao onConcedido={() => void carregarPapeis()} />
          <h2 className="h5">Papéis concedidos</h2>
          <TabelaPapeis papeis={estado.dados} eu={eu} />
        </>
      )}
    </div>
  );
}
