import { useEffect, useState } from 'react';
import SemAcesso, { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import { buildPath } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import { buscarEu } from './gestao-processos.api.ts';
import { formVazio } from './gestao-processos.ts';
import FormProcesso from './FormProcesso.tsx';
import Trilha from '../../components/gestao/Trilha.tsx';

type Acesso = 'carregando' | 'sim' | 'naoCria' | { semAcesso: string };

/** /gestao/novo: a process from nothing. It is created em preparação; its page then offers options, publishing... */
export default function NovoProcesso() {
  const [acesso, setAcesso] = useState<Acesso>('carregando');

  useEffect(() => {
    void requireSession()
      .then(() => buscarEu())
      .then((eu) => setAcesso(!eu || eu.podeCriarProcesso ? 'sim' : 'naoCria'))
      .catch((err: unknown) => setAcesso(eSemAcesso(err) ? { semAcesso: (err as Error).message } : 'sim'));
  }, []);

  return (
    <div>
      <Trilha pagina="Novo processo" />
      <h1 className="h3 mb-3">Novo processo seletivo</h1>
      {acesso === 'carregando' && <p className="text-body-secondary" aria-busy="true">Carregando...</p>}
      {typeof acesso === 'object' && <SemAcesso mensagem={acesso.semAcesso} />}
      {acesso === 'naoCria' && <p className="alert alert-warning" role="alert">Criar processos é para o Administrador ou o Gestor de todos os processos.</p>}
      {acesso === 'sim' && (
        <>
          <p className="text-body-secondary">
            O processo é criado <strong>em preparação</strong>: os candidatos só o veem depois de publicado. Depois de criá-lo, cadastre as opções, os locais de prova e o formulário.
          </p>
          <FormProcesso inicial={formVazio()} prcSltCodigo={null} onSalvo={(p) => window.location.assign(buildPath('gestaoProcesso', { prcSltCodigo: p.prcSltCodigo }))} />
        </>
      )}
    </div>
  );
}
