/**
 * The sgps envelope (SPEC §7) and the small shapes every contract uses. The API validates what it sends
 * against these schemas; the site imports their types only (`import type`: no byte of JS in the browser).
 */
import { Type, type TProperties, type TSchema } from 'typebox';

/** 'T' | 'F' on the wire (SPEC §5). */
export const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);
export type TF = 'T' | 'F';

export const TextoOuNulo = Type.Union([Type.String(), Type.Null()]);
export const InteiroOuNulo = Type.Union([Type.Integer(), Type.Null()]);
export const NumeroOuNulo = Type.Union([Type.Number(), Type.Null()]);

/** `{success, data, total, message, messageResumida}`, with `extra` fields some calls add beside data. */
export const EnvelopeOf = <T extends TSchema, X extends TProperties = {}>(data: T, extra?: X) =>
  Type.Object({
    success: Type.Boolean(),
    data: Type.Optional(data),
    total: Type.Optional(Type.Integer()),
    message: Type.Optional(Type.String()),
    messageResumida: Type.Optional(Type.String()),
    ...((extra ?? {}) as X),
  });

/** The envelope as the site reads it (SPEC §7): the same fields, with whatever a call adds beside data. */
export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  total?: number;
  message?: string;
  messageResumida?: string;
  [extra: string]: unknown;
}
