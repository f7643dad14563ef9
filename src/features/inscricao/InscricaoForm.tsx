import { useEffect, useRef, useState } from 'react';
import type { PaymentForm } from '../../domain/enrolment-fields.ts';
import type { FormConfig } from '../../domain/form-config.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { currentParams } from '../../lib/routes.ts';
import { loadSession, requireSession } from '../../lib/session.store.ts';
import CamposStep, { type Lookups } from './CamposStep.tsx';
import { carregar } from './carregar.ts';
import Confirmacao from './Confirmacao.tsx';
import CriarConta, { type CriarContaState } from './CriarConta.tsx';
import { atualizarPessoa, enviar, type Listas, type Processo, type Resultado } from './inscricao.api.ts';
import { buildBody, chosenLeaves, draftKey, emptyDraft, saveDraft, validateDraft, validateLists, visibleFields, type Draft } from './inscricao.ts';
import ListasStep from './ListasStep.tsx';
import OpcoesStep, { known } from './OpcoesStep.tsx';
import Pagamento from './Pagamento.tsx';
import { pessoaChanges, pessoaErrors } from './pessoa.ts';
import PessoaStep from './PessoaStep.tsx';
import Revisao from './Revisao.tsx';

const STEPS = ['Dados pessoais', 'Opções', 'Dados da inscrição', 'Revisão'] as const;

type Phase = { k: 'loading' } | { k: 'conta'; state: CriarContaState } | { k: 'form' } | { k: 'done'; r: Resultado } | { k: 'closed'; text: string };
interface Ctx {
  proc: Processo;
  cfg: FormConfig;
  lookups: Lookups;
  listas: Listas;
  interno: boolean | null;
}

/** New enrolment and edit: step by step, driven by the process's form configuration; the draft survives a session expiry. */
export default function InscricaoForm({ modo }: { modo: 'novo' | 'editar' }) {
  const novo = modo === 'novo';
  const params = currentParams(novo ? 'inscrever' : 'editar', typeof window === 'undefined' ? '' : window.location.pathname) ?? {};
  const prcSltCodigo = Number(params.prcSltCodigo);
  const insPrcCodigo = novo ? 0 : Number(params.insPrcCodigo);
  const [phase, setPhase] = useState<Phase>({ k: 'loading' });
  const [ctx, setCtx] = useState<Ctx | null>(null);
  const [original, setOriginal] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const restored = useRef(false);
  /** The draft's storage key, named after the signed-in person (known once the session is read). */
  const key = useRef('');

  const start = async () => {
    const session = await loadSession();
    const pending = sessionStorage.getItem('ps:criarConta');
    if (session.status !== 'user' && novo && params.pessoaCode === '0' && pending) return setPhase({ k: 'conta', state: JSON.parse(pending) as CriarContaState });
    const me = await requireSession();
    key.current = draftKey(me.pssFscCodigo, prcSltCodigo, insPrcCodigo);
    const c = await carregar(prcSltCodigo, insPrcCodigo, key.current, me.pssFscCodigo);
    if ('fechado' in c) return setPhase({ k: 'closed', text: c.fechado });
    restored.current = c.restaurado;
    setCtx({ proc: c.proc, cfg: c.cfg, lookups: c.lookups, listas: c.listas, interno: c.interno });
    setOriginal(c.pessoa);
    setDraft(c.draft);
    setPhase({ k: 'form' });
  };

  useEffect(() => {
    void start().catch((err) => {
      if (!(err instanceof ApiCallError && err.status === 401)) setPhase({ k: 'closed', text: 'Não foi possível carregar o formulário. Recarregue a página.' });
    });
  }, []);
  useEffect(() => {
    if (phase.k === 'form' && key.current) saveDraft(localStorage, key.current, draft);
  }, [draft, phase.k]);

  if (phase.k === 'loading') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  if (phase.k === 'closed') return <div className="alert alert-warning">{phase.text}</div>;
  if (phase.k === 'conta') return <CriarConta state={phase.state} onDone={() => void start()} />;
  if (phase.k === 'done') return <Confirmacao r={phase.r} novo={novo} texto={ctx?.proc.prcSltTxtInsFinal ?? null} />;

  const { proc, cfg, lookups, listas, interno } = ctx!;
  const step = draft.passo;
  const pessoa = { ...original, ...(draft.pessoa ?? {}) };
  const isFinal = (c: number) => known.get(c)?.opcOpcFinal === 'T';
  const leaves = chosenLeaves(draft, isFinal);
  const fees = leaves.map((c) => known.get(c)?.opcVlrInscricao ?? null).filter((v): v is number => v !== null && v > 0);
  const payments = (['BOLETO', 'PIX', 'CARTAO'] as PaymentForm[]).filter((f) => {
    const flag = { BOLETO: 'Boleto', PIX: 'Pix', CARTAO: 'Cartao' }[f] as 'Boleto' | 'Pix' | 'Cartao';
    return proc[`prcSltPgt${flag}`] === 'T' && leaves.every((c) => (known.get(c)?.opcVlrInscricao ?? 0) <= 0 || known.get(c)?.[`opcPgt${flag}`] === 'T');
  });
  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const setValue = (name: string, value: string) => setDraft((d) => ({ ...d, values: { ...d.values, [name]: value } }));
  const go = (passo: number) => {
    setErrors({});
    patch({ passo });
    window.scrollTo({ top: 0 });
  };
  const next = async () => {
    if (busy) return;
    if (step === 0) {
      const e = pessoaErrors(pessoa, interno);
      if (Object.keys(e).length) return setErrors(e);
      const changes = pessoaChanges(original, pessoa, interno);
      if (Object.keys(changes).length) {
        setBusy(true);
        try {
          await atualizarPessoa(changes);
          setOriginal({ ...original, ...changes });
        } catch {
          return;
        } finally {
          setBusy(false);
        }
      }
    }
    // `known` fills as the selects load: read it now, not from the last render.
    const now = chosenLeaves(draft, isFinal);
    if (step === 1 && (!now.length || now.length !== draft.opcoes.filter((c) => c.length).length)) return setErrors({ opcoes: 'Escolha a opção até o último nível.' });
    if (step === 2) {
      const e = { ...validateDraft(cfg, draft), ...validateLists(cfg, draft) };
      if (fees.length && !draft.values.insPrcFrmPagamento && draft.values.insPrcSlcIsencao !== 'T') e.insPrcFrmPagamento = 'Escolha a forma de pagamento.';
      setErrors(e);
      if (Object.keys(e).length) return;
    }
    go(step + 1);
  };
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const r = await enviar(novo, buildBody(cfg, draft, leaves, novo ? { prcSltCodigo } : { insPrcCodigo }));
      localStorage.removeItem(key.current);
      setPhase({ k: 'done', r });
    } catch (err) {
      if (!(err instanceof ApiCallError && err.status === 401)) setBusy(false);
    }
  };

  return (
    <div>
      <h1 className="h4">{proc.prcSltDescricao}</h1>
      <ol className="nav nav-pills mb-3" aria-label="Etapas">
        {STEPS.map((s, i) => (
          <li key={s} className="nav-item">
            <span className={`nav-link${i === step ? ' active' : ''}`} aria-current={i === step ? 'step' : undefined}>{`${i + 1}. ${s}`}</span>
          </li>
        ))}
      </ol>
      {restored.current && <div className="alert alert-info small">Recuperamos o que você já tinha preenchido neste aparelho.</div>}
      {step === 0 && <PessoaStep values={pessoa} errors={errors} interno={interno} onChange={(k, v) => patch({ pessoa: { ...(draft.pessoa ?? {}), [k]: v } })} />}
      {step === 1 && <OpcoesStep prcSltCodigo={prcSltCodigo} max={proc.prcSltNmrOpcoes} opcoes={draft.opcoes} onChange={(opcoes) => patch({ opcoes })} />}
      {errors.opcoes && <div className="alert alert-danger">{errors.opcoes}</div>}
      {step === 2 && (
        <>
          <CamposStep fields={visibleFields(cfg)} cfg={cfg} values={draft.values} errors={errors} lookups={lookups} onChange={setValue} />
          <ListasStep cfg={cfg} listas={listas} draft={draft} errors={errors} onChange={patch} />
          <Pagamento fees={fees} payments={payments} value={draft.values.insPrcFrmPagamento} error={errors.insPrcFrmPagamento} onChange={(f) => setValue('insPrcFrmPagamento', f)} />
        </>
      )}
      {step === 3 && <Revisao cfg={cfg} draft={draft} pessoa={pessoa} leaves={leaves} lookups={lookups} listas={listas} comTaxa={fees.length > 0} />}
      <div className="d-flex gap-2 mt-3">
        {step > 0 && <button type="button" className="btn btn-outline-secondary" onClick={() => go(step - 1)}>Voltar</button>}
        {step < 3 && <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void next()}>Avançar</button>}
        {step === 3 && (
          <button type="button" className="btn btn-success" disabled={busy} onClick={() => void submit()}>
            {busy ? 'Carregando...' : novo ? 'Confirmar inscrição' : 'Salvar alterações'}
          </button>
        )}
      </div>
    </div>
  );
}
