import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { CriarContaState } from './inscricao.ts';
import { $criandoConta, criarContaEContinuar } from './inscricao.store.ts';

/** Account creation for a new candidate arriving from /entrar (state criarConta): then signed in. */
export default function CriarConta({ state }: { state: CriarContaState }) {
  const [v, setV] = useState({ pssFscNome: '', pssFscEmail: '', pssFscDtNascimento: '', senha: '', senhaConfirmacao: '' });
  const busy = useStore($criandoConta);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void criarContaEContinuar(state, v);
  };
  const field = (k: keyof typeof v, label: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`conta-${k}`}>
        {label}
      </label>
      <input id={`conta-${k}`} className="form-control" type={type} value={v[k]} onChange={set(k)} {...extra} />
    </div>
  );
  return (
    <form onSubmit={submit} className="card card-body shadow-sm" style={{ maxWidth: 520 }}>
      <h2 className="h5">Crie a sua conta</h2>
      <p className="text-muted small">Documento: {state.documento}. Com esta senha você acompanha a sua inscrição depois.</p>
      {field('pssFscNome', 'Nome completo', 'text', { required: true, autoComplete: 'name', minLength: 3 })}
      {field('pssFscEmail', 'E-mail', 'email', { required: true, autoComplete: 'email' })}
      {field('pssFscDtNascimento', 'Data de nascimento', 'text', { placeholder: 'dd/mm/aaaa', inputMode: 'numeric' })}
      {field('senha', 'Senha', 'password', { required: true, minLength: 8, autoComplete: 'new-password' })}
      {field('senhaConfirmacao', 'Confirme a senha', 'password', { required: true, minLength: 8, autoComplete: 'new-password' })}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Carregando...' : 'Criar conta e continuar'}
      </button>
    </form>
  );
}
