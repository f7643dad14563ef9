import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { firstName } from '../../domain/sessao.ts';
import { buildPath } from '../../lib/routes.ts';
import { $session, loadSession, requireSession } from '../../lib/session.store.ts';
import { $unreadCount } from '../../lib/unread.store.ts';
import { $superCode, endSimulation, loadMenuData, openLoginSystem, signOut } from './menu.store.ts';

/** The top menu of SPEC §2. On login pages it is also the login guard. */
export default function Menu({ requiresLogin }: { requiresLogin: boolean }) {
  const session = useStore($session);
  const unread = useStore($unreadCount);
  const superCode = useStore($superCode);
  const [open, setOpen] = useState(false);
  const [navOpen, setNavOpen] = useState(false);

  useEffect(() => {
    (requiresLogin ? requireSession() : loadSession()).then((s) => {
      if (s.status === 'user') void loadMenuData();
    });
  }, [requiresLogin]);

  const user = session.status === 'user' ? session : null;
  return (
    <nav className="navbar navbar-expand-md navbar-dark bg-primary" aria-label="Menu principal">
      <div className="container">
        <a className="navbar-brand fw-semibold" href={user ? '/home' : '/entrar'}>Processos Seletivos</a>
        {user && (
          <button className="navbar-toggler" type="button" aria-label="Abrir menu" aria-expanded={navOpen} onClick={() => setNavOpen(!navOpen)}>
            <span className="navbar-toggler-icon" />
          </button>
        )}
        <div className={`collapse navbar-collapse${navOpen ? ' show' : ''}`}>
          {user && (
            <ul className="navbar-nav me-auto">
              <li className="nav-item"><a className="nav-link" href="/home">Inicio</a></li>
              <li className="nav-item"><a className="nav-link" href="/prcSeletivo">Processos Seletivos</a></li>
              {user.equipe && <li className="nav-item"><a className="nav-link" href={buildPath('gestao')} data-testid="menu-gestao">Gestão</a></li>}
            </ul>
          )}
          <ul className="navbar-nav ms-auto align-items-md-center">
            {user ? (
              <>
                <li className="nav-item">
                  <a className="nav-link" href="/mensagens" aria-label={`Mensagens${unread ? `, ${unread} não lidas` : ''}`}>
                    Mensagens {unread ? <span className="badge text-bg-danger" data-testid="unread-count">{unread}</span> : null}
                  </a>
                </li>
                <li className="nav-item dropdown">
                  <button className="nav-link dropdown-toggle btn btn-link" type="button" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="user-menu">
                    {firstName(user.pssFscNome)} ({user.pssFscCodigo})
                  </button>
                  <ul className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}>
                    <li className="px-3 py-2">
                      <div className="fw-semibold">{user.pssFscNome}</div>
                      <div className="small text-muted">{user.pssFscEmail}</div>
                    </li>
                    <li><hr className="dropdown-divider" /></li>
                    <li><button className="dropdown-item" type="button" onClick={() => openLoginSystem('meus-sistemas')}>Meus Sistemas</button></li>
                    <li><button className="dropdown-item" type="button" onClick={() => openLoginSystem('meus-dados')}>Dados Pessoais</button></li>
                    <li><button className="dropdown-item" type="button" onClick={() => openLoginSystem('minha-seguranca')}>Login e Segurança</button></li>
                    {superCode !== null && (
                      <li><button className="dropdown-item text-warning-emphasis" type="button" onClick={() => endSimulation()}>Cancelar Simulação</button></li>
                    )}
                    <li><hr className="dropdown-divider" /></li>
                    <li><button className="dropdown-item" type="button" onClick={() => void signOut()}>Sair</button></li>
                  </ul>
                </li>
              </>
            ) : (
              session.status !== 'loading' && <li className="nav-item"><a className="nav-link" href="/entrar">Entrar</a></li>
            )}
          </ul>
        </div>
      </div>
    </nav>
  );
}
