import IMask, { type InputMask } from 'imask';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'type'> & {
  /** 'dd/mm/aaaa hh:mm' (or 'dd/mm/aaaa' with `soData`), as typed so far. */
  value: string;
  onChange: (valor: string) => void;
  /** A calendar day only (no time). */
  soData?: boolean;
};

/**
 * A date (and time) field of the back office, masked with imask as 'dd/mm/aaaa hh:mm' (Horário de Brasília: the
 * label says so). It keeps what is typed as text; turning it into an instant is the screen's business (parseBrDateTime),
 * and a wrong date gets its message from the API beside the field. Spread Campo's control props on it.
 */
export default function EntradaDataHora({ value, onChange, soData = false, ...props }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const mascara = useRef<InputMask<{ mask: string }> | null>(null);
  const aoMudar = useRef(onChange);
  aoMudar.current = onChange;

  useEffect(() => {
    const m = IMask(ref.current!, { mask: soData ? '00/00/0000' : '00/00/0000 00:00' });
    m.value = value;
    m.on('accept', () => aoMudar.current(m.value));
    mascara.current = m;
    return () => m.destroy();
  }, [soData]);

  useEffect(() => {
    const m = mascara.current;
    if (m && m.value !== value) m.value = value;
  }, [value]);

  return <input ref={ref} type="text" inputMode="numeric" autoComplete="off" placeholder={soData ? 'dd/mm/aaaa' : 'dd/mm/aaaa hh:mm'} {...props} />;
}
