import { useEffect, useState } from 'react';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { FilaDocumentos as Fila, TiposDocumento } from '../../domain/wire/gestao-documentos.ts';
import { showAlert, showError, showModal } from '../../lib/ui.store.ts';
import { buscarFila, buscarTipos, decidir } from './gestao-documentos.api.ts';
import { SITUACOES_FILA, type SituacaoFila } from './gestao-documentos.ts';
import ItemDocumento from './ItemDocumento.tsx';

/** The review queue: per document type and state, decisions one by one or for the selected ones in bulk. */
export default function FilaDocumentos({ prcSltCodigo, versao }: { prcSltCodigo: number; versao: number }) {
  const [tipo, setTipo] = useState<number | undefined>(undefined);
  const [situacao, setSituacao] = useState<SituacaoFila>('PENDENTE');
  const [fila, setFila] = useState<Fila | null>(null);
  const [tipos, setTipos] = useState<TiposDocumento['tipos']>([]);
  const [erro, setErro] = useState<string | null>(null);
  const [marcados, setMarcados] = useState<number[]>([]);
  const [motivoLote, setMotivoLote] = useState('');

  const carregar = () =>
    buscarFila(prcSltCodigo, { prcSltTpDocCodigo: tipo, situacao, limit: 100 }).then(
      (r) => (setFila(r.fila), setMarcados([])),
      (e: unknown) => setErro(eSemAcesso(e) ? 'A análise de documentos é feita pelo Atendimento e pelo Gestor do processo.' : 'Não foi possível carregar a fila de documentos.'),
    );
  useEffect(() => void carregar(), [prcSltCodigo, tipo, situacao, versao]);
  useEffect(() => void buscarTipos(prcSltCodigo).then((t) => setTipos(t.tipos), () => undefined), [prcSltCodigo, versao]);

  const aplicar = async (decisoes: { insPrcDocCodigo: number; situacao: 'ACEITO' | 'RECUSADO' }[], motivo: string | null) => {
    try {
      showAlert('success', await decidir({ prcSltCodigo, decisoes, motivo }));
      await carregar();
      return true;
    } catch (e) {
      void showError((e as Error).message);
      return false;
    }
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

  if (erro) return <p className="alert alert-warning">{erro}</p>;
  if (!fila) return <p className="text-body-secondary" aria-busy="true">Carregando a fila de documentos...</p>;
  return (
    <section aria-labelledby="fila-titulo">
      <h2 className="h5" id="fila-titulo">Análise dos documentos</h2>
      <div className="row g-2 align-items-end mb-2">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="fila-tipo">Tipo de documento</label>
          <select id="fila-tipo" className="form-select" value={tipo ?? ''} onChange={(e) => setTipo(e.target.value ? Number(e.target.value) : undefined)}>
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
            <button type="button" className={`nav-link${situacao === s.valor ? ' active' : ' text-primary-emphasis'}`} aria-pressed={situacao === s.valor} onClick={() => setSituacao(s.valor)}>
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
            onMarcar={(m) => setMarcados((x) => (m ? [...x, i.documento.insPrcDocCodigo] : x.filter((c) => c !== i.documento.insPrcDocCodigo)))}
            onDecidir={(s, motivo) => aplicar([{ insPrcDocCodigo: i.documento.insPrcDocCodigo, situacao: s }], motivo)}
          />
        ))}
      </ul>
    </section>
  );
}
