import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { focarPrimeiroErro } from '../../lib/masks.ts';
import CamposStep from './CamposStep.tsx';
import Confirmacao from './Confirmacao.tsx';
import CriarConta from './CriarConta.tsx';
import { formasPermitidas, taxas, visibleFields } from './inscricao.ts';
import { confirmarSubstituicao, vigiarSaida } from './confirmacoes.ts';
import { $contexto, $erros, $fase, $ocupado, $opcoes, $original, $rascunho, $restaurado, abrirFormulario, alterar, alterarPessoa, alterarValor, avancar, enviarInscricao, folhas, irPara, pessoaAtual } from './inscricao.store.ts';
import ListasStep from './ListasStep.tsx';
import OpcoesStep from './OpcoesStep.tsx';
import Pagamento from './Pagamento.tsx';
import PessoaStep from './PessoaStep.tsx';
import Revisao from './Revisao.tsx';

const STEPS = ['Dados pessoais', 'Opções', 'Dados da inscrição', 'Revisão'] as const;

/** New enrolment and edit: step by step, driven by the process's form configuration; the draft survives a session expiry. */
export default function InscricaoForm({ modo }: { modo: 'novo' | 'editar' }) {
  const fase = useStore($fase);
  const ctx = useStore($contexto);
  const draft = useStore($rascunho);
  const original = useStore($original);
  const errors = useStore($erros);
  const busy = useStore($ocupado);
  const restaurado = useStore($restaurado);
  const opcoes = useStore($opcoes);

  useEffect(() => {
    void abrirFormulario(modo);
    return vigiarSaida();
  }, []);

  // A step refused: focus goes to the first field in error, and the live region below says how many (issue 38).
  const raiz = useRef<HTMLDivElement>(null);
  const nErros = Object.keys(errors).length;
  useEffect(() => {
    if (nErros) requestAnimationFrame(() => focarPrimeiroErro(raiz.current));
  }, [errors]);

  if (fase.k === 'carregando') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  if (fase.k === 'fechado') return <div className="alert alert-warning">{fase.text}</div>;
  if (fase.k === 'conta') return <CriarConta state={fase.state} />;
  if (fase.k === 'feito') return <Confirmacao r={fase.r} novo={modo === 'novo'} texto={ctx?.proc.prcSltTxtInsFinal ?? null} documentos={ctx?.proc.prcSltEnvArquivo === 'T'} />;

  const { proc, cfg, lookups, listas, interno, prcSltCodigo, novo } = ctx!;
  const step = draft.passo;
  const pessoa = pessoaAtual(original, draft);
  const leaves = folhas(draft);
  const fees = taxas(leaves, opcoes);

  return (
    <div ref={raiz}>
      <h1 className="h4">{proc.prcSltDescricao}</h1>
      <ol className="nav nav-pills mb-3" aria-label="Etapas">
        {STEPS.map((s, i) => (
          <li key={s} className="nav-item">
            <span className={`nav-link${i === step ? ' active' : ''}`} aria-current={i === step ? 'step' : undefined}>{`${i + 1}. ${s}`}</span>
          </li>
        ))}
      </ol>
      {restaurado && <div className="alert alert-info small">Recuperamos o que você já tinha preenchido neste aparelho.</div>}
      {step === 0 && <PessoaStep values={pessoa} errors={errors} interno={interno} cfg={cfg} onChange={alterarPessoa} />}
      {step === 1 && <OpcoesStep prcSltCodigo={prcSltCodigo} max={proc.prcSltNmrOpcoes} opcoes={draft.opcoes} onChange={(o) => alterar({ opcoes: o })} />}
      {errors.opcoes && <div className="alert alert-danger">{errors.opcoes}</div>}
      {step === 2 && (
        <>
          <CamposStep fields={visibleFields(cfg)} cfg={cfg} values={draft.values} errors={errors} lookups={lookups} onChange={alterarValor} />
          <ListasStep cfg={cfg} listas={listas} draft={draft} errors={errors} onChange={alterar} />
          <Pagamento fees={fees} payments={formasPermitidas(proc, leaves, opcoes)} value={draft.values.insPrcFrmPagamento} error={errors.insPrcFrmPagamento} onChange={(f) => alterarValor('insPrcFrmPagamento', f)} />
        </>
      )}
      {step === 3 && <Revisao cfg={cfg} draft={draft} pessoa={pessoa} leaves={leaves} lookups={lookups} listas={listas} comTaxa={fees.length > 0} />}
      <div aria-live="assertive" className={nErros ? 'alert alert-danger py-2 mt-3 mb-0' : 'visually-hidden'} data-testid="aviso-erros">
        {nErros === 1 ? 'Corrija o campo indicado.' : nErros > 1 ? `Corrija os ${nErros} campos indicados.` : ''}
      </div>
      <div className="d-flex gap-2 mt-3">
        {step > 0 && <button type="button" className="btn btn-outline-secondary" onClick={() => irPara(step - 1)}>Voltar</button>}
        {step < 3 && <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void avancar()}>Avançar</button>}
        {step === 3 && (
          <button type="button" className="btn btn-success" disabled={busy} onClick={() => (novo ? void enviarInscricao() : confirmarSubstituicao(() => void enviarInscricao()))}>
            {busy ? 'Carregando...' : novo ? 'Confirmar inscrição' : 'Salvar alterações'}
          </button>
        )}
      </div>
    </div>
  );
}
