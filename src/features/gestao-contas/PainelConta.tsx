import { useState } from 'react';
import { formatBrDate, quando } from '../../domain/dates.ts';
import { formatCpf } from '../../domain/cpf.ts';
import type { ContaDaPessoa, LoginTransferido } from '../../domain/wire/gestao-contas.ts';
import DialogoConta from './DialogoConta.tsx';
import { ACAO_CONTA, resumoDaConta, textoDoResultado, type AcaoConta } from './gestao-contas.ts';
import { abrirConta } from './gestao-contas.store.ts';

/** One person's account: its summary, open sessions, recent sign-ins and the support actions. */
export default function PainelConta({ dados }: { dados: ContaDaPessoa }) {
  const [acao, setAcao] = useState<AcaoConta | null>(null);
  const [transferido, setTransferido] = useState<LoginTransferido | null>(null);
  const { pessoa, sessoes, acessos } = dados;
  const c = pessoa.conta;
  // The API refuses these actions on a privileged person to anyone but an Administrador (issue 34): say so instead.
  const acoes: AcaoConta[] = !c || dados.acessoRecusado ? [] : c.temLogin ? ['alterar-email', 'encerrar-sessoes', 'forcar-redefinicao-senha', ...(c.loginTipo === 'CPF' ? (['transferir-login'] as const) : [])] : sessoes.length ? ['encerrar-sessoes'] : [];
  return (
    <section className="card" aria-labelledby="conta-titulo">
      <div className="card-body">
        <h2 className="h5 card-title" id="conta-titulo">{pessoa.pssFscNome}</h2>
        <dl className="row small mb-2">
          <dt className="col-sm-4">Documento</dt>
          <dd className="col-sm-8">{pessoa.pssFscCPF ? `CPF ${formatCpf(pessoa.pssFscCPF)}` : pessoa.pssFscPassaporte ? `Passaporte ${pessoa.pssFscPassaporte}` : '—'}{pessoa.pssFscCpfTransferido && ` (o CPF ${formatCpf(pessoa.pssFscCpfTransferido)} foi transferido à dona)`}</dd>
          <dt className="col-sm-4">Nascimento</dt>
          <dd className="col-sm-8">{pessoa.pssFscDtNascimento ? formatBrDate(pessoa.pssFscDtNascimento) : '—'}</dd>
          <dt className="col-sm-4">E-mail</dt>
          <dd className="col-sm-8">{pessoa.pssFscEmail ?? '—'}</dd>
          <dt className="col-sm-4">Conta</dt>
          <dd className="col-sm-8" data-testid="resumo-conta">{resumoDaConta(pessoa)}</dd>
          {c && (
            <>
              <dt className="col-sm-4">Criada em</dt>
              <dd className="col-sm-8">{quando(c.criadaEm)}</dd>
              <dt className="col-sm-4">Última troca de senha</dt>
              <dd className="col-sm-8">{c.senhaAlteradaEm ? quando(c.senhaAlteradaEm) : 'nunca trocou'}</dd>
            </>
          )}
        </dl>
        {transferido && (
          <div className="alert alert-warning" role="status" data-testid="senha-provisoria">
            <p className="mb-1">Login transferido. Entregue à pessoa, pessoalmente, a senha provisória abaixo: ela aparece só agora.</p>
            <p className="mb-1 fs-5 font-monospace">{transferido.senhaProvisoria}</p>
            <p className="mb-0 small">Na primeira entrada com o CPF {formatCpf(transferido.login)} ela terá de definir a própria senha.</p>
          </div>
        )}
        {dados.acessoRecusado && <p className="alert alert-info small" role="note" data-testid="acesso-recusado">{dados.acessoRecusado}</p>}
        {acoes.length > 0 && (
          <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Ações sobre a conta">
            {acoes.map((a) => <button key={a} type="button" className={`btn btn-sm btn-${ACAO_CONTA[a].cor}`} onClick={() => setAcao(a)}>{ACAO_CONTA[a].botao}</button>)}
          </div>
        )}
        <h3 className="h6">Sessões abertas</h3>
        {sessoes.length ? (
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Acessos da conta (rolável)">
            <table className="table table-sm">
              <caption className="visually-hidden">Sessões abertas</caption>
              <thead><tr><th scope="col">Identificador</th><th scope="col">Início</th><th scope="col">Último uso</th><th scope="col">Expira</th></tr></thead>
              <tbody>{sessoes.map((s) => <tr key={s.id}><td className="font-monospace">{s.id}{s.simulando && ' (simulando)'}</td><td>{quando(s.criadaEm)}</td><td>{quando(s.ultimoUso)}</td><td>{quando(s.expiraEm)}</td></tr>)}</tbody>
            </table>
          </div>
        ) : (
          <p className="small text-body-secondary">Nenhuma sessão aberta.</p>
        )}
        <h3 className="h6">Entradas recentes (90 dias)</h3>
        {acessos.length ? (
          <ul className="list-unstyled small mb-0">{acessos.map((a, k) => <li key={k}>{quando(a.em)} · {textoDoResultado(a.resultado)}{a.meio === 'OIDC' ? ' com gov.br' : ''} · de {a.origem}</li>)}</ul>
        ) : (
          <p className="small text-body-secondary mb-0">Nenhuma entrada registrada.</p>
        )}
      </div>
      {acao && (
        <DialogoConta
          acao={acao}
          pessoa={pessoa}
          onFechar={() => setAcao(null)}
          onFeito={(r) => {
            setAcao(null);
            if (r && 'senhaProvisoria' in r) setTransferido(r);
            void abrirConta(pessoa.pssFscCodigo);
          }}
        />
      )}
    </section>
  );
}
