import { Type } from 'typebox';

/** The envelope and 'T'/'F' are declared once, in the wire contracts the site shares (src/domain/wire). */
export { EnvelopeOf, TF } from '../../src/domain/wire/envelope.ts';

/** Codes in paths and query strings. */
export const Codigo = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
