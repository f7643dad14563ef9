import IMask from 'imask';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { useConsulta } from '../../components/gestao/useFila.tsx';
import { CPF_MASK, formatCpf } from '../../domain/cpf.ts';
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
  const consulta = useConsulta(buscarPessoa);
  const [erroCpf, setErroCpf] = useState<string | undefined>();
  /** The grant's confirmation, kept on screen (not a toast that goes away): staff check whom they gave what. */
  const [concedido, setConcedido] = useState<string | null>(null);
  const achada = consulta.pronto;
  const pessoa = achada?.pessoa ?? null;
  const aviso: { tipo: 'warning' | 'success'; texto: string } | null = concedido
    ? { tipo: 'success', texto: concedido }
    : achada && !pessoa
      ? { tipo: 'warning', texto: achada.mensagem ?? 'Nenhuma pessoa com este CPF está cadastrada.' }
      : pessoa && !pessoa.temConta
        ? { tipo: 'warning', texto: `${pessoa.pssFscNome} ainda não tem conta de acesso: ela deve criar a conta no sistema antes de receber um papel.` }
        : null;
  const falhaDaBusca = consulta.estado?.status === 'erro' || consulta.estado?.status === 'semAcesso' ? consulta.estado.mensagem : undefined;
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
    consulta.limpar();
    setConcedido(null);
    const erro = erroDoCpf(cpf);
    setErroCpf(erro ?? undefined);
    if (erro) return;
    await consulta.consultar(cpf);
  }

  async function conceder(e: FormEvent) {
    e.preventDefault();
    if (!pessoa?.temConta) return;
    const locais = errosDaConcessao(form);
    setErros(locais);
    if (Object.keys(locais).length) return;
    const r = await enviar(() => concederPapel(corpoDaConcessao(pessoa.pssFscCodigo, form)));
    if (!r) return;
    consulta.limpar();
    if (mascara.current) mascara.current.value = '';
    setForm({ papel: 'LEITURA', escopo: 'um', processo: '' });
    onConcedido();
    setConcedido(r.mensagem ?? 'Papel concedido.');
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
          <Campo rotulo="CPF da pessoa" erro={erroCpf ?? falhaDaBusca} ajuda="A pessoa precisa ter conta no sistema (a mesma do candidato)." className="col-12 col-md-8 col-lg-5">
            {(p) => (
              <div className="input-group">
                <input {...p} ref={cpfRef} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" data-testid="cpf-pessoa" />
                <button type="submit" className="btn btn-outline-primary" disabled={consulta.consultando}>{consulta.consultando ? 'Buscando...' : 'Buscar pessoa'}</button>
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
