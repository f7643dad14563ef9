import { useState } from 'react';
import Modal from '../../components/Modal.tsx';
import { formatCpf } from '../../domain/cpf.ts';
import { formatBrDateTimeShort } from '../../domain/dates.ts';
import type { PapelDaEquipe } from '../../domain/wire/gestao-equipe.ts';
import { carregarPapeis } from './gestao-equipe.store.ts';
import { textoDoEscopo } from './gestao-equipe.ts';
import TabelaRolavel from '../../components/gestao/TabelaRolavel.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { revogarPapel } from './gestao-equipe.api.ts';

/** Every role held, one row each, with its revocation (asked twice: it takes access away at once). */
export default function TabelaPapeis({ papeis, eu }: { papeis: PapelDaEquipe[]; eu: number }) {
  const [confirmar, setConfirmar] = useState<PapelDaEquipe | null>(null);
  const { enviar, enviando: revogando } = useEscrita({ semCampos: true });
  if (!papeis.length) return <p className="text-body-secondary">Nenhum papel concedido.</p>;
  return (
    <>
      <TabelaRolavel rotulo="Papéis da equipe" legenda="Papéis da equipe" testid="tabela-papeis" colunas={['Pessoa', 'CPF', 'Papel', 'Vale para', 'Concedido em', { oculto: 'Ações' }]}>
        {papeis.map((p) => (
          <tr key={p.papCodigo}>
            <td>{p.pssFscNome}</td>
            <td className="text-nowrap">{p.pssFscCPF ? formatCpf(p.pssFscCPF) : '—'}</td>
            <td>{p.nome}</td>
            <td>{textoDoEscopo(p.prcSltCodigo, p.prcSltDescricao)}</td>
            <td className="small">
              {formatBrDateTimeShort(new Date(p.concedidoEm))}
              {p.concedidoPorNome ? <span className="text-body-secondary"> por {p.concedidoPorNome}</span> : null}
            </td>
            <td className="text-end">
              {p.papel === 'ADMINISTRADOR' && p.pssFscCodigo === eu ? (
                <span className="small text-body-secondary">Você</span>
              ) : (
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirmar(p)} aria-label={`Revogar ${p.nome} de ${p.pssFscNome}`}>Revogar</button>
              )}
            </td>
          </tr>
        ))}
      </TabelaRolavel>
      {confirmar && (
        <Modal
          titleId="revogar-titulo"
          title="Revogar papel"
          content={confirmar}
          onClose={() => setConfirmar(null)}
          footer={
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirmar(null)}>Cancelar</button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={revogando}
                onClick={async () => {
                  await enviar(() => revogarPapel(confirmar.papCodigo), (mensagem) => mensagem ?? 'Papel revogado.');
                  setConfirmar(null);
                  // Read again whatever happened: a refusal may mean someone else changed the list.
                  await carregarPapeis();
                }}
              >
                {revogando ? 'Revogando...' : 'Revogar'}
              </button>
            </>
          }
        >
          <p className="mb-0">
            Revogar o papel <strong>{confirmar.nome}</strong> ({textoDoEscopo(confirmar.prcSltCodigo, confirmar.prcSltDescricao)}) de <strong>{confirmar.pssFscNome}</strong>? A pessoa perde o acesso na hora.
          </p>
        </Modal>
      )}
    </>
  );
}
