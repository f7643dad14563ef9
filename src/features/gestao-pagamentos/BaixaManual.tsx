import type { FactoryArg } from 'imask';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaComMascara from '../../components/gestao/EntradaComMascara.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { marcarPago } from './gestao-pagamentos.api.ts';
import { quando } from '../../domain/dates.ts';
import { diaNaTela, lerValor } from './gestao-pagamentos.ts';
import { pagamentoDaInscricao } from './gestao-pagamentos.store.ts';

const MASCARA_VALOR: FactoryArg = { mask: Number, scale: 2, radix: ',', thousandsSeparator: '.', mapToRadix: [], padFractionalZeros: true, normalizeZeros: true, min: 0, max: 1_000_000 };

/**
 * A payment recorded by hand: find the enrolment, see its fee, what was received and its slips, and record the
 * payment with the proof's reference and the reason (the candidate is told and sees "Pago").
 */
export default function BaixaManual({ prcSltCodigo, podeRegistrar, aoRegistrar }: { prcSltCodigo: number; podeRegistrar: boolean; aoRegistrar: () => void }) {
  const [numero, setNumero] = useState('');
  const consulta = useStore(pagamentoDaInscricao.$carga);
  // An enrolment of another process is refused beside the number (consultar), never shown.
  const p = consulta?.status === 'pronto' && consulta.dados.prcSltCodigo === prcSltCodigo ? consulta.dados : null;
  const falhaDaConsulta = consulta?.status === 'erro' || consulta?.status === 'semAcesso' ? consulta.mensagem : undefined;
  const [valor, setValor] = useState('');
  const [documento, setDocumento] = useState('');
  const [justificativa, setJustificativa] = useState('');
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();

  const consultar = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(numero.trim());
    setErros({});
    if (!Number.isInteger(n) || n < 1) return setErros({ numero: 'Inscrição: informe o número da inscrição.' });
    const r = await pagamentoDaInscricao.ler(n);
    if (r && r.prcSltCodigo !== prcSltCodigo) setErros({ numero: 'Inscrição: esta inscrição é de outro processo.' });
  };
  const registrar = async () => {
    const v = lerValor(valor);
    if ('erro' in v) return setErros({ valor: v.erro });
    const r = await enviar(() => marcarPago(p!.insPrcCodigo, { valor: v.centavos, documento: documento.trim(), justificativa: justificativa.trim() }), 'Pagamento registrado; o candidato foi avisado.');
    if (!r) return;
    pagamentoDaInscricao.definir(r);
    setValor('');
    setDocumento('');
    setJustificativa('');
    aoRegistrar();
  };

  return (
    <section className="card mb-3" aria-labelledby="baixa-titulo">
      <div className="card-body">
        <h2 className="h6" id="baixa-titulo">Registrar pagamento manualmente</h2>
        <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={(e) => void consultar(e)}>
          <Campo rotulo="Número da inscrição" erro={erros.numero ?? falhaDaConsulta} className="mb-0">
            {(c) => <input {...c} inputMode="numeric" value={numero} onChange={(e) => setNumero(e.target.value.replace(/\D/g, ''))} />}
          </Campo>
          <button type="submit" className="btn btn-outline-dark" disabled={enviando || consulta?.status === 'carregando'}>Consultar</button>
        </form>
        {p && (
          <div className="mt-3" data-testid="pagamento-inscricao">
            <p className="mb-1">
              <strong>{p.pssFscNome}</strong> · inscrição {p.insPrcCodigo}
            </p>
            <p className="mb-2">
              Taxa {p.taxaTexto} · recebido {p.recebidoTexto} · falta {p.aPagarTexto} · <span className="badge text-bg-secondary">{p.situacaoTexto}</span>
            </p>
            {p.boletos.length > 0 && (
              <ul className="small">
                {p.boletos.map((b) => (
                  <li key={b.insBltCodigo}>
                    {b.forma} {b.nossoNumero} · {b.valorTexto} · vence {diaNaTela(b.vencimento)} · {b.situacao}
                    {b.pagoEm && ` em ${quando(b.pagoEm)}`}
                    {b.manual && ` (registrado por ${b.manual.autorNome}: ${b.manual.documento})`}
                  </li>
                ))}
              </ul>
            )}
            {podeRegistrar && p.aPagar > 0 && (
              <div className="border-top pt-2">
                <Campo rotulo="Valor pago (R$)" erro={erros.valor} ajuda={`Vazio: o que falta pagar (${p.aPagarTexto}).`}>
                  {(c) => <EntradaComMascara {...c} inputMode="decimal" placeholder={p.aPagarTexto.replace('R$ ', '')} mascara={MASCARA_VALOR} value={valor} onChange={setValor} />}
                </Campo>
                <Campo rotulo="Documento (referência do comprovante)" erro={erros.documento} obrigatorio>
                  {(c) => <input {...c} maxLength={200} value={documento} onChange={(e) => setDocumento(e.target.value)} />}
                </Campo>
                <Campo rotulo="Justificativa" erro={erros.justificativa} obrigatorio ajuda="Fica registrada na auditoria.">
                  {(c) => <textarea {...c} rows={2} maxLength={2000} value={justificativa} onChange={(e) => setJustificativa(e.target.value)} />}
                </Campo>
                <button type="button" className="btn btn-primary" disabled={enviando} onClick={() => void registrar()}>Registrar pagamento</button>
              </div>
            )}
          </div>
        )}
      </div>
      {dialogo}
    </section>
  );
}
