import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * The API checks what it sends against the route's response schema (the wire contracts of
 * src/domain/wire/): a field of the wrong type, a required one missing, or — in a contract that declares
 * `additionalProperties: false` — one the contract does not know (which the serializer would otherwise drop
 * without a word) is a 500 with the route and the field named, so a test finds it the day it happens.
 * On in the tests and the demo profile (VALIDAR_RESPOSTAS); off in production, where the serializer alone
 * runs (the same one, so the bytes sent are the same either way).
 */
export function serializadorQueValida(): FastifySerializerCompiler<unknown> {
  const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false, useDefaults: false });
  addFormats(ajv);
  const validadores = new WeakMap<object, ValidateFunction>();
  return ({ schema, method, url, httpStatus }) => {
    const stringify = fastJson(schema as Parameters<typeof fastJson>[0]);
    let valida = validadores.get(schema as object);
    if (!valida) {
      valida = ajv.compile(schema as object);
      validadores.set(schema as object, valida);
    }
    const check = valida;
    return (data: unknown) => {
      if (!check(data)) {
        const e = check.errors?.[0];
        throw new Error(`Resposta fora do contrato em ${method} ${url} (${httpStatus}): ${e?.instancePath || '/'} ${e?.message ?? ''} ${e?.params ? JSON.stringify(e.params) : ''}`);
      }
      return stringify(data);
    };
  };
}
