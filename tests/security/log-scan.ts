/**
 * LGPD scan of captured logs: finds CPFs (bare or formatted) of the given people and any valid-looking
 * formatted CPF, passwords and session tokens passed in, cookie/credential headers, and health or
 * disability data (field names of the enrolment's disability flags and support conditions).
 * Returns a short description of each finding (never the whole line).
 */
const HEALTH = /"(insPrcDeficiente|insPrcNcsTmpAdicional|insPrcAtnEspecializado|insPrcAtnEspJustificativa|insPrcAprSurdez|cndApoio|insPrcCndApoio|prcSltDfcCndApoioCodigo)"\s*:|defici[eê]ncia|laudo/i;
const CREDENTIALS = /ps_sessao=|"cookie"|"authorization"|x-xsrf-token|"senha"\s*:|XSRF-TOKEN=/i;
const FORMATTED_CPF = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/;

export function scanLogs(text: string, known: { cpfs: string[]; secrets: string[] }): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const where = `linha ${i + 1}`;
    for (const cpf of known.cpfs) {
      const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
      if (line.includes(cpf) || line.includes(formatted)) found.push(`${where}: CPF ${cpf.slice(0, 3)}…`);
    }
    if (FORMATTED_CPF.test(line)) found.push(`${where}: CPF formatado`);
    for (const s of known.secrets) if (s.length >= 6 && line.includes(s)) found.push(`${where}: segredo ${s.slice(0, 3)}…`);
    const cred = line.match(CREDENTIALS);
    if (cred) found.push(`${where}: credencial (${cred[0]})`);
    const health = line.match(HEALTH);
    if (health) found.push(`${where}: dado de saúde/deficiência (${health[0]})`);
  });
  return found;
}
