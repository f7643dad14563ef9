import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatBrDateTime } from '../../domain/dates.ts';
import { abrirRelatorio } from '../../lib/relatorio.ts';
import { buildPath } from '../../lib/routes.ts';
import { taxaDevida, type Resultado } from './inscricao.api.ts';
import { $reenviando, reenviarConfirmacao } from './inscricao.store.ts';

/** The payment forms as the candidate reads them. */
const FORMAS: Record<string, string> = { BOLETO: 'boleto', PIX: 'Pix', CARTAO: 'cartão de crédito' };

/** The unambiguous confirmation: enrolment number and date-time to the second. */
export default function Confirmacao({ r, novo, texto, documentos = false }: { r: Resultado; novo: boolean; texto: string | null; documentos?: boolean }) {
  const enviando = useStore($reenviando);
  const [taxa, setTaxa] = useState<Awaited<ReturnType<typeof taxaDevida>>>(null);
  useEffect(() => {
    if (novo) void taxaDevida(r.insPrcCodigo).then(setTaxa);
  }, [r.insPrcCodigo, novo]);
  const aPagar = taxa?.situacao === 'A_PAGAR' && taxa.podeEmitir === 'T';
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
      {aPagar && (
        <div className="card border-primary mb-3" data-testid="pagar-agora">
          <div className="card-body">
            <h3 className="h5">Próximo passo: pagar a taxa de inscrição</h3>
            <p className="mb-2">
              Valor: <strong>{taxa.aPagarTexto}</strong> · Formas aceitas: {taxa.formas.map((f) => FORMAS[f] ?? f).join(', ')}
            </p>
            <a className="btn btn-primary btn-lg" href={buildPath('pagamento', { insPrcCodigo: r.insPrcCodigo })}>
              Pagar agora
            </a>
            {documentos && <p className="small mb-0 mt-2">Depois do pagamento, envie os documentos pedidos.</p>}
          </div>
        </div>
      )}
      <div className="d-flex gap-2 flex-wrap">
        <button type="button" className="btn btn-primary" onClick={() => void abrirRelatorio('comprovante', { insPrcCodigo: r.insPrcCodigo })}>
          Abrir comprovante (PDF)
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => reenviarConfirmacao(r.insPrcCodigo)} disabled={enviando}>
          Reenviar e-mail de confirmação
        </button>
        {documentos && (
          <a className={aPagar ? 'btn btn-outline-secondary' : 'btn btn-primary'} href={buildPath('documentos', { insPrcCodigo: r.insPrcCodigo })}>
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
