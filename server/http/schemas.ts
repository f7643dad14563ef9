import { Type, type TSchema } from 'typebox';

/** The response envelope as a schema: fast serialization, and nothing leaves that is not declared. */
export const EnvelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    data: Type.Optional(data),
    total: Type.Optional(Type.Integer()),
    message: Type.Optional(Type.String()),
    messageResumida: Type.Optional(Type.String()),
  });

/** 'T' | 'F' on the wire (SPEC §5). */
export const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);
/** Codes in paths and query strings. */
export const Codigo = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
