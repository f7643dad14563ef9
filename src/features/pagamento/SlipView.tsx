import { useState } from 'react';
import { formatBrDay } from '../../domain/dates.ts';
import { pdfUrl, qrUrl } from './pagamento.api.ts';
import { avisoRegistro, type Slip } from './pagamento.ts';

/** A slip: paid receipt, boleto (linha digitável + PDF) or Pix (QR + copy-and-paste). */
export default function SlipView({ slip, aguardando = false }: { slip: Slip; aguardando?: boolean }) {
  const [copiado, setCopiado] = useState(false);
  const copiar = async (texto: string) => {
    await navigator.clipboard?.writeText(texto).catch(() => undefined);
    setCopiado(true);
  };

  if (slip.insBltSituacao === 'PAGO') {
    return (
      <div className="alert alert-success" role="status">
        <p className="fw-bold mb-1">Pagamento confirmado</p>
        <p className="mb-0">
          Pagamento de {slip.insBltValorTexto} confirmado
          {slip.insBltPagoEm ? ` em ${formatBrDay(new Date(slip.insBltPagoEm))}` : ''}.
        </p>
      </div>
    );
  }
  const dados = (
    <dl className="row mb-2">
      <dt className="col-sm-3">Valor</dt>
      <dd className="col-sm-9">{slip.insBltValorTexto}</dd>
      <dt className="col-sm-3">Vencimento</dt>
      <dd className="col-sm-9">{slip.insBltDtVencimento}</dd>
    </dl>
  );
  if (slip.insBltForma === 'PIX' && slip.pixCopiaECola) {
    return (
      <div>
        {dados}
        <img src={qrUrl(slip.insBltCodigo)} alt="QR Code Pix" width={220} height={220} className="border mb-2" />
        <label className="form-label d-block" htmlFor="pix-copia-e-cola">
          Pix copia e cola
        </label>
        <div className="input-group mb-2">
          <input id="pix-copia-e-cola" className="form-control font-monospace" readOnly value={slip.pixCopiaECola} />
          <button type="button" className="btn btn-outline-primary" onClick={() => void copiar(slip.pixCopiaECola!)}>
            {copiado ? 'Copiado!' : 'Copiar'}
          </button>
        </div>
        <small className="text-muted">Identificador da cobrança: {slip.insBltTxid}</small>
        {aguardando && (
          <p className="alert alert-light border mt-3 mb-0" data-testid="pix-aguardando">
            Depois de pagar no aplicativo do seu banco, a confirmação aparece aqui sozinha em poucos instantes: não é preciso enviar comprovante.
          </p>
        )}
      </div>
    );
  }
  const aviso = avisoRegistro(slip);
  return (
    <div>
      {dados}
      {aviso && (
        <p className="alert alert-warning" data-testid="aviso-registro">
          {aviso}
        </p>
      )}
      <label className="form-label d-block" htmlFor="linha-digitavel">
        Linha digitável
      </label>
      <div className="input-group mb-2">
        <input id="linha-digitavel" className="form-control font-monospace" readOnly value={slip.insBltLinhaDigitavel ?? ''} />
        <button type="button" className="btn btn-outline-primary" onClick={() => void copiar((slip.insBltLinhaDigitavel ?? '').replace(/\D/g, ''))}>
          {copiado ? 'Copiado!' : 'Copiar'}
        </button>
      </div>
      <a className="btn btn-primary" href={pdfUrl(slip.insBltCodigo)} target="_blank" rel="noopener">
        Imprimir boleto (PDF)
      </a>
    </div>
  );
}
