import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import type { Carga, Fila } from '../../lib/fila.store.ts';
import { currentParams, paramCode, type RouteName } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import SemAcesso from './SemAcesso.tsx';

/**
 * A staff queue screen of one process (src/lib/fila.store.ts): the process read from the page's address, the
 * queue loaded once the session is known, and the search box's text, submitted as the filter's `busca`.
 */
export function useFilaDoProcesso<F extends { start: number; busca: string }, D>(fila: Fila<F, D>, rota: RouteName) {
  const estado = useStore(fila.$dados);
  const filtro = useStore(fila.$filtro);
  const [prc, setPrc] = useState<number | null>(null);
  const [busca, setBusca] = useState('');

  useEffect(() => {
    const p = paramCode(currentParams(rota, window.location.pathname)?.prcSltCodigo);
    setPrc(p);
    void requireSession().then(() => (p ? fila.carregar(p) : fila.$dados.set({ status: 'erro', mensagem: 'Processo não encontrado.' })));
  }, []);

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    void fila.filtrar({ busca } as Partial<F>);
  };
  return { estado, filtro, prc, busca, setBusca, buscar };
}

/** What a staff screen shows until its data is ready (loading, refused, failed); null once it is. */
export function enquantoCarrega(estado: Carga<unknown>, pronto: boolean, carregando: string): ReactElement | null {
  if (estado.status === 'carregando' || !pronto) return <p className="text-body-secondary" aria-busy="true">{carregando}</p>;
  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  return null;
}
