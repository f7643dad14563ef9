import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { LinhaProcessoGestao } from '../../domain/wire/gestao-processos.ts';
import { filaEnviadas, POR_PAGINA } from './gestao-mensagens.store.ts';
import { quando } from '../../domain/dates.ts';
import { destinoEmPalavras } from './gestao-mensagens.ts';

interface Props {
  processos: LinhaProcessoGestao[];
  podeTodos: boolean;
}

const numero = (n: number) => n.toLocaleString('pt-BR');

/** What was sent: to whom, when (or when it will show), how many received it and how many read it. */
export default function MensagensEnviadas({ processos, podeTodos }: Props) {
  const estado = useStore(filaEnviadas.$dados);
  const filtro = useStore(filaEnviadas.$filtro);
  useEffect(() => {
    // A role for one process only may list that process's messages, not everyone's.
    void filaEnviadas.filtrar({ prcSltCodigo: podeTodos ? null : (processos[0]?.prcSltCodigo ?? null) });
  }, []);
  const ver = (prcSltCodigo: number | null, start = 0) => void filaEnviadas.filtrar({ prcSltCodigo, start });
  const nome = (prc: number | null) => processos.find((p) => p.prcSltCodigo === prc)?.prcSltDescricao;
  const pagina = estado.status === 'pronto' ? estado.dados : null;
  const fim = pagina ? Math.min(filtro.start + POR_PAGINA, pagina.total) : 0;

  return (
    <section aria-labelledby="enviadas-titulo">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-2">
        <h2 className="h5 mb-0" id="enviadas-titulo">Mensagens enviadas</h2>
        <div>
          <label htmlFor="enviadas-processo" className="form-label small mb-0">Mostrar as mensagens de</label>
          <select id="enviadas-processo" className="form-select form-select-sm" value={filtro.prcSltCodigo ?? ''} onChange={(e) => ver(e.target.value ? Number(e.target.value) : null)}>
            {podeTodos && <option value="">Todas as mensagens</option>}
            {processos.map((p) => <option key={p.prcSltCodigo} value={p.prcSltCodigo}>{p.prcSltDescricao}</option>)}
          </select>
        </div>
      </div>
      {estado.status === 'carregando' && <p className="text-body-secondary" aria-busy="true">Carregando as mensagens enviadas...</p>}
      {/* Refused (403): the caller's roles reach some processes, not all of them. */}
      {estado.status === 'semAcesso' && <p className="alert alert-warning" role="alert">Você não pode ver as mensagens de todos os processos: escolha um processo.</p>}
      {estado.status === 'erro' && <p className="alert alert-warning" role="alert">{estado.mensagem || 'Não foi possível carregar as mensagens enviadas.'}</p>}
      {pagina && !pagina.linhas.length && <p className="text-body-secondary">Nenhuma mensagem enviada.</p>}
      {pagina && pagina.linhas.length > 0 && (
        <>
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Mensagens enviadas (rolável)">
            <table className="table table-sm align-middle" data-testid="mensagens-enviadas">
              <thead>
                <tr>
                  <th scope="col">Assunto</th>
                  <th scope="col">Para</th>
                  <th scope="col">Aparece em</th>
                  <th scope="col" className="text-end">Receberam</th>
                  <th scope="col" className="text-end">Leram</th>
                  <th scope="col" className="text-end">E-mails</th>
                </tr>
              </thead>
              <tbody>
                {pagina.linhas.map((m) => (
                  <tr key={m.mnsCodigo} data-mensagem={m.mnsCodigo}>
                    <td>
                      {m.mnsAssunto}
                      {m.mnsTipo === 'Noticia' && <span className="badge text-bg-light border ms-1">Notícia</span>}
                      <div className="small text-body-secondary">Enviada em {quando(m.enviadaEm)}{m.enviadaPor ? ` por ${m.enviadaPor}` : ' pela linha de comando'}</div>
                    </td>
                    <td>{destinoEmPalavras(m, m.prcSltCodigo === null ? undefined : nome(m.prcSltCodigo))}</td>
                    <td>
                      {quando(m.mnsDtaAgendamento)}
                      {m.agendada && <span className="badge text-bg-warning ms-1">Agendada</span>}
                    </td>
                    <td className="text-end">{numero(m.destinatarios)}</td>
                    <td className="text-end">{numero(m.lidas)}</td>
                    <td className="text-end">{m.copiaPorEmail ? numero(m.emails) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="d-flex align-items-center gap-2">
            <button type="button" className="btn btn-outline-dark btn-sm" disabled={filtro.start === 0} onClick={() => ver(filtro.prcSltCodigo, Math.max(0, filtro.start - POR_PAGINA))}>Anteriores</button>
            <span className="small">{`${filtro.start + 1}–${fim} de ${numero(pagina.total)}`}</span>
            <button type="button" className="btn btn-outline-dark btn-sm" disabled={fim >= pagina.total} onClick={() => ver(filtro.prcSltCodigo, filtro.start + POR_PAGINA)}>Seguintes</button>
          </div>
        </>
      )}
    </section>
  );
}
