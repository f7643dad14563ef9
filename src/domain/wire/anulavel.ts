/**
 * Nullable fields of the back office's JSON bodies. The API's Ajv coerces types (the SPEC's form posts send every
 * value as text), and with `anyOf: [integer, null]` it turns a JSON null into 0 (or '' for a string) before the
 * null branch is even tried. One `type` list keeps null as null and numbers as numbers.
 */
import { Type } from 'typebox';

export const InteiroAnulavel = (o: { minimum?: number; maximum?: number } = {}) => Type.Unsafe<number | null>({ type: ['integer', 'null'], ...o });

/** A row code or null (a new row, "every process"). */
export const CodigoAnulavel = () => InteiroAnulavel({ minimum: 1, maximum: 2_147_483_647 });
/** A row's code in a request: a positive integer that fits the columns (int4). */
export const Codigo = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const TextoAnulavel = (o: { maxLength?: number } = {}) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...o });
