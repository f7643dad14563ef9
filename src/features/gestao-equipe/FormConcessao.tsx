import IMask from 'imask';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { CPF_MASK, formatCpf } from '../../domain/cpf.ts';
import type { PessoaParaPapel } from '../../domain/wire/gestao-equipe.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { buscarPessoa, concederPapel } from './gestao-equipe.api.ts';
import { corpoDaConcessao, descricaoDoPapel, erroDoCpf, errosDaConcessao, PAPEIS, textoDoEscopo, type FormularioConcessao } from './gestao-equipe.ts';
import EscolhaProcesso from './EscolhaProcesso.tsx';
import SegundoFatorDaPessoa from './SegundoFatorDaPessoa.tsx';

/**
 * Granting a role: find the person by CPF (only people with an account can sign in and so hold a role), pick the
 * role (each explained) and its scope (every process, or one), send. Field errors show beside each field.
 */
export default function FormConcessao({ onConcedido }: { onConcedido: () => void }) {
  const cpfRef = useRef<HTMLInputElement>(null);
  const mascara = useRef<ReturnType<typeof IMask<{ mask: string }>> | null>(null);
  const [pessoa, setPessoa] = useState<PessoaParaPapel | null>(null);
  const [erroCpf, setErroCpf] = useState<string | undefined>();
  const [aviso, setAviso] = useState<{ tipo: 'warning' | 'success'; texto: string } | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [form, setForm] = useState<FormularioConcessao>({ papel: 'LEITURA', escopo: 'um', processo: '' });
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();

  useEffect(() => {
    if (!cpfRef.current) return;
    mascara.current = IMask(cpfRef.current, { mask: CPF_MASK });
    return () => mascara.current?.destroy();
  }, []);

  async function buscar(e: FormEvent) {
    e.preventDefault();
    const cpf = mascara.current?.unmaskedValue ?? cpfRef.current?.value ?? '';
    setPessoa(null);
    setAviso(null);
    const erro = erroDoCpf(cpf);
    setErroCpf(erro ?? undefined);
    if (erro) return;
    setBuscando(true);
    try {
      const r = await buscarPessoa(cpf);
      setPessoa(r.pessoa);
      if (!r.pessoa) setAviso({ tipo: 'warning', texto: r.mensagem ?? 'Nenhuma pessoa com este CPF está cadastrada.' });
      else if (!r.pessoa.temConta) setAviso({ tipo: 'warning', texto: `${r.pessoa.pssFscNome} ainda não tem conta de acesso: ela deve criar a conta no sistema antes de receber um papel.` });
    } catch (err) {
      const campos = err instanceof ApiCallError ? (err.envelope?.data as { campos?: Record<string, string> } | undefined)?.campos : undefined;
      setErroCpf(campos?.cpf ?? (err instanceof Error ? err.message : String(err)));
    } finally {
      setBuscando(false);
    }
  }

  async function conceder(e: FormEvent) {
    e.preventDefault();
    if (!pessoa?.temConta) return;
    const locais = errosDaConcessao(form);
    setErros(locais);
    if (Object.keys(locais).length) return;
    const r = await enviar(() => concederPapel(corpoDaConcessao(pessoa.pssFscCodigo, form)));
    if (!r) return;
    setAviso(null);
    setPessoa(null);
    if (mascara.current) mascara.current.value = '';
    setForm({ papel: 'LEITURA', escopo: 'um', processo: '' });
    onConcedido();
    // The confirmation stays on screen (not a toast that goes away): staff check whom they gave what.
    setAviso({ tipo: 'success', texto: r.mensagem ?? 'Papel concedido.' });
  }

  /** An administrator holds the role for every process: choosing it sets the scope. */
  function escolherPapel(papel: FormularioConcessao['papel']) {
    setForm({ ...form, papel, escopo: descricaoDoPapel(papel)?.soTodos ? 'todos' : form.escopo });
  }

  const descricao = descricaoDoPapel(form.papel);
  const soTodos = descricao?.soTodos ?? false;
  return (
    <section className="card mb-4" aria-labelledby="conceder-titulo">
      <div className="card-body">
        <h2 className="h5 card-title" id="conceder-titulo">Conceder um papel</h2>
        <form onSubmit={buscar} noValidate>
          <Campo rotulo="CPF da pessoa" erro={erroCpf} ajuda="A pessoa precisa ter conta no sistema (a mesma do candidato)." className="col-12 col-md-8 col-lg-5">
            {(p) => (
              <div className="input-group">
                <input {...p} ref={cpfRef} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" data-testid="cpf-pessoa" />
                <button type="submit" className="btn btn-outline-primary" disabled={buscando}>{buscando ? 'Buscando...' : 'Buscar pessoa'}</button>
              </div>
            )}
          </Campo>
        </form>
        {aviso && <p className={`alert alert-${aviso.tipo} mt-2`} role="status" data-testid="aviso-concessao">{aviso.texto}</p>}
        {pessoa?.temConta && (
          <form onSubmit={conceder} noValidate className="mt-3 border-top pt-3" aria-label={`Conceder papel a ${pessoa.pssFscNome}`}>
            <p className="mb-2">
              <strong>{pessoa.pssFscNome}</strong> <span className="text-body-secondary">CPF {formatCpf(pessoa.pssFscCPF)}</span>
            </p>
            {pessoa.papeis.length > 0 && (
              <p className="small text-body-secondary">Já tem: {pessoa.papeis.map((p) => `${p.nome} (${textoDoEscopo(p.prcSltCodigo, null)})`).join('; ')}.</p>
            )}
            <div className="row g-3">
              <Campo rotulo="Papel" erro={erros.papel} ajuda={descricao?.explicacao} className="col-12 col-lg-5" obrigatorio>
                {(p) => (
                  <select {...p} className={p.className.replace('form-control', 'form-select')} value={form.papel} onChange={(e) => escolherPapel(e.target.value as FormularioConcessao['papel'])}>
                    {PAPEIS.map((r) => <option key={r.papel} value={r.papel}>{r.nome}</option>)}
                  </select>
                )}
              </Campo>
              <fieldset className="col-12 col-lg-7">
                <legend className="form-label fs-6 mb-1">Vale para</legend>
                <div className="form-check">
                  <input className="form-check-input" type="radio" name="escopo" id="escopo-todos" checked={form.escopo === 'todos'} onChange={() => setForm({ ...form, escopo: 'todos' })} />
                  <label className="form-check-label" htmlFor="escopo-todos">Todos os processos</label>
                </div>
                <div className="form-check">
                  <input className="form-check-input" type="radio" name="escopo" id="escopo-um" disabled={soTodos} checked={form.escopo === 'um'} onChange={() => setForm({ ...form, escopo: 'um' })} />
                  <label className="form-check-label" htmlFor="escopo-um">Um processo</label>
                </div>
                {form.escopo === 'um' && <EscolhaProcesso valor={form.processo} erro={erros.prcSltCodigo} onChange={(processo) => setForm({ ...form, processo })} />}
                {soTodos && <p className="form-text">O papel de Administrador vale sempre para todos os processos.</p>}
                {erros.prcSltCodigo && form.escopo === 'todos' && <div className="invalid-feedback d-block">{erros.prcSltCodigo}</div>}
                {erros.pssFscCodigo && <div className="invalid-feedback d-block">{erros.pssFscCodigo}</div>}
              </fieldset>
            </div>
            <button type="submit" className="btn btn-primary mt-2" disabled={enviando}>{enviando ? 'Concedendo...' : 'Conceder papel'}</button>
          </form>
        )}
        {pessoa?.temConta && <SegundoFatorDaPessoa pssFscCodigo={pessoa.pssFscCodigo} nome={pessoa.pssFscNome} />}
        {dialogo}
      </div>
    </section>
  );
}
