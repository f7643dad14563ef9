import { useStore } from '@nanostores/react';
import { formatBrDateTime } from '../../domain/dates.ts';
import { abrirRelatorio } from '../../lib/relatorio.ts';
import { buildPath } from '../../lib/routes.ts';
import type { Resultado } from './inscricao.api.ts';
import { $reenviando, reenviarConfirmacao } from './inscricao.store.ts';

/** The unambiguous confirmation: enrolment number and date-time to the second. */
export default function Confirmacao({ r, novo, texto, documentos = false }: { r: Resultado; novo: boolean; texto: string | null; documentos?: boolean }) {
  const enviando = useStore($reenviando);
  const quando = formatBrDateTime(new Date(novo ? r.insPrcIncDtHora : (r.insPrcAtualizadoEm ?? r.insPrcIncDtHora)));
  return (
    <section className="alert alert-success" role="status" aria-live="polite">
      <h2 className="h4">{novo ? 'Inscrição realizada com sucesso!' : 'Inscrição atualizada com sucesso!'}</h2>
      <p className="mb-1">
        Número da inscrição: <strong data-testid="numero-inscricao">{r.insPrcCodigo}</strong>
      </p>
      <p className="mb-1">
        {novo ? 'Realizada em' : 'Atualizada em'}: <strong data-testid="data-inscricao">{quando}</strong> (Horário de Brasília)
      </p>
      <p className="mb-3">Código de verificação: {r.insPrcCdgVerificacao}</p>
      {texto && <p>{texto}</p>}
      <div className="d-flex gap-2 flex-wrap">
        <button type="button" className="btn btn-primary" onClick={() => void abrirRelatorio('comprovante', { insPrcCodigo: r.insPrcCodigo })}>
          Abrir comprovante (PDF)
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => reenviarConfirmacao(r.insPrcCodigo)} disabled={enviando}>
          Reenviar e-mail de confirmação
        </button>
        {documentos && (
          <a className="btn btn-outline-primary" href={buildPath('documentos', { insPrcCodigo: r.insPrcCodigo })}>
            Enviar documentos
          </a>
        )}
        <a className="btn btn-outline-secondary" href="/prcSeletivo">
          Ver minhas inscrições
        </a>
      </div>
    </section>
  );
}
