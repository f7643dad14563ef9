import { useStore } from '@nanostores/react';
import { useEffect, type FormEvent } from 'react';
import { CPF_MASK } from '../../domain/cpf.ts';
import { currentParams } from '../../lib/routes.ts';
import { $descricao, $fase, $form, continuar, fazerLogin, setDocumento, setNacionalidade, startEntry } from './entrar.store.ts';
import { processCodeFrom } from './entrar.ts';

const LoginButton = () => (
  <button type="button" className="btn btn-primary" onClick={fazerLogin}>Fazer Login</button>
);

/** Entry screen (SPEC §2, §4): loading, then not current / login needed / document entry / account exists. */
export default function Entrar({ descricao }: { descricao?: string | null }) {
  const fase = useStore($fase);
  const titulo = useStore($descricao) ?? descricao ?? null;
  const form = useStore($form);

  useEffect(() => {
    const params = currentParams('entrarProcesso', window.location.pathname);
    void startEntry(processCodeFrom(params?.prcSltCodigo), descricao ?? null);
  }, [descricao]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void continuar();
  };
  const brasileiro = form.nacionalidade === 'brasileiro';

  return (
    <div className="card shadow-sm mx-auto" style={{ maxWidth: '36rem' }}>
      <div className="card-body p-4">
        <h1 className="h4 mb-4">{titulo || 'Processos Seletivos'}</h1>
        {fase === 'carregando' && <p className="text-body-secondary" role="status">Carregando...</p>}
        {fase === 'naoVigente' && (
          <>
            <p>As inscrições deste processo seletivo não estão em andamento. Faça login para ver outros processos seletivos ou as suas inscrições.</p>
            <LoginButton />
          </>
        )}
        {fase === 'grupos' && (
          <>
            <p>Para se inscrever neste processo seletivo é necessário fazer login.</p>
            <LoginButton />
          </>
        )}
        {fase === 'contaExiste' && (
          <>
            <div className="alert alert-info" role="status">Já existe uma conta para o documento informado. Faça login para continuar a sua inscrição.</div>
            <LoginButton />
          </>
        )}
        {fase === 'documento' && (
          <form onSubmit={submit} noValidate>
            <p>Informe o seu documento pessoal para iniciar a inscrição.</p>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">Nacionalidade</legend>
              {(['brasileiro', 'estrangeiro'] as const).map((n) => (
                <div className="form-check form-check-inline" key={n}>
                  <input className="form-check-input" type="radio" name="nacionalidade" id={`nac-${n}`} checked={form.nacionalidade === n} onChange={() => setNacionalidade(n)} />
                  <label className="form-check-label" htmlFor={`nac-${n}`}>{n === 'brasileiro' ? 'Brasileiro' : 'Estrangeiro'}</label>
                </div>
              ))}
            </fieldset>
            <div className="mb-3">
              <label className="form-label" htmlFor="documento">{brasileiro ? 'CPF' : 'Passaporte ou RG'}</label>
              <input
                id="documento"
                className={`form-control${form.invalido ? ' is-invalid' : ''}`}
                value={form.documento}
                onChange={(e) => setDocumento(e.target.value)}
                placeholder={brasileiro ? 'Digite o CPF' : 'Digite o Passaporte ou RG'}
                inputMode={brasileiro ? 'numeric' : 'text'}
                maxLength={brasileiro ? CPF_MASK.length : 40}
                autoComplete="off"
                aria-invalid={form.invalido}
              />
            </div>
            <button type="submit" className="btn btn-primary" aria-busy={form.verificando} aria-disabled={form.verificando}>
              {form.verificando ? 'Carregando...' : 'Continuar'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
