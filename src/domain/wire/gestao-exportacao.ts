/**
 * Wire contracts of the back office's exports (issue 21, item 7): a process's enrolments as CSV or XLSX with the
 * chosen columns (src/domain/exportacao.ts lists them), and one enrolment as a PDF. The files themselves are the
 * answers (streamed); only their queries are contracts.
 */
import { Type, type Static } from 'typebox';

export const ExportacaoQuery = Type.Object(
  {
    formato: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
    /** Column ids separated by commas; absent = the default columns. */
    colunas: Type.Optional(Type.String({ maxLength: 2000 })),
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
    /** The link's token from AbrirExportacao: required when a column is sensitive (the POST recorded it). */
    token: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type ExportacaoQuery = Static<typeof ExportacaoQuery>;

/** The POST that records an export (when it carries sensitive columns) and answers its link. */
export const AbrirExportacao = Type.Object(
  { formato: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]), colunas: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type AbrirExportacao = Static<typeof AbrirExportacao>;

/** A file sent as it is written (the API's response schema for it: no JSON). */
export const Arquivo = Type.Unsafe<unknown>({ type: 'string', description: 'O arquivo, enviado aos poucos (CSV, XLSX ou PDF).' });
