import IMask from 'imask';
import { useEffect, useRef, useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { CPF_MASK } from '../../domain/cpf.ts';
import type { MunicipioGestao } from '../../domain/wire/gestao.ts';
import type { LinhaProcessoGestao } from '../../domain/wire/gestao-processos.ts';
import { NOME_PAGAMENTO_FILTRO, NOME_SITUACAO_FILTRO, type PagamentoFiltro, type SituacaoFiltro } from '../../domain/wire/gestao-mensagens.ts';
import { camposDoErro } from '../../lib/api-client.ts';
import { lerMunicipios, previaDoDestino } from './gestao-mensagens.api.ts';
import { consultaDaPrevia, erroDoCpf, fraseDaPrevia, type FormularioMensagem, type TipoDestino } from './gestao-mensagens.ts';

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
  const [municipios, setMunicipios] = useState<(MunicipioGestao & { prcSltMncPrvCodigo: number })[]>([]);
  const [previa, setPrevia] = useState<{ texto: string; erro?: boolean } | null>(null);
  const [erroCpf, setErroCpf] = useState<string | undefined>();
  const cpfRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setMunicipios([]);
    if (form.processo) void lerMunicipios(Number(form.processo)).then(setMunicipios, () => setMunicipios([]));
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
    if (!q) return void setPrevia(form.destino === 'pessoa' && form.pessoa ? { texto: `Será enviada para ${form.pessoa.pssFscNome}.` } : null);
    const parar = new AbortController();
    setPrevia({ texto: 'Contando os destinatários...' });
    previaDoDestino(q, parar.signal).then(
      (r) => {
        setPrevia({ texto: fraseDaPrevia(form.destino, r.destinatarios) });
        onAlcance(r.destinatarios);
      },
      (err: unknown) => !parar.signal.aborted && setPrevia({ texto: Object.values(camposDoErro(err) ?? {})[0] ?? (err instanceof Error ? err.message : String(err)), erro: true }),
    );
    return () => parar.abort();
  }, [chave, form.pessoa]);

  async function buscarPessoa() {
    const erro = erroDoCpf(form.cpf);
    setErroCpf(erro ?? undefined);
    if (erro) return;
    try {
      const r = await previaDoDestino({ destino: 'pessoa', cpf: form.cpf });
      mudar({ pessoa: r.pessoa });
    } catch (err) {
      setErroCpf(camposDoErro(err)?.cpf ?? (err instanceof Error ? err.message : String(err)));
    }
  }

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
                {municipios.map((m) => <option key={m.prcSltMncPrvCodigo} value={m.prcSltMncPrvCodigo}>{`${m.mncDescricao} (${m.ufCodigo})`}</option>)}
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
        <Campo rotulo="CPF da pessoa" erro={erroCpf ?? erros.cpf} className="col-12 col-md-8 col-lg-5 mt-1">
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
