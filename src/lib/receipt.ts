/** The enrolment receipt (PDF, own enrolments only) that the confirmation screen and the process list link to. */
export const receiptHref = (insPrcCodigo: number) => `/sgps/insProcesso/comprovante/${insPrcCodigo}`;
