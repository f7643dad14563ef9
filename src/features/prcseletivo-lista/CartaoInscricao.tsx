import { formatBrDateTime } from '../../domain/dates.ts';
import { feeText } from '../../domain/money.ts';
import type { PaymentState } from '../../domain/pagamento-situacao.ts';
import type { EtapaWire } from '../../domain/wire/etapas.ts';
import { abrirRelatorio } from '../../lib/relatorio.ts';
import { buildPath } from '../../lib/routes.ts';
import EtapasDaInscricao from './EtapasDaInscricao.tsx';
import { acoes, avisoDeIndeferimento, avisoDeResultado, pagamentoDe, situacao, temPagamento, tituloDoProcesso, type MinhaInscricao } from './prcseletivo-lista.ts';

/** One of the candidate's enrolments on /prcSeletivo: its state, its steps (issue 38) and every action of its screens. */
export default function CartaoInscricao({ i, sitPagamento, etapas }: { i: MinhaInscricao; sitPagamento: PaymentState | undefined; etapas: EtapaWire[] | undefined }) {
  const s = situacao(i);
  const pg = pagamentoDe(sitPagamento);
  const indeferimento = avisoDeIndeferimento(i);
  const resultado = avisoDeResultado(i);
  return (
    <li className="list-group-item card-inscricao" aria-label={`Inscrição ${i.insPrcCodigo}`}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <strong>{tituloDoProcesso(i)}</strong>
          <div className="small text-muted">
            Inscrição nº {i.insPrcCodigo} · {formatBrDateTime(new Date(i.insPrcIncDtHora))}
            {temPagamento(i) && ` · Taxa ${feeText(i.opcVlrInscricao)}`}
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2 align-self-start">
          <span className={`badge text-bg-${s.tone}`}>{s.text}</span>
          {pg && (
            <span className={`badge text-bg-${pg.tone}`} data-testid="situacao-pagamento-lista">
              <span className="visually-hidden">Situação do pagamento: </span>
              {pg.text}
            </span>
          )}
        </div>
      </div>
      {indeferimento && (
        <p className="alert alert-danger small mb-0 mt-2 py-2" data-testid="indeferimento">
          {indeferimento}
        </p>
      )}
      {resultado && (
        <p className="alert alert-info small mb-0 mt-2 py-2" data-testid="resultado-publicado">
          {resultado}{' '}
          <a href={buildPath('resultadoExplicacao', { insPrcCodigo: i.insPrcCodigo })}>Por que estou nesta posição?</a>
        </p>
      )}
      {etapas && etapas.length > 0 && <EtapasDaInscricao etapas={etapas} inscricao={i} />}
      <div className="d-flex flex-wrap gap-2 mt-2">
        {acoes(i, sitPagamento).map((a) =>
          'href' in a ? (
            <a key={a.label} className="btn btn-sm btn-outline-primary" href={a.href}>
              {a.label}
            </a>
          ) : (
            <button key={a.label} type="button" className="btn btn-sm btn-outline-primary" onClick={() => void abrirRelatorio(a.relatorio.tipo, a.relatorio.params)}>
              {a.label}
            </button>
          ),
        )}
      </div>
    </li>
  );
}
