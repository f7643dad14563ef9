import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import type { ResumoProcessoGestao } from '../../domain/wire/gestao.ts';
import { atom } from 'nanostores';
import { carregarEm, type Carga, type CargaDoProcesso, type Fila } from '../../lib/fila.store.ts';
import { currentParams, paramCode, type RouteName } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import SemAcesso from './SemAcesso.tsx';

/**
 * A staff screen of one process (src/lib/fila.store.ts): the process read from the page's address, its load
 * started once the session is known, and the process summary the header (<CabecalhoProcesso onResumo>) reads,
 * which says among other things whether the caller may configure it.
 */
export function useCargaDoProcesso<D>(carga: CargaDoProcesso<D>, rota: RouteName, semProcesso = 'Processo não encontrado.') {
  const estado = useStore(carga.$dados);
  const [prc, setPrc] = useState<number | null>(null);
  const [resumo, aoResumo] = useState<ResumoProcessoGestao | null>(null);

  useEffect(() => {
    const p = paramCode(currentParams(rota, window.location.pathname)?.prcSltCodigo);
    setPrc(p);
    void requireSession().then(() => (p ? carga.carregar(p) : carga.$dados.set({ status: 'erro', mensagem: semProcesso })));
  }, []);
  /** The data and its process once both are known (null until then: render `enquantoCarrega`). */
  const pronto = estado.status === 'pronto' && prc !== null ? { prc, dados: estado.dados } : null;
  return { estado, pronto, prc, resumo, aoResumo, podeConfigurar: resumo?.podeConfigurar };
}

/**
 * A staff screen or panel that loads one thing of its own (the caller's roles, a panel's list): `buscar` once the
 * session is known and again whenever `deps` change, into a Carga of its own; `recarregar` after a write.
 */
export function useCarga<D>(buscar: () => Promise<D>, deps: unknown[] = [], semTexto?: string) {
  const [$carga] = useState(() => atom<Carga<D>>({ status: 'carregando' }));
  const estado = useStore($carga);
  const recarregar = () => carregarEm($carga, buscar, semTexto);
  useEffect(() => {
    void requireSession().then(recarregar);
  }, deps);
  return { estado, pronto: estado.status === 'pronto' ? estado.dados : null, recarregar };
}

/**
 * A read the person asks for (municipalities by name, a person by CPF, processes by name): nothing until
 * `consultar(chave)`, then what the API answered for the newest key asked, into a Carga of its own. While a new
 * answer is on its way the previous one stays on screen (`consultando` says one is); `limpar` forgets it.
 */
export function useConsulta<K, D>(buscar: (chave: K) => Promise<D>, semTexto?: string) {
  const [$carga] = useState(() => atom<Carga<D> | null>(null));
  const estado = useStore($carga);
  const [consultando, setConsultando] = useState(0);
  const consultar = async (chave: K) => {
    if (!$carga.get()) $carga.set({ status: 'carregando' });
    setConsultando((n) => n + 1);
    await carregarEm($carga, () => buscar(chave), semTexto);
    setConsultando((n) => n - 1);
  };
  return { estado, pronto: estado?.status === 'pronto' ? estado.dados : null, consultando: consultando > 0, consultar, limpar: () => $carga.set(null) };
}

/** A staff list of no particular process (bank returns, accounts), loaded from its first page once the session is known. */
export function useFila<F extends { start: number }, D>(fila: Fila<F, D>) {
  const estado = useStore(fila.$dados);
  const filtro = useStore(fila.$filtro);
  const selecionados = useStore(fila.$selecionados);
  useEffect(() => {
    void requireSession().then(() => fila.carregar(0));
  }, []);
  return { estado, filtro, selecionados, pronto: estado.status === 'pronto' ? estado.dados : null };
}

/** A staff queue screen of one process: `useCargaDoProcesso`, and the search box's text, submitted as the filter's `busca`. */
export function useFilaDoProcesso<F extends { start: number; busca: string }, D>(fila: Fila<F, D>, rota: RouteName) {
  const carga = useCargaDoProcesso(fila, rota);
  const filtro = useStore(fila.$filtro);
  const [busca, setBusca] = useState('');

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    void fila.filtrar({ busca } as Partial<F>);
  };
  return { ...carga, filtro, busca, setBusca, buscar };
}

/** What a staff screen shows until its data is ready (`pronto` of the hooks above is null): loading, refused or failed. */
export function enquantoCarrega(estado: Carga<unknown>, carregando: string): ReactElement {
  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  return <p className="text-body-secondary" aria-busy="true">{carregando}</p>;
}
