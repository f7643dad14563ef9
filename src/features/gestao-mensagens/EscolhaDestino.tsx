import { useStore } from '@nanostores/react';
import IMask from 'imask';
import { useEffect, useRef, useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { CPF_MASK } from '../../domain/cpf.ts';
import type { LinhaProcessoGestao } from '../../domain/wire/gestao-processos.ts';
import { NOME_PAGAMENTO_FILTRO, NOME_SITUACAO_FILTRO, type PagamentoFiltro, type SituacaoFiltro } from '../../domain/wire/gestao-mensagens.ts';
import { consultaDaPrevia, erroDoCpf, fraseDaPrevia, type FormularioMensagem, type TipoDestino } from './gestao-mensagens.ts';
import { alcanceDoDestino, municipiosDoDestino, pessoaDoDestino } from './gestao-mensagens.store.ts';

interface Props {
  form: FormularioMensagem;
  mudar: (parte: Partial<FormularioMensagem>) => void;
  processos: LinhaProcessoGestao[];
  podeTodos: boolean;
  erros: Record<string, string>;
  /** Told how many the destination reaches (null while unknown). */
  onAlcance: (n: number | null) => void;
}


/**
 * Who the message goes to: the candidates of a process (filters from the process's own lists: its exam
 * municipalities, the enrolment states, the payment states), one person found by CPF, or everyone; and, as it
 * changes, how many people that is ("Será enviada para N candidatos").
 */
export default function EscolhaDestino({ form, mudar, processos, podeTodos, erros, onAlcance }: Props) {
  // A process whose municipalities cannot be read offers only "Todos" (the filter is optional).
  const municipios = useStore(municipiosDoDestino.$carga);
  const alcance = useStore(alcanceDoDestino.$carga);
  const busca = useStore(pessoaDoDestino.$carga);
  const [erroCpf, setErroCpf] = useState<string | undefined>();
  const cpfRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    municipiosDoDestino.limpar();
    if (form.processo) void municipiosDoDestino.ler(Number(form.processo));
  }, [form.processo]);

  useEffect(() => {
    if (form.destino !== 'pessoa' || !cpfRef.current) return;
    const m = IMask(cpfRef.current, { mask: CPF_MASK });
    m.on('accept', () => mudar({ cpf: m.unmaskedValue, pessoa: null }));
    return () => m.destroy();
  }, [form.destino]);

  const q = consultaDaPrevia(form);
  const chave = JSON.stringify(q);
  useEffect(() => {
    onAlcance(form.destino === 'pessoa' && form.pessoa ? 1 : null);
    // Each change counts afresh ("Contando..."), the count before it aborted.
    alcanceDoDestino.limpar();
    if (q) void alcanceDoDestino.ler(q).then((r) => r && onAlcance(r.destinatarios));
  }, [chave, form.pessoa]);

  async function buscarPessoa() {
    const erro = erroDoCpf(form.cpf);
    setErroCpf(erro ?? undefined);
    pessoaDoDestino.limpar();
    if (erro) return;
    const r = await pessoaDoDestino.ler(form.cpf);
    if (r) mudar({ pessoa: r.pessoa });
  }
  // A refused CPF: the API's words (one field refused: its message is the field's).
  const erroDaBusca = busca?.status === 'erro' || busca?.status === 'semAcesso' ? busca.mensagem : undefined;
  const previa: { texto: string; erro?: boolean } | null = !q
    ? form.destino === 'pessoa' && form.pessoa ? { texto: `Será enviada para ${form.pessoa.pssFscNome}.` } : null
    : !alcance || alcance.status === 'carregando' ? { texto: 'Contando os destinatários...' }
    : alcance.status === 'pronto' ? { texto: fraseDaPrevia(form.destino, alcance.dados.destinatarios) }
    : { texto: alcance.mensagem, erro: true };

  const opcao = (valor: TipoDestino, rotulo: string, desabilitado = false) => (
    <div className="form-check form-check-inline">
      <input className="form-check-input" type="radio" name="destino" id={`destino-${valor}`} checked={form.destino === valor} disabled={desabilitado} onChange={() => mudar({ destino: valor, pessoa: null })} />
      <label className="form-check-label" htmlFor={`destino-${valor}`}>{rotulo}</label>
    </div>
  );
  const select = (p: { className: string }) => ({ ...p, className: p.className.replace('form-control', 'form-select') });

  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Para quem</legend>
      {opcao('processo', 'Candidatos de um processo')}
      {opcao('pessoa', 'Uma pessoa (CPF)', !podeTodos)}
      {opcao('todos', 'Todas as pessoas com conta', !podeTodos)}
      {!podeTodos && <p className="form-text mt-0">Mensagens a uma pessoa ou a todos pedem um papel para todos os processos.</p>}
      {form.destino === 'processo' && (
        <div className="row g-2 mt-1">
          <Campo rotulo="Processo" erro={erros.prcSltCodigo} obrigatorio className="col-12 col-lg-6">
            {(p) => (
              <select {...select(p)} value={form.processo} onChange={(e) => mudar({ processo: e.target.value, municipio: '' })} data-testid="destino-processo">
                <option value="">Escolha o processo</option>
                {processos.map((x) => <option key={x.prcSltCodigo} value={x.prcSltCodigo}>{x.prcSltDescricao}</option>)}
              </select>
            )}
          </Campo>
          <Campo rotulo="Situação da inscrição" erro={erros.situacao} className="col-12 col-md-4 col-lg-2">
            {(p) => (
              <select {...select(p)} value={form.situacao} onChange={(e) => mudar({ situacao: e.target.value as SituacaoFiltro | '' })}>
                <option value="">Todas</option>
                {(Object.keys(NOME_SITUACAO_FILTRO) as SituacaoFiltro[]).map((s) => <option key={s} value={s}>{NOME_SITUACAO_FILTRO[s]}</option>)}
              </select>
            )}
          </Campo>
          <Campo rotulo="Município de prova" erro={erros.prcSltMncPrvCodigo} className="col-12 col-md-4 col-lg-2">
            {(p) => (
              <select {...select(p)} value={form.municipio} disabled={!form.processo} onChange={(e) => mudar({ municipio: e.target.value })}>
                <option value="">Todos</option>
                {(municipios?.status === 'pronto' ? municipios.dados : []).map((m) => <option key={m.prcSltMncPrvCodigo} value={m.prcSltMncPrvCodigo}>{`${m.mncDescricao} (${m.ufCodigo})`}</option>)}
              </select>
            )}
          </Campo>
          <Campo rotulo="Pagamento" erro={erros.pagamento} className="col-12 col-md-4 col-lg-2">
            {(p) => (
              <select {...select(p)} value={form.pagamento} onChange={(e) => mudar({ pagamento: e.target.value as PagamentoFiltro | '' })}>
                <option value="">Todos</option>
                {(Object.keys(NOME_PAGAMENTO_FILTRO) as PagamentoFiltro[]).map((s) => <option key={s} value={s}>{NOME_PAGAMENTO_FILTRO[s]}</option>)}
              </select>
            )}
          </Campo>
        </div>
      )}
      {form.destino === 'pessoa' && (
        <Campo rotulo="CPF da pessoa" erro={erroCpf ?? erroDaBusca ?? erros.cpf} className="col-12 col-md-8 col-lg-5 mt-1">
          {(p) => (
            <div className="input-group">
              <input {...p} ref={cpfRef} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" data-testid="destino-cpf" />
              <button type="button" className="btn btn-outline-primary" onClick={() => void buscarPessoa()}>Buscar pessoa</button>
            </div>
          )}
        </Campo>
      )}
      <p className={`mt-2 mb-0 ${previa?.erro ? 'text-danger' : 'fw-semibold'}`} role="status" aria-live="polite" data-testid="previa-destino">{previa?.texto ?? ''}</p>
    </fieldset>
  );
}
