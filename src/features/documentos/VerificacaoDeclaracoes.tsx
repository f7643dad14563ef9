import { useEffect, useState } from 'react';
import { formatBrDateTimeShort } from '../../domain/dates.ts';
import type { MinhasVerificacoes } from '../../domain/wire/gestao-cotas.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { buscarVerificacoes, recorrer } from './documentos.api.ts';

const SITUACAO: Record<string, [string, string]> = {
  pendente: ['Em análise', 'text-bg-warning'],
  confirmado: ['Confirmada', 'text-bg-success'],
  nao_confirmado: ['Não confirmada', 'text-bg-danger'],
};

/**
 * The verification of the candidate's quota declarations (issue 36): each declaration the edital verifies, its state
 * and reason, and the appeal against a "não confirmada" within its window — sent once, after a confirmation.
 */
export default function VerificacaoDeclaracoes({ insPrcCodigo }: { insPrcCodigo: number }) {
  const [itens, setItens] = useState<MinhasVerificacoes['itens'] | null>(null);
  const [texto, setTexto] = useState<Record<string, string>>({});
  const [confirmando, setConfirmando] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const carregar = () => buscarVerificacoes(insPrcCodigo).then((d) => setItens(d.itens), () => setItens([]));
  useEffect(() => void carregar(), []);
  if (!itens?.length) return null;

  const enviar = async (declaracao: string) => {
    try {
      await recorrer(insPrcCodigo, declaracao, (texto[declaracao] ?? '').trim());
      setConfirmando(null);
      setErro(null);
      await carregar();
    } catch (err) {
      setErro(err instanceof ApiCallError ? err.message : String(err));
    }
  };

  return (
    <section className="mt-4" aria-labelledby="verificacao-titulo">
      <h2 className="h5" id="verificacao-titulo">Verificação das declarações</h2>
      {itens.map((v) => {
        const [nome, cor] = SITUACAO[v.situacao] ?? [v.situacao, 'text-bg-light'];
        const id = `recurso-${v.declaracao}`;
        return (
          <div className="card mb-2" key={v.declaracao} data-declaracao={v.declaracao}>
            <div className="card-body">
              <div className="d-flex justify-content-between flex-wrap gap-2">
                <span className="fw-semibold">{v.rotulo}</span>
                <span className={`badge ${cor}`}>{nome}</span>
              </div>
              {v.motivo && <p className="small mb-1 mt-2">Motivo: {v.motivo}</p>}
              {v.recursoTexto && <p className="small mb-1">Seu recurso: {v.recursoTexto} {v.recursoSituacao === 'pendente' ? '(aguardando decisão)' : `— ${v.recursoSituacao}`}</p>}
              {v.recursoResposta && <p className="small mb-1">Resposta: {v.recursoResposta}</p>}
              {v.podeRecorrer && (
                <div className="mt-2">
                  <label htmlFor={id} className="form-label">Recurso (até {v.recursoAte ? formatBrDateTimeShort(new Date(v.recursoAte)) : ''})</label>
                  <textarea id={id} className="form-control mb-2" rows={3} maxLength={4000} value={texto[v.declaracao] ?? ''} onChange={(e) => setTexto({ ...texto, [v.declaracao]: e.target.value })} />
                  {erro && <p className="alert alert-danger small py-2" role="alert">{erro}</p>}
                  {confirmando === v.declaracao ? (
                    <>
                      <p className="small">O recurso só pode ser enviado uma vez. Confirma o envio?</p>
                      <button type="button" className="btn btn-primary me-2" onClick={() => void enviar(v.declaracao)}>Confirmar envio do recurso</button>
                      <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirmando(null)}>Cancelar</button>
                    </>
                  ) : (
                    <button type="button" className="btn btn-outline-primary" disabled={!(texto[v.declaracao] ?? '').trim()} onClick={() => setConfirmando(v.declaracao)}>Enviar recurso</button>
                  )}
                </div>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
