import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatCpf } from '../../domain/cpf.ts';
import { focarPrimeiroErro, mascarar, TECLADO } from '../../lib/masks.ts';
import { errosDaConta, regrasDaSenha, type CamposConta } from './conta.ts';
import type { CriarContaState } from './inscricao.ts';
import { $criandoConta, criarContaEContinuar } from './inscricao.store.ts';

/**
 * Account creation for a new candidate arriving from /entrar (state criarConta): then signed in. The password rules
 * are stated before typing and checked as the person types; a failed submit moves focus to the first field in error
 * and announces it (issue 38).
 */
export default function CriarConta({ state }: { state: CriarContaState }) {
  const [v, setV] = useState<CamposConta>({ pssFscNome: '', pssFscEmail: '', pssFscDtNascimento: '', senha: '', senhaConfirmacao: '' });
  const [erros, setErros] = useState<Partial<Record<keyof CamposConta, string>>>({});
  const [aviso, setAviso] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const busy = useStore($criandoConta);
  const set = (k: keyof CamposConta, valor: string) => {
    setV({ ...v, [k]: valor });
    if (erros[k]) setErros({ ...erros, [k]: undefined });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const achados = errosDaConta(v);
    setErros(achados);
    const n = Object.keys(achados).length;
    if (n) {
      setAviso(n === 1 ? 'Corrija o campo indicado.' : `Corrija os ${n} campos indicados.`);
      // after React drew the aria-invalid marks
      requestAnimationFrame(() => focarPrimeiroErro(form.current));
      return;
    }
    setAviso('');
    void criarContaEContinuar(state, { ...v });
  };
  const field = (k: keyof CamposConta, label: string, type = 'text', extra: Record<string, unknown> = {}, ajuda?: ReactNode) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`conta-${k}`}>
        {label}
      </label>
      {ajuda}
      <input
        id={`conta-${k}`}
        className={`form-control${erros[k] ? ' is-invalid' : ''}`}
        type={type}
        value={v[k]}
        aria-invalid={erros[k] ? true : undefined}
        aria-describedby={[ajuda ? `conta-${k}-regras` : '', erros[k] ? `conta-${k}-erro` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => set(k, k === 'pssFscDtNascimento' ? mascarar('data', e.target.value) : e.target.value)}
        {...extra}
      />
      {erros[k] && (
        <div className="invalid-feedback" id={`conta-${k}-erro`}>
          {erros[k]}
        </div>
      )}
    </div>
  );
  const regras = regrasDaSenha(v.senha, v.senhaConfirmacao);
  const documento = /^e/i.test(state.nacionalidade) ? state.documento : formatCpf(state.documento);
  return (
    <form ref={form} onSubmit={submit} noValidate className="card card-body shadow-sm" style={{ maxWidth: 520 }}>
      <h2 className="h5">Crie a sua conta</h2>
      <p className="text-muted small">Documento: {documento}. Com esta senha você acompanha a sua inscrição depois.</p>
      <div aria-live="assertive" role="alert" className={aviso ? 'alert alert-danger py-2' : 'visually-hidden'} data-testid="aviso-conta">
        {aviso}
      </div>
      {field('pssFscNome', 'Nome completo', 'text', { autoComplete: 'name' })}
      {field('pssFscEmail', 'E-mail', 'email', { autoComplete: 'email', inputMode: 'email' })}
      {field('pssFscDtNascimento', 'Data de nascimento', 'text', { placeholder: 'dd/mm/aaaa', inputMode: TECLADO.data, autoComplete: 'bday' })}
      {field(
        'senha',
        'Senha',
        'password',
        { autoComplete: 'new-password' },
        <ul className="list-unstyled small mb-1" id="conta-senha-regras" aria-live="polite" data-testid="regras-senha">
          {regras.map((r) => (
            <li key={r.texto} className={r.ok ? 'text-success' : 'text-body-secondary'}>
              <span aria-hidden="true">{r.ok ? '✓ ' : '• '}</span>
              {r.texto}
              <span className="visually-hidden">{r.ok ? ' (atendida)' : ' (ainda não)'}</span>
            </li>
          ))}
        </ul>,
      )}
      {field('senhaConfirmacao', 'Confirme a senha', 'password', { autoComplete: 'new-password' })}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Carregando...' : 'Criar conta e continuar'}
      </button>
    </form>
  );
}
