import { PAYMENT_LABELS, type PaymentForm } from '../../domain/inscricao-campos.ts';
import { feeText } from '../../domain/money.ts';

interface Props {
  fees: number[];
  payments: PaymentForm[];
  value: string | undefined;
  error?: string;
  onChange: (f: PaymentForm) => void;
}

/** The payment choice among those the process and every chosen option with a fee allow. */
export default function Pagamento({ fees, payments, value, error, onChange }: Props) {
  if (!fees.length) return null;
  return (
    <fieldset className="mt-3">
      <legend className="fs-6">Forma de pagamento (taxa {feeText(Math.max(...fees))})</legend>
      {payments.map((f) => (
        <div key={f} className="form-check">
          <input id={`pag-${f}`} className="form-check-input" type="radio" name="pagamento" checked={value === f} onChange={() => onChange(f)} />
          <label className="form-check-label" htmlFor={`pag-${f}`}>{PAYMENT_LABELS[f]}</label>
        </div>
      ))}
      {error && <div className="text-danger small">{error}</div>}
    </fieldset>
  );
}
