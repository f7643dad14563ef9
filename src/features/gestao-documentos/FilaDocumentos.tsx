import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
import { showAlert, showModal } from '../../lib/ui.store.ts';
import { buscarTipos, decidir } from './gestao-documentos.api.ts';
import { SITUACOES_FILA } from './gestao-documentos.ts';
import { filaDocumentos } from './gestao-documentos.store.ts';
import ItemDocumento from './ItemDocumento.tsx';

/** The review queue: per document type and state, decisions one by one or for the selected ones in bulk. */
export default function FilaDocumentos({ prcSltCodigo, versao }: { prcSltCodigo: number; versao: number }) {
  const estado = useStore(filaDocumentos.$dados);
  const { tipo, situacao } = useStore(filaDocumentos.$filtro);
  const marcados = useStore(filaDocumentos.$selecionados);
  const tipos = useCarga(() => buscarTipos(prcSltCodigo), [prcSltCodigo, versao]).pronto?.tipos ?? [];
  const [motivoLote, setMotivoLote] = useState('');
  const { enviar } = useEscrita();

  // Every load (the process, a change of types, a decision) starts the ticks over: what was ticked may have moved.
  const carregar = () => filaDocumentos.filtrar({});
  useEffect(() => {
    filaDocumentos.selecionarTodos([]);
    void filaDocumentos.carregar(prcSltCodigo);
  }, [prcSltCodigo, versao]);

  const aplicar = async (decisoes: { insPrcDocCodigo: number; situacao: 'ACEITO' | 'RECUSADO' }[], motivo: string | null) => {
    const mensagem = await enviar(() => decidir({ prcSltCodigo, decisoes, motivo }));
    if (mensagem === null) return false;
    showAlert('success', mensagem);
    await carregar();
    return true;
  };

  // Bulk decisions are guarded (issue 37): what happens and to how many candidates, before anything is written.
  const emLote = (sit: 'ACEITO' | 'RECUSADO') => {
    const n = marcados.length;
    const motivo = motivoLote.trim() || null;
    showModal({
      title: sit === 'ACEITO' ? `Aceitar ${n} documento(s)` : `Recusar ${n} documento(s)`,
      body: [
        sit === 'ACEITO' ? `${n} documento(s) passam a constar como aceitos.` : `${n} documento(s) passam a constar como recusados, com o motivo: "${motivo ?? '(sem motivo)'}".`,
        'Cada candidato afetado recebe uma mensagem (e a cópia por e-mail) com a decisão.',
      ],
      buttons: [
        { label: 'Cancelar', variant: 'outline-secondary' },
        { label: sit === 'ACEITO' ? 'Aceitar' : 'Recusar', variant: sit === 'ACEITO' ? 'success' : 'danger', onClick: () => void aplicar(marcados.map((c) => ({ insPrcDocCodigo: c, situacao: sit })), sit === 'ACEITO' ? null : motivo) },
      ],
    });
  };

  if (estado.status === 'semAcesso') return <p className="alert alert-warning">A análise de documentos é feita pelo Atendimento e pelo Gestor do processo.</p>;
  if (estado.status === 'erro') return <p className="alert alert-warning">Não foi possível carregar a fila de documentos.</p>;
  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando a fila de documentos...</p>;
  const fila = estado.dados;
  return (
    <section aria-labelledby="fila-titulo">
      <h2 className="h5" id="fila-titulo">Análise dos documentos</h2>
      <div className="row g-2 align-items-end mb-2">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="fila-tipo">Tipo de documento</label>
          <select id="fila-tipo" className="form-select" value={tipo ?? ''} onChange={(e) => void filaDocumentos.filtrar({ tipo: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">Todos</option>
            {tipos.map((t) => (
              <option key={t.prcSltTpDocCodigo} value={t.prcSltTpDocCodigo}>{t.nome}</option>
            ))}
          </select>
        </div>
      </div>
      <ul className="nav nav-pills mb-2">
        {SITUACOES_FILA.map((s) => (
          <li className="nav-item" key={s.valor}>
            <button type="button" className={`nav-link${situacao === s.valor ? ' active' : ' text-primary-emphasis'}`} aria-pressed={situacao === s.valor} onClick={() => void filaDocumentos.filtrar({ situacao: s.valor })}>
              {s.nome} <span className="badge text-bg-light">{fila.contagem[s.valor === 'PENDENTE' ? 'pendente' : s.valor === 'ACEITO' ? 'aceito' : 'recusado']}</span>
            </button>
          </li>
        ))}
      </ul>
      {fila.itens.length === 0 && <p className="text-body-secondary">Nenhum documento nesta situação.</p>}
      {marcados.length > 0 && (
        <div className="card card-body mb-2" role="region" aria-label="Decisão em lote">
          <p className="mb-1">{marcados.length} documento(s) selecionado(s).</p>
          <label className="form-label small" htmlFor="motivo-lote">Motivo (obrigatório para recusar; o candidato lerá)</label>
          <textarea id="motivo-lote" className="form-control mb-2" rows={2} value={motivoLote} onChange={(e) => setMotivoLote(e.target.value)} />
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-success btn-sm" onClick={() => emLote('ACEITO')}>Aceitar selecionados</button>
            <button type="button" className="btn btn-danger btn-sm" onClick={() => emLote('RECUSADO')}>Recusar selecionados</button>
          </div>
        </div>
      )}
      <ul className="list-unstyled">
        {fila.itens.map((i) => (
          <ItemDocumento
            key={i.documento.insPrcDocCodigo}
            item={i}
            marcado={marcados.includes(i.documento.insPrcDocCodigo)}
            onMarcar={(m) => m !== marcados.includes(i.documento.insPrcDocCodigo) && filaDocumentos.alternar(i.documento.insPrcDocCodigo)}
            onDecidir={(s, motivo) => aplicar([{ insPrcDocCodigo: i.documento.insPrcDocCodigo, situacao: s }], motivo)}
          />
        ))}
      </ul>
    </section>
  );
}
