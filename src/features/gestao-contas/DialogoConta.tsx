import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { useConsulta } from '../../components/gestao/useFila.tsx';
import Modal from '../../components/Modal.tsx';
import { formatCpf } from '../../domain/cpf.ts';
import type { EmailAlterado, LoginTransferido, PessoaComConta, SessoesEncerradas } from '../../domain/wire/gestao-contas.ts';
import { agirNaConta, buscarPessoas } from './gestao-contas.api.ts';
import { ACAO_CONTA, corpoDaAcaoConta, termoDaBusca, type AcaoConta } from './gestao-contas.ts';

interface Props {
  acao: AcaoConta;
  pessoa: PessoaComConta;
  onFechar: () => void;
  onFeito: (r: SessoesEncerradas | LoginTransferido | EmailAlterado) => void;
}

/** One account action: what it does, the justification and, for the disputed CPF, the real owner picked by a search. */
export default function DialogoConta({ acao, pessoa, onFechar, onFeito }: Props) {
  const [justificativa, setJustificativa] = useState('');
  const [busca, setBusca] = useState('');
  const [email, setEmail] = useState('');
  const consulta = useConsulta(buscarPessoas);
  // A search that failed lists nobody, as one that found nobody; the person whose account this is is never offered.
  const candidatas = consulta.estado === null || consulta.estado.status === 'carregando' ? null : (consulta.pronto ?? []).filter((p) => p.pssFscCodigo !== pessoa.pssFscCodigo);
  const [para, setPara] = useState<number | null>(null);
  const { enviar, erros, setErros, erroGeral, enviando } = useEscrita({ erroNoFormulario: true });
  const texto = ACAO_CONTA[acao];

  async function procurar() {
    const t = termoDaBusca(busca);
    if ('erro' in t) return setErros({ ...erros, busca: t.erro });
    setErros({});
    await consulta.consultar(t.q);
  }

  async function confirmar() {
    const r = corpoDaAcaoConta(acao, justificativa, para, email);
    if ('erros' in r) return setErros(r.erros);
    const feito = await enviar(() => agirNaConta(pessoa.pssFscCodigo, acao, r.corpo), (f) => f.mensagem ?? 'Feito.');
    if (feito) onFeito(feito.dados);
  }

  return (
    <Modal
      titleId="acao-conta-titulo"
      title={texto.titulo}
      content={acao}
      onClose={onFechar}
      dialogClass={acao === 'transferir-login' ? 'modal-lg' : ''}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onFechar}>Voltar</button>
          <button type="button" className={`btn btn-${texto.cor.replace('outline-', '')}`} disabled={enviando} onClick={() => void confirmar()}>{enviando ? 'Enviando...' : texto.botao}</button>
        </>
      }
    >
      <p>Conta de <strong>{pessoa.pssFscNome}</strong>. {texto.aviso}</p>
      {erroGeral && <p className="alert alert-danger" role="alert">{erroGeral}</p>}
      {acao === 'transferir-login' && (
        <fieldset className="mb-3">
          <legend className="fs-6">Pessoa dona do CPF (não pode ter conta)</legend>
          <Campo rotulo="Nome ou CPF da dona" erro={erros.busca ?? erros.para}>
            {(p) => (
              <div className="input-group">
                <input {...p} type="search" value={busca} onChange={(e) => setBusca(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void procurar())} />
                <button type="button" className="btn btn-outline-primary" onClick={() => void procurar()}>Buscar</button>
              </div>
            )}
          </Campo>
          {candidatas?.length === 0 && <p className="small text-body-secondary">Ninguém encontrado.</p>}
          {candidatas?.map((c) => (
            <div className="form-check" key={c.pssFscCodigo}>
              <input className="form-check-input" type="radio" name="dona" id={`dona-${c.pssFscCodigo}`} disabled={c.conta !== null} checked={para === c.pssFscCodigo} onChange={() => setPara(c.pssFscCodigo)} />
              <label className="form-check-label" htmlFor={`dona-${c.pssFscCodigo}`}>
                {c.pssFscNome} · {c.pssFscCPF ? `CPF ${formatCpf(c.pssFscCPF)}` : c.pssFscPassaporte ? `Passaporte ${c.pssFscPassaporte}` : 'sem CPF'}{c.conta && ' (já tem conta)'}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {acao === 'alterar-email' && (
        <Campo rotulo="Novo e-mail" erro={erros.email} obrigatorio>
          {(p) => <input {...p} type="email" maxLength={200} value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Campo>
      )}
      <Campo rotulo="Justificativa (fica registrada na auditoria)" erro={erros.justificativa} obrigatorio>
        {(p) => <textarea {...p} rows={3} maxLength={2000} value={justificativa} onChange={(e) => setJustificativa(e.target.value)} />}
      </Campo>
    </Modal>
  );
}
