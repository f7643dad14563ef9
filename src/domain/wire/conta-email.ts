/**
 * The e-mail reminder of the process list (issue 23 §2): whether the signed-in person's address is confirmed,
 * and the answer of "reenviar".
 */
import { Type, type Static } from 'typebox';
import { TextoOuNulo, TF } from './envelope.ts';

export const SituacaoEmailWire = Type.Object(
  {
    pssFscEmail: TextoOuNulo,
    confirmado: TF,
  },
  { additionalProperties: false },
);
export type SituacaoEmailWire = Static<typeof SituacaoEmailWire>;
