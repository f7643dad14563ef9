import { useStore } from '@nanostores/react';
import LoadedPage from '../../components/LoadedPage.tsx';
import TabelaCronograma from '../../components/TabelaCronograma.tsx';
import type { CronogramaDevolucao, SituacaoDevolucao } from './cronograma-devolucao.api.ts';
import { corSituacao } from './cronograma-devolucao.ts';
import { $devolucao, carregarDevolucao } from './cronograma-devolucao.store.ts';

/** Refund schedule (cronograma-devolucao): the candidate's refund situation, then the refund timetable. */
export default function Devolucao() {
  const estado = useStore($devolucao);
  return (
    <LoadedPage route="cronogramaDevolucao" load={carregarDevolucao} state={estado} unavailable="Cronograma de devolução não disponível.">
      {({ c, s }) => <Situacao c={c} s={s} />}
    </LoadedPage>
  );
}

function Situacao({ c, s }: { c: CronogramaDevolucao; s: SituacaoDevolucao }) {
  return (
    <section>
      <h1 className="h3">Devolução da taxa de inscrição - {c.prcSltDescricao}</h1>
      <div className="card shadow-sm my-3">
        <div className="card-body">
          <h2 className="h5">Sua situação · Inscrição {s.insPrcCodigo}</h2>
          <p className="mb-2">
            <span className={`badge ${corSituacao(s.situacao)} fs-6`}>{s.situacaoTexto}</span>
          </p>
          <dl className="row mb-0">
            <dt className="col-sm-4">Taxa de inscrição paga</dt>
            <dd className="col-sm-8">{s.taxaPaga === 'T' ? `Sim (${s.taxaValorTexto})` : 'Não consta pagamento'}</dd>
            {s.valorTexto && (
              <>
                <dt className="col-sm-4">Valor a devolver</dt>
                <dd className="col-sm-8">{s.valorTexto}</dd>
              </>
            )}
            {s.solicitadaEm && (
              <>
                <dt className="col-sm-4">Solicitada em</dt>
                <dd className="col-sm-8">{s.solicitadaEm}</dd>
              </>
            )}
            {s.pagaEm && (
              <>
                <dt className="col-sm-4">Devolvida em</dt>
                <dd className="col-sm-8">{s.pagaEm}</dd>
              </>
            )}
            {s.observacao && (
              <>
                <dt className="col-sm-4">Observação</dt>
                <dd className="col-sm-8">{s.observacao}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <h2 className="h5">{c.tblGrlItmDescricao}</h2>
      <TabelaCronograma itens={c.itens} legenda={c.tblGrlItmDescricao} />
      <p className="small text-muted">Situação em {c.dataHora} (Horário de Brasília).</p>
      <a href="/prcSeletivo">Voltar para Processos Seletivos</a>
    </section>
  );
}
