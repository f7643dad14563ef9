/**
 * The columns staff may export of a process's enrolments (issue 21, item 7), whitelisted with their Portuguese
 * headers: the screen offers them as checkboxes and the API accepts only these names. `sensivel` marks health and
 * disability, race and income (LGPD's sensitive data): offered only to roles that see such data, and an export
 * that carries any of them is recorded in the audit trail. The ids of sensitive columns are the field names of
 * src/domain/dados-sensiveis.ts, so both lists name the same things.
 */
export interface ColunaExportacao {
  id: string;
  titulo: string;
  /** Health, race or income. */
  sensivel: boolean;
  /** Ticked when the screen opens. */
  padrao: boolean;
  /** Money in centavos (a number column in XLSX, decimal comma in CSV). */
  dinheiro?: boolean;
}

const c = (id: string, titulo: string, o: Partial<Omit<ColunaExportacao, 'id' | 'titulo'>> = {}): ColunaExportacao => ({ id, titulo, sensivel: false, padrao: false, ...o });

export const COLUNAS_EXPORTACAO: readonly ColunaExportacao[] = [
  c('insPrcCodigo', 'Inscrição', { padrao: true }),
  c('insPrcIncDtHora', 'Data da inscrição', { padrao: true }),
  c('pssFscNome', 'Nome', { padrao: true }),
  c('insPrcNmSocial', 'Nome social'),
  c('pssFscCPF', 'CPF', { padrao: true }),
  c('pssFscDtNascimento', 'Data de nascimento'),
  c('pssFscEmail', 'E-mail'),
  c('pssFscCelular', 'Celular'),
  c('municipioResidencia', 'Município de residência'),
  c('situacao', 'Situação da inscrição', { padrao: true }),
  c('opcoes', 'Opções escolhidas', { padrao: true }),
  c('municipioProva', 'Município de prova', { padrao: true }),
  c('lingua', 'Língua estrangeira'),
  c('taxa', 'Taxa (R$)', { dinheiro: true }),
  c('pagamento', 'Situação do pagamento', { padrao: true }),
  c('insPrcSlcIsencao', 'Pediu isenção'),
  c('insPrcTreineiro', 'Treineiro'),
  c('insPrcCotista', 'Cotista', { sensivel: true }),
  c('insPrcAfrodescendente', 'Autodeclarado(a) negro(a)', { sensivel: true }),
  c('insPrcIndigena', 'Indígena', { sensivel: true }),
  c('pssFscCorRaca', 'Cor ou raça', { sensivel: true }),
  c('insPrcDeficiente', 'Pessoa com deficiência', { sensivel: true }),
  c('insPrcNcsTmpAdicional', 'Tempo adicional', { sensivel: true }),
  c('insPrcAtnEspecializado', 'Atendimento especializado', { sensivel: true }),
  c('cndApoio', 'Condições de apoio pedidas', { sensivel: true }),
  c('insPrcVlrRenda', 'Renda familiar (R$)', { sensivel: true, dinheiro: true }),
];

const POR_ID = new Map(COLUNAS_EXPORTACAO.map((col) => [col.id, col]));

export const colunaExportacao = (id: string): ColunaExportacao | undefined => POR_ID.get(id);

export const COLUNAS_PADRAO = COLUNAS_EXPORTACAO.filter((col) => col.padrao).map((col) => col.id);

export type FormatoExportacao = 'csv' | 'xlsx';

/**
 * The chosen columns from `colunas=a,b,c`, in the catalogue's order, each once; an unknown name is an error (the
 * list of them), so a typo never silently drops a column. Empty = the default columns.
 */
export function lerColunas(texto: string | undefined): { colunas: ColunaExportacao[]; desconhecidas: string[] } {
  const pedidas = (texto ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const desconhecidas = pedidas.filter((id) => !POR_ID.has(id));
  const ids = new Set(pedidas.length ? pedidas : COLUNAS_PADRAO);
  return { colunas: COLUNAS_EXPORTACAO.filter((col) => ids.has(col.id)), desconhecidas };
}

/** The file name of an export: the process and the day, no accents or spaces (some mail and zip tools mangle them). */
export function nomeDoArquivo(prcSltCodigo: number, hoje: string, formato: FormatoExportacao): string {
  return `inscricoes-processo-${prcSltCodigo}-${hoje}.${formato}`;
}
