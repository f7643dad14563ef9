import { useId } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import { useStore } from '@nanostores/react';
import { filaAuditoria, type Consulta } from './gestao-auditoria.store.ts';
import { POR_PAGINA, textoDaPagina } from './gestao-auditoria.ts';
import TabelaAuditoria from './TabelaAuditoria.tsx';

/** /gestao/processo/:prcSltCodigo/auditoria: who changed what in the process, newest first. */
export default function GestaoAuditoria() {
  const { estado, pronto } = useCargaDoProcesso(filaAuditoria, 'gestaoAuditoria');
  const filtro = useStore(filaAuditoria.$filtro);
  const filtroId = useId();

  if (!pronto) return enquantoCarrega(estado, 'Carregando a auditoria...');
  const { consulta, linhas, total, entidades } = pronto.dados;
  // Another page or record asked: the page on screen stays, marked as updating, until it arrives.
  const atualizando = consulta !== filtro;
  const ir = (mudanca: Partial<Consulta>) => void filaAuditoria.filtrar({ ...consulta, ...mudanca });
  return (
    <div>
      {/* The head comes once the trail answered: someone refused sees one message, not two. */}
      <CabecalhoProcesso prcSltCodigo={pronto.prc} aba="gestaoAuditoria" />
      <h2 className="h5 mt-3">Auditoria</h2>
      <p className="text-body-secondary small">Cada alteração feita pela equipe neste processo: quem, quando, de onde, o que mudou e por quê.</p>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-12 col-md-5 col-lg-4">
          <label className="form-label" htmlFor={filtroId}>Filtrar por registro</label>
          <select id={filtroId} className="form-select" value={consulta.entidade} onChange={(e) => ir({ entidade: e.target.value, start: 0 })} data-testid="filtro-entidade">
            <option value="">Todos os registros</option>
            {entidades.map((e) => <option key={e.entidade} value={e.entidade}>{e.nome}</option>)}
          </select>
        </div>
        <div className="col-12 col-md text-md-end" aria-live="polite">
          <span className="small text-body-secondary me-2">{atualizando ? 'Carregando...' : textoDaPagina(consulta.start, linhas.length, total)}</span>
        </div>
      </div>
      {linhas.length ? <TabelaAuditoria key={`${consulta.entidade}-${consulta.start}`} linhas={linhas} /> : <p className="text-body-secondary">Nenhuma alteração registrada{consulta.entidade ? ' para este registro' : ' neste processo'}.</p>}
      {total > POR_PAGINA && (
        <nav aria-label="Páginas da auditoria" className="d-flex gap-2">
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={atualizando || consulta.start === 0} onClick={() => ir({ start: Math.max(0, consulta.start - POR_PAGINA) })}>Anterior</button>
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={atualizando || consulta.start + POR_PAGINA >= total} onClick={() => ir({ start: consulta.start + POR_PAGINA })}>Próxima</button>
        </nav>
      )}
    </div>
  );
}
