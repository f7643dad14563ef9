/**
 * Enrolment form configuration (SPEC §3 "form field configuration"): for each field, shown,
 * required, help text, hidden help and alternative name. A process configures its fields
 * (prcSltCnfFormulario); the candidate's bond kind (prcSltCnfFrmVinculo) and each chosen option
 * (prcSltCnfFrmOpcao) may override them. The same resolution runs in the browser (what to show)
 * and on the server (what to require and what to keep).
 */

export interface FieldConfig {
  exibir: boolean;
  obrigatorio: boolean;
  ajuda: string | null;
  ajudaOculta: boolean;
  nomeAlternativo: string | null;
}

export type FormConfig = Record<string, FieldConfig>;

/** Hidden and optional: a field no configuration turns on is not part of the form. */
export const OFF: FieldConfig = { exibir: false, obrigatorio: false, ajuda: null, ajudaOculta: false, nomeAlternativo: null };

/**
 * Process config, then the bond kind's override, then the chosen options' overrides. Several options
 * touching one field: it is shown if any shows it and required if any shown one requires it.
 */
export function resolveFormConfig(processo: FormConfig, vinculo: FormConfig = {}, opcoes: FormConfig[] = []): FormConfig {
  const out: FormConfig = {};
  const names = new Set([...Object.keys(processo), ...Object.keys(vinculo), ...opcoes.flatMap((o) => Object.keys(o))]);
  for (const name of names) {
    let cfg: FieldConfig = { ...(processo[name] ?? OFF) };
    if (vinculo[name]) cfg = { ...vinculo[name] };
    const byOption = opcoes.map((o) => o[name]).filter((c): c is FieldConfig => Boolean(c));
    if (byOption.length) {
      const shown = byOption.filter((c) => c.exibir);
      cfg = shown.length
        ? { ...shown[0], exibir: true, obrigatorio: shown.some((c) => c.obrigatorio) }
        : { ...cfg, exibir: false, obrigatorio: false };
    }
    if (!cfg.exibir) cfg.obrigatorio = false;
    out[name] = cfg;
  }
  return out;
}

export const fieldShown = (cfg: FormConfig, name: string) => cfg[name]?.exibir === true;
export const fieldRequired = (cfg: FormConfig, name: string) => cfg[name]?.exibir === true && cfg[name]?.obrigatorio === true;

/** The label the candidate sees: the alternative name when the process gives one. */
export function fieldLabel(cfg: FormConfig, name: string, fallback: string): string {
  return cfg[name]?.nomeAlternativo?.trim() || fallback;
}
