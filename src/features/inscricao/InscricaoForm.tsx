import { useEffect, useRef, useState } from 'react';
import { FIELD_BY_NAME, PAYMENT_LABELS, type PaymentForm } from '../../domain/enrolment-fields.ts';
import { resolveFormConfig, type FormConfig } from '../../domain/form-config.ts';
import { feeText } from '../../domain/money.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { currentParams } from '../../lib/routes.ts';
import { loadSession, requireSession } from '../../lib/session.store.ts';
import CamposStep, { type Lookups } from './CamposStep.tsx';
import Confirmacao from './Confirmacao.tsx';
import CriarConta, { type CriarContaState } from './CriarConta.tsx';
import { configuracao, dadosProcesso, enviar, hierarquia, inscricao, lookup, type Processo, type Resultado } from './inscricao.api.ts';
import { buildBody, chosenLeaves, draftKey, emptyDraft, loadDraft, saveDraft, validateDraft, visibleFields, type Draft } from './inscricao.ts';
import OpcoesStep, { known } from './OpcoesStep.tsx';

const LOOKUPS: Record<string, [string, string, (r: Record<string, unknown>) => string]> = {
  prcSltMncPrvCodigo: ['prcSltMncProva', 'prcSltMncPrvCodigo', (r) => `${r.mncDescricao} - ${r.ufCodigo}`],
  prcSltLngEstCodigo: ['prcSltLngEstrangeira', 'prcSltLngEstCodigo', (r) => String(r.prcSltLngEstDescricao)],
  prcSltMdlCodigo: ['prcSltModalidade', 'prcSltMdlCodigo', (r) => String(r.prcSltMdlDescricao)],
  prcSltSerCodigo: ['prcSltSerie', 'prcSltSerCodigo', (r) => String(r.prcSltSerDescricao)],
  prcSltStrCodigo: ['prcSltSetor', 'prcSltStrCodigo', (r) => String(r.prcSltStrDescricao)],
  prcSltArCnhCodigo: ['prcSltArConhecimento', 'prcSltArCnhCodigo', (r) => String(r.prcSltArCnhDescricao)],
  prcSltTpDvlCodigo: ['prcSltTpDivulgacao', 'prcSltTpDvlCodigo', (r) => String(r.prcSltTpDvlDescricao)],
  prcSltTpEscCodigo: ['prcSltTpEscolaridade', 'prcSltTpEscCodigo', (r) => String(r.prcSltTpEscDescricao)],
};
const STEPS = ['Opções', 'Dados da inscrição', 'Revisão'] as const;

type Phase = { k: 'loading' } | { k: 'conta'; state: CriarContaState } | { k: 'form' } | { k: 'done'; r: Resultado } | { k: 'closed'; text: string };

/** New enrolment and edit: step by step, driven by the process's form configuration; the draft survives a session expiry. */
export default function InscricaoForm({ modo }: { modo: 'novo' | 'editar' }) {
  const novo = modo === 'novo';
  const params = currentParams(novo ? 'inscrever' : 'editar', typeof window === 'undefined' ? '' : window.location.pathname) ?? {};
  const prcSltCodigo = Number(params.prcSltCodigo);
  const insPrcCodigo = novo ? 0 : Number(params.insPrcCodigo);
  const key = draftKey(prcSltCodigo, insPrcCodigo);
  const [phase, setPhase] = useState<Phase>({ k: 'loading' });
  const [proc, setProc] = useState<Processo | null>(null);
  const [cfg, setCfg] = useState<FormConfig>({});
  const [lookups, setLookups] = useState<Lookups>({});
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const restored = useRef(false);

  const start = async () => {
    const session = await loadSession();
    const pending = sessionStorage.getItem('ps:criarConta');
    if (session.status !== 'user' && novo && params.pessoaCode === '0' && pending) return setPhase({ k: 'conta', state: JSON.parse(pending) as CriarContaState });
    await requireSession();
    const p = await dadosProcesso(prcSltCodigo);
    if (p.prcSltExiste !== 'T' || (novo && p.prcSltVigente !== 'T')) return setPhase({ k: 'closed', text: 'As inscrições deste processo seletivo não estão abertas.' });
    const conf = await configuracao(prcSltCodigo);
    const resolved = resolveFormConfig(conf.processo, conf.vinculo);
    const l: Lookups = {};
    await Promise.all(Object.entries(LOOKUPS).filter(([n]) => resolved[n]?.exibir).map(async ([n, [path, code, label]]) => (l[n] = await lookup(path, prcSltCodigo, code, label))));
    let d = loadDraft(localStorage, key);
    if (!d && !novo) {
      const ins = await inscricao(insPrcCodigo);
      if (ins.edicaoPermitida !== 'T') return setPhase({ k: 'closed', text: 'O prazo para editar esta inscrição terminou.' });
      const h = await hierarquia(insPrcCodigo);
      const values = Object.fromEntries(Object.keys(FIELD_BY_NAME).filter((n) => typeof ins[n] === 'string').map((n) => [n, ins[n] as string]));
      d = { ...emptyDraft(), values, opcoes: h.length ? h.map((o) => o.hierarquia.map((x) => x.opcCodigo)) : [[]], cndApoio: ((ins.cndApoio as { prcSltDfcCndApoioCodigo: number }[]) ?? []).map((c) => c.prcSltDfcCndApoioCodigo) };
    } else if (d) restored.current = true;
    setProc(p);
    setCfg(resolved);
    setLookups(l);
    if (d) setDraft(d);
    setPhase({ k: 'form' });
  };

  useEffect(() => {
    void start().catch(() => setPhase({ k: 'closed', text: 'Não foi possível carregar o formulário. Recarregue a página.' }));
  }, []);
  useEffect(() => {
    if (phase.k === 'form') saveDraft(localStorage, key, draft);
  }, [draft, phase.k]);

  if (phase.k === 'loading') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  if (phase.k === 'closed') return <div className="alert alert-warning">{phase.text}</div>;
  if (phase.k === 'conta') return <CriarConta state={phase.state} onDone={() => void start()} />;
  if (phase.k === 'done') return <Confirmacao r={phase.r} novo={novo} texto={proc?.prcSltTxtInsFinal ?? null} />;

  const isFinal = (c: number) => known.get(c)?.opcOpcFinal === 'T';
  const leaves = chosenLeaves(draft, isFinal);
  const fees = leaves.map((c) => known.get(c)?.opcVlrInscricao ?? null).filter((v): v is number => v !== null && v > 0);
  const payments = (['BOLETO', 'PIX', 'CARTAO'] as PaymentForm[]).filter((f) => {
    const flag = { BOLETO: 'Boleto', PIX: 'Pix', CARTAO: 'Cartao' }[f] as 'Boleto' | 'Pix' | 'Cartao';
    return proc![`prcSltPgt${flag}`] === 'T' && leaves.every((c) => (known.get(c)?.opcVlrInscricao ?? 0) <= 0 || known.get(c)?.[`opcPgt${flag}`] === 'T');
  });
  const setValue = (name: string, value: string) => setDraft((d) => ({ ...d, values: { ...d.values, [name]: value } }));
  const next = () => {
    // `known` fills as the selects load: read it now, not from the last render.
    const now = chosenLeaves(draft, isFinal);
    if (step === 0 && (!now.length || now.length !== draft.opcoes.filter((c) => c.length).length)) return setErrors({ opcoes: 'Escolha a opção até o último nível.' });
    if (step === 1) {
      const e = validateDraft(cfg, draft);
      if (fees.length && !draft.values.insPrcFrmPagamento && draft.values.insPrcSlcIsencao !== 'T') e.insPrcFrmPagamento = 'Escolha a forma de pagamento.';
      setErrors(e);
      if (Object.keys(e).length) return;
    }
    setErrors({});
    setStep(step + 1);
  };
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const r = await enviar(novo, buildBody(cfg, draft, leaves, novo ? { prcSltCodigo } : { insPrcCodigo }));
      localStorage.removeItem(key);
      setPhase({ k: 'done', r });
    } catch (err) {
      if (!(err instanceof ApiCallError && err.status === 401)) setBusy(false);
    }
  };

  return (
    <div>
      <h1 className="h4">{proc!.prcSltDescricao}</h1>
      <ol className="nav nav-pills mb-3" aria-label="Etapas">
        {STEPS.map((s, i) => (
          <li key={s} className="nav-item">
            <span className={`nav-link${i === step ? ' active' : ''}`} aria-current={i === step ? 'step' : undefined}>{`${i + 1}. ${s}`}</span>
          </li>
        ))}
      </ol>
      {restored.current && <div className="alert alert-info small">Recuperamos o que você já tinha preenchido neste aparelho.</div>}
      {step === 0 && <OpcoesStep prcSltCodigo={prcSltCodigo} max={proc!.prcSltNmrOpcoes} opcoes={draft.opcoes} onChange={(opcoes) => setDraft((d) => ({ ...d, opcoes }))} />}
      {errors.opcoes && <div className="alert alert-danger">{errors.opcoes}</div>}
      {step === 1 && (
        <>
          <CamposStep fields={visibleFields(cfg)} cfg={cfg} values={draft.values} errors={errors} lookups={lookups} onChange={setValue} />
          {fees.length > 0 && (
            <fieldset className="mt-3">
              <legend className="fs-6">Forma de pagamento (taxa {feeText(Math.max(...fees))})</legend>
              {payments.map((f) => (
                <div key={f} className="form-check">
                  <input id={`pag-${f}`} className="form-check-input" type="radio" name="pagamento" checked={draft.values.insPrcFrmPagamento === f} onChange={() => setValue('insPrcFrmPagamento', f)} />
                  <label className="form-check-label" htmlFor={`pag-${f}`}>{PAYMENT_LABELS[f]}</label>
                </div>
              ))}
              {errors.insPrcFrmPagamento && <div className="text-danger small">{errors.insPrcFrmPagamento}</div>}
            </fieldset>
          )}
        </>
      )}
      {step === 2 && (
        <dl className="row">
          {leaves.map((c, i) => (
            <div key={c} className="col-12 d-flex gap-2">
              <dt>{i + 1}ª opção:</dt>
              <dd className="mb-1">{`${known.get(c)?.opcDescricao} — ${feeText(known.get(c)?.opcVlrInscricao)}`}</dd>
            </div>
          ))}
          {visibleFields(cfg).filter((f) => draft.values[f.name]).map((f) => (
            <div key={f.name} className="col-12 d-flex gap-2">
              <dt>{cfg[f.name]?.nomeAlternativo || f.label}:</dt>
              <dd className="mb-1">{f.kind === 'tf' ? (draft.values[f.name] === 'T' ? 'Sim' : 'Não') : f.kind === 'lookup' ? lookups[f.name]?.find(([v]) => String(v) === draft.values[f.name])?.[1] : draft.values[f.name]}</dd>
            </div>
          ))}
          {draft.values.insPrcFrmPagamento && fees.length > 0 && <div className="col-12">Forma de pagamento: {PAYMENT_LABELS[draft.values.insPrcFrmPagamento as PaymentForm]}</div>}
        </dl>
      )}
      <div className="d-flex gap-2 mt-3">
        {step > 0 && <button type="button" className="btn btn-outline-secondary" onClick={() => setStep(step - 1)}>Voltar</button>}
        {step < 2 && <button type="button" className="btn btn-primary" onClick={next}>Avançar</button>}
        {step === 2 && (
          <button type="button" className="btn btn-success" disabled={busy} onClick={() => void submit()}>
            {busy ? 'Carregando...' : novo ? 'Confirmar inscrição' : 'Salvar alterações'}
          </button>
        )}
      </div>
    </div>
  );
}
