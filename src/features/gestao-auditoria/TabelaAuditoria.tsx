import { Fragment, useState } from 'react';
import { formatBrDateTimeShort } from '../../domain/dates.ts';
import type { LinhaAuditoria } from '../../domain/wire/gestao-auditoria.ts';
import { diferencas } from './gestao-auditoria.ts';
import TabelaRolavel from '../../components/gestao/TabelaRolavel.tsx';

/** The changes of one row: each field that changed, old -> new. */
function Alteracoes({ linha }: { linha: LinhaAuditoria }) {
  const lista = diferencas(linha.antes, linha.depois);
  if (!lista.length) return <p className="mb-0 small text-body-secondary">Nenhum campo registrado como alterado.</p>;
  return (
    <table className="table table-sm mb-0 small">
      <caption className="visually-hidden">Campos alterados</caption>
      <thead>
        <tr>
          <th scope="col">Campo</th>
          <th scope="col">Antes</th>
          <th scope="col">Depois</th>
        </tr>
      </thead>
      <tbody>
        {lista.map((d) => (
          <tr key={d.campo}>
            <th scope="row" className="fw-normal font-monospace">{d.campo}</th>
            <td className="text-break"><del className="text-danger-emphasis">{d.antes}</del></td>
            <td className="text-break"><ins className="text-success-emphasis text-decoration-none">{d.depois}</ins></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The trail's page: one line per action, each opening to what it changed. */
export default function TabelaAuditoria({ linhas }: { linhas: LinhaAuditoria[] }) {
  const [aberta, setAberta] = useState<number | null>(null);
  return (
    <TabelaRolavel rotulo="Trilha de auditoria" legenda="Trilha de auditoria do processo" testid="tabela-auditoria" colunas={['Quando', 'Quem', 'Ação', 'Registro', 'Justificativa', { oculto: 'Detalhes' }]}>
      {linhas.map((l) => {
        const open = aberta === l.audCodigo;
        const detalheId = `auditoria-detalhe-${l.audCodigo}`;
        return (
          <Fragment key={l.audCodigo}>
            <tr>
              <td className="text-nowrap">{formatBrDateTimeShort(new Date(l.em))}</td>
              <td>
                {l.autorNome}
                <div className="small text-body-secondary">de {l.origem}{l.titularNome ? `, por ${l.titularNome}` : ''}</div>
              </td>
              <td>{l.acaoDescricao}</td>
              <td>{l.entidadeNome ?? '—'}{l.chave ? <span className="text-body-secondary"> nº {l.chave}</span> : null}</td>
              <td className="small">{l.justificativa ?? '—'}</td>
              <td className="text-end">
                <button type="button" className="btn btn-sm btn-outline-secondary text-nowrap" aria-expanded={open} aria-controls={open ? detalheId : undefined} onClick={() => setAberta(open ? null : l.audCodigo)}>
                  {open ? 'Ocultar' : 'Ver alterações'}
                </button>
              </td>
            </tr>
            {open && (
              <tr id={detalheId}>
                <td colSpan={6} className="bg-body-tertiary">
                  <Alteracoes linha={l} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </TabelaRolavel>
  );
}
