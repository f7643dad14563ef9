import IMask, { type FactoryArg, type InputMask } from 'imask';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> & {
  /** The text as shown (masked). */
  value: string;
  onChange: (valor: string) => void;
  /** The imask options (fixed for the field's life: changing them does not re-mask). */
  mascara: FactoryArg;
};

/**
 * A back-office text field masked with imask (a fee with a decimal comma, an 'hh:mm' time, ...): it keeps the
 * masked text; reading it (reaisToCents, the API's own checks) is the screen's business. Spread Campo's control
 * props on it. EntradaDataHora is the same for dates.
 */
export default function EntradaComMascara({ value, onChange, mascara, ...props }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const m = useRef<InputMask<FactoryArg> | null>(null);
  const aoMudar = useRef(onChange);
  aoMudar.current = onChange;

  useEffect(() => {
    const mask = IMask(ref.current!, mascara);
    mask.value = value;
    mask.on('accept', () => aoMudar.current(mask.value));
    m.current = mask;
    return () => mask.destroy();
  }, []);

  useEffect(() => {
    const mask = m.current;
    if (mask && mask.value !== value) mask.value = value;
  }, [value]);

  return <input ref={ref} type="text" autoComplete="off" {...props} />;
}
