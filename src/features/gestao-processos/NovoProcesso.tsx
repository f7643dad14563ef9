import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
import { buildPath } from '../../lib/routes.ts';
import { buscarEu } from './gestao-processos.api.ts';
import { formVazio } from './gestao-processos.ts';
import FormProcesso from './FormProcesso.tsx';
import Trilha from '../../components/gestao/Trilha.tsx';

/** /gestao/novo: a process from nothing. It is created em preparação; its page then offers options, publishing... */
export default function NovoProcesso() {
  const { estado } = useCarga(buscarEu);
  // Who may create is the API's to say: an unreadable answer offers the form (the API refuses anyway).
  const acesso = estado.status === 'carregando' ? 'carregando' : estado.status === 'semAcesso' ? estado : estado.status === 'pronto' && estado.dados && !estado.dados.podeCriarProcesso ? 'naoCria' : 'sim';

  return (
    <div>
      <Trilha pagina="Novo processo" />
      <h1 className="h3 mb-3">Novo processo seletivo</h1>
      {acesso === 'carregando' && <p className="text-body-secondary" aria-busy="true">Carregando...</p>}
      {typeof acesso === 'object' && <SemAcesso mensagem={acesso.mensagem} />}
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
