import { useEffect, useState } from 'react';
import Modal from '../../components/Modal.tsx';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
import type { SegundoFatorDaPessoa as Estado } from '../../domain/wire/gestao-equipe.ts';
import { buscarSegundoFator, redefinirSegundoFator } from './gestao-equipe.api.ts';

const TEXTO_DO_ESTADO: Record<Estado['estado'], string> = {
  ATIVO: 'ativa',
  PENDENTE: 'configuração iniciada e não concluída',
  NENHUM: 'ainda não configurada (será na próxima entrada)',
};

/**
 * The found person's second factor (issue 34 §2): its state, and for a staff member or super user the reset an
 * Administrador makes when the person lost the phone and the recovery codes. Asked with a justification, in a
 * confirmation: the person's sessions end at once and the next sign-in sets the authenticator app up again.
 */
export default function SegundoFatorDaPessoa({ pssFscCodigo, nome }: { pssFscCodigo: number; nome: string }) {
  // Unreadable, the section stays hidden: it only matters for a staff member or super user.
  const { pronto: estado, recarregar } = useCarga(() => buscarSegundoFator(pssFscCodigo), [pssFscCodigo]);
  const [confirmar, setConfirmar] = useState(false);
  const [justificativa, setJustificativa] = useState('');
  const [feito, setFeito] = useState<string | null>(null);
  const { enviar, erros, setErros, enviando } = useEscrita();

  useEffect(() => setFeito(null), [pssFscCodigo]);

  if (!estado?.privilegiada) return null;
  async function redefinir() {
    const mensagem = await enviar(() => redefinirSegundoFator({ pssFscCodigo, justificativa }));
    if (mensagem === null) return;
    setConfirmar(false);
    setJustificativa('');
    setFeito(mensagem ?? 'Verificação em duas etapas redefinida.');
    await recarregar();
  }
  return (
    <div className="mt-3 border-top pt-3" data-testid="segundo-fator-pessoa">
      <p className="mb-2">
        Verificação em duas etapas de {nome}: <strong data-testid="estado-segundo-fator">{TEXTO_DO_ESTADO[estado.estado]}</strong>.
      </p>
      {feito && <p className="alert alert-success" role="status">{feito}</p>}
      {estado.estado !== 'NENHUM' && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => { setErros({}); setConfirmar(true); }}>
          Redefinir verificação em duas etapas
        </button>
      )}
      {confirmar && (
        <Modal
          titleId="redefinir-2fa-titulo"
          title="Redefinir verificação em duas etapas"
          content={confirmar}
          onClose={() => setConfirmar(false)}
          footer={
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirmar(false)}>Cancelar</button>
              <button type="button" className="btn btn-danger" disabled={enviando} onClick={() => void redefinir()}>{enviando ? 'Redefinindo...' : 'Redefinir'}</button>
            </>
          }
        >
          <p>
            O aplicativo autenticador e os códigos de recuperação de <strong>{nome}</strong> deixam de valer, e todas as sessões dessa pessoa são encerradas agora. Na próxima entrada, com a senha, ela configura o aplicativo de novo. Confirme com a pessoa, por um canal seguro, que foi ela quem pediu.
          </p>
          <Campo rotulo="Justificativa" erro={erros.justificativa} ajuda="Fica registrada na auditoria (pelo menos 10 caracteres)." obrigatorio>
            {(p) => <textarea {...p} rows={3} maxLength={2000} value={justificativa} onChange={(e) => setJustificativa(e.target.value)} />}
          </Campo>
        </Modal>
      )}
    </div>
  );
}
