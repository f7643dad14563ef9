import { useId, useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { ItemFilaDocumento } from '../../domain/wire/gestao-documentos.ts';
import { buildPath } from '../../lib/routes.ts';
import { abrirArquivo } from './gestao-documentos.api.ts';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
import { eImagem } from './gestao-documentos.ts';
import ImagemDocumento from './ImagemDocumento.tsx';
import VisorPdf from './VisorPdf.tsx';

interface Props {
  item: ItemFilaDocumento;
  marcado: boolean;
  onMarcar: (m: boolean) => void;
  onDecidir: (s: 'ACEITO' | 'RECUSADO', motivo: string | null) => Promise<boolean>;
}

/** One document in the queue, shown beside what the candidate declared, with its accept/refuse decision. */
export default function ItemDocumento({ item: i, marcado, onMarcar, onDecidir }: Props) {
  const id = useId();
  const [recusando, setRecusando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const { enviar } = useEscrita();
  // Opened (recorded) first, then the browser saves what the address sends (attachment).
  const baixar = async () => {
    const url = await enviar(() => abrirArquivo(i.documento.insPrcDocCodigo, true));
    if (url) window.location.assign(url);
  };
  const d = i.documento;
  const dec = i.declaracoes;
  const declarou = [dec.deficiencia && 'Pessoa com deficiência', dec.cotista && 'Cotista', dec.condicaoEspecial && 'Pediu condições especiais', dec.isencao && 'Pediu isenção'].filter(Boolean) as string[];

  return (
    <li className="card mb-3" aria-label={`${i.tipoNome} de ${i.pssFscNome}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap gap-2 justify-content-between">
          <div className="form-check">
            <input className="form-check-input" type="checkbox" id={`${id}-marcar`} checked={marcado} onChange={(e) => onMarcar(e.target.checked)} />
            <label className="form-check-label" htmlFor={`${id}-marcar`}>
              <strong>{i.pssFscNome}</strong> — {i.tipoNome}
            </label>
          </div>
          <span className="badge text-bg-secondary align-self-start">{d.situacaoTexto}</span>
        </div>
        <div className="row g-3 mt-1">
          <div className="col-md-7">
            {eImagem(d.tipo) ? (
              <ImagemDocumento insPrcDocCodigo={d.insPrcDocCodigo} alt={`${i.tipoNome} enviado por ${i.pssFscNome}`} />
            ) : (
              <VisorPdf insPrcDocCodigo={d.insPrcDocCodigo} titulo={`${i.tipoNome} enviado por ${i.pssFscNome}`} />
            )}
            <p className="small mb-0">
              {d.nome} ({tamanhoTexto(d.tamanho)}), {d.versao}º envio ·{' '}
              <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => void baixar()}>
                Baixar
              </button>
              {i.sensivel && ' · Documento sensível: cada visualização fica registrada na auditoria.'}
            </p>
          </div>
          <div className="col-md-5 small">
            <p className="mb-1">
              Inscrição <a href={buildPath('gestaoInscricao', { insPrcCodigo: i.insPrcCodigo })}>nº {i.insPrcCodigo}</a>
            </p>
            <p className="mb-1">Declarações: {declarou.length ? declarou.join('; ') : 'nenhuma'}</p>
            {dec.atendimentoJustificativa && <p className="mb-1">Atendimento especializado: {dec.atendimentoJustificativa}</p>}
            {dec.opcoes.length > 0 && <p className="mb-1">Opções: {dec.opcoes.join('; ')}</p>}
            {d.motivo && <p className="mb-1">Motivo da recusa: {d.motivo}</p>}
          </div>
        </div>
        {recusando ? (
          <div className="mt-2">
            <label className="form-label small" htmlFor={`${id}-motivo`}>Motivo da recusa (o candidato lerá)</label>
            <textarea id={`${id}-motivo`} className="form-control mb-2" rows={2} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
            <div className="d-flex gap-2">
              <button type="button" className="btn btn-danger btn-sm" onClick={() => void onDecidir('RECUSADO', motivo.trim() || null).then((ok) => ok && setRecusando(false))}>Confirmar recusa</button>
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setRecusando(false)}>Cancelar</button>
            </div>
          </div>
        ) : (
          <div className="d-flex gap-2 mt-2">
            <button type="button" className="btn btn-success btn-sm" onClick={() => void onDecidir('ACEITO', null)}>Aceitar</button>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setRecusando(true)}>Recusar</button>
          </div>
        )}
      </div>
    </li>
  );
}
