import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { currentParams } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import CartaoSimulador from './CartaoSimulador.tsx';
import Isencao from './Isencao.tsx';
import ProximoPasso from './ProximoPasso.tsx';
import { aguardandoPix, diferencaDevida, FORMA_ROTULO, formaInicial, INTERVALO_CONSULTA_PIX, prazoTexto, type Forma } from './pagamento.ts';
import { $estado, $forma, $geracaoAberta, $ocupado, $resumo, abrirCheckout, consultarPix, emitir, iniciar } from './pagamento.store.ts';
import PixSimulador from './PixSimulador.tsx';
import SlipView from './SlipView.tsx';

const SITUACAO: Record<string, [string, string]> = {
  PAGO: ['success', 'Pago'],
  ISENTO: ['secondary', 'Isento'],
  ISENCAO_DEFERIDA: ['success', 'Isenção deferida'],
  ISENCAO_EM_ANALISE: ['warning', 'Isenção em análise'],
  CANCELADA: ['secondary', 'Inscrição cancelada'],
  A_PAGAR: ['primary', 'Pagamento pendente'],
};

/** Payment of an enrolment fee: state, exemption, and boleto / Pix / card when offered. */
export default function Pagamento() {
  const estado = useStore($estado);
  const r = useStore($resumo);
  const forma = useStore($forma);
  const ocupado = useStore($ocupado);
  const geracaoAberta = useStore($geracaoAberta);

  useEffect(() => {
    const codigo = Number(currentParams('pagamento', window.location.pathname)?.insPrcCodigo);
    void requireSession().then(() => iniciar(Number.isInteger(codigo) && codigo > 0 ? codigo : null));
  }, []);

  useEffect(() => {
    if (r && $forma.get() === null) $forma.set(formaInicial(r));
  }, [r]);

  // A Pix is confirmed by the PSP's notification to the API: while one is shown, ask again now and then.
  const esperando = r !== null && aguardandoPix(r);
  useEffect(() => {
    if (!esperando) return;
    const id = window.setInterval(() => void consultarPix(), INTERVALO_CONSULTA_PIX);
    return () => window.clearInterval(id);
  }, [esperando]);

  if (estado === 'invalido') return <p className="alert alert-warning">Inscrição inválida.</p>;
  if (estado === 'erro') return <p className="alert alert-danger">Não foi possível carregar o pagamento desta inscrição.</p>;
  if (!r) return <p className="text-muted" aria-busy="true">Carregando...</p>;

  const [cor, rotulo] = SITUACAO[r.situacao];
  const slipAtual = r.boleto && r.boleto.insBltForma === forma && r.boleto.insBltSituacao === 'EMITIDO' ? r.boleto : null;
  return (
    <section>
      <h1 className="h3 mb-1">Pagamento da inscrição</h1>
      <p className="text-muted">
        {r.prcSltDescricao} - Inscrição nº {r.insPrcCodigo}
      </p>
      <div className="card shadow-sm mb-3">
        <div className="card-body d-flex flex-wrap gap-4 align-items-center">
          <div>
            <small className="d-block text-muted">Taxa de inscrição</small>
            <strong className="fs-5">{r.taxaTexto}</strong>
          </div>
          {diferencaDevida(r) && (
            <>
              <div>
                <small className="d-block text-muted">Valor já pago</small>
                <span data-testid="valor-pago">{r.recebidoTexto}</span>
              </div>
              <div>
                <small className="d-block text-muted">Diferença a pagar</small>
                <strong className="fs-5" data-testid="valor-a-pagar">
                  {r.aPagarTexto}
                </strong>
              </div>
            </>
          )}
          <div>
            <small className="d-block text-muted">Situação</small>
            <span className={`badge text-bg-${cor} fs-6`} data-testid="situacao-pagamento">
              {rotulo}
            </span>
          </div>
          {r.situacao === 'A_PAGAR' && (
            <div>
              <small className="d-block text-muted">Emissão até</small>
              {prazoTexto(r.emissaoAte)}
            </div>
          )}
        </div>
      </div>

      <ProximoPasso insPrcCodigo={r.insPrcCodigo} quitado={r.situacao === 'PAGO' || r.situacao === 'ISENTO' || r.situacao === 'ISENCAO_DEFERIDA'} />
      <Isencao />

      {r.situacao === 'PAGO' && r.boleto && <SlipView slip={r.boleto} />}
      {r.motivo && r.situacao !== 'PAGO' && <p className="alert alert-info">{r.motivo}</p>}
      {!r.motivo && r.situacao === 'A_PAGAR' && !geracaoAberta && (
        <p className="alert alert-info" data-testid="geracao-encerrada">O prazo para gerar o pagamento deste processo seletivo terminou.</p>
      )}

      {r.podeEmitir === 'T' && geracaoAberta && (
        <div className="card shadow-sm">
          <div className="card-body">
            <fieldset className="mb-3">
              <legend className="h6">Forma de pagamento</legend>
              {r.formas.map((f: Forma) => (
                <div className="form-check form-check-inline" key={f}>
                  <input className="form-check-input" type="radio" name="forma" id={`forma-${f}`} checked={forma === f} onChange={() => $forma.set(f)} />
                  <label className="form-check-label" htmlFor={`forma-${f}`}>
                    {FORMA_ROTULO[f]}
                  </label>
                </div>
              ))}
            </fieldset>
            {(forma === 'BOLETO' || forma === 'PIX') &&
              (slipAtual ? (
                <>
                  <SlipView slip={slipAtual} aguardando={forma === 'PIX' && esperando} />
                  {forma === 'PIX' && esperando && r.pix.simulado === 'T' && <PixSimulador insBltCodigo={slipAtual.insBltCodigo} />}
                </>
              ) : (
                <button type="button" className="btn btn-primary" disabled={ocupado} onClick={() => void emitir(forma)}>
                  {ocupado ? 'Carregando...' : forma === 'PIX' ? 'Gerar Pix' : 'Gerar boleto'}
                </button>
              ))}
            {forma === 'CARTAO' && (
              <>
                <button type="button" className="btn btn-primary" disabled={ocupado} onClick={() => void abrirCheckout()}>
                  Pagar com cartão
                </button>
                <CartaoSimulador />
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
