import { useEffect, useRef, useState, type FormEvent } from 'react';
import IMask from 'imask';
import Campo from '../../components/gestao/Campo.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
import { CPF_MASK } from '../../domain/cpf.ts';
import { NOME_SITUACAO_INSCRICAO, type SituacaoInscricao } from '../../domain/wire/gestao-inscricoes.ts';
import { processosDaEquipe } from './gestao-inscricoes.api.ts';
import { consultaDaBusca, FORM_VAZIO, NOME_FILTRO_PAGAMENTO, type FormBusca } from './gestao-inscricoes.ts';
import { buscar } from './gestao-inscricoes.store.ts';

/** The search form: name (accents ignored), whole CPF, number, process and the state filters. */
export default function FormBuscaInscricoes({ errosDaApi, inicial }: { errosDaApi?: Record<string, string>; inicial?: FormBusca | null }) {
  const [form, setForm] = useState<FormBusca>(inicial ?? FORM_VAZIO);
  const [erros, setErros] = useState<Record<string, string>>({});
  // Unreadable, the select offers only "Todos os meus processos": the search still works.
  const processos = useCarga(processosDaEquipe).pronto ?? [];
  const cpfRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const m = IMask(cpfRef.current!, { mask: CPF_MASK });
    m.on('accept', () => setForm((f) => ({ ...f, cpf: m.value })));
    return () => m.destroy();
  }, []);

  const mudar = <K extends keyof FormBusca>(k: K, v: FormBusca[K]) => setForm((f) => ({ ...f, [k]: v }));
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const r = consultaDaBusca(form);
    if ('erros' in r) return setErros(r.erros);
    setErros({});
    void buscar(r.query);
  };
  const erro = (k: string) => erros[k] ?? errosDaApi?.[k];
  const select = (p: { className: string }) => ({ ...p, className: p.className.replace('form-control', 'form-select') });

  return (
    <form className="card card-body mb-3" role="search" aria-label="Buscar inscrições" onSubmit={enviar} noValidate>
      <div className="row g-2">
        <Campo rotulo="Nome (ou parte dele)" erro={erro('nome')} ajuda="Acentos e maiúsculas não importam." className="col-12 col-md-6 col-lg-4">
          {(p) => <input {...p} type="search" value={form.nome} onChange={(e) => mudar('nome', e.target.value)} data-testid="busca-nome" />}
        </Campo>
        <Campo rotulo="CPF (inteiro)" erro={erro('cpf')} className="col-6 col-md-3 col-lg-2">
          {(p) => <input {...p} ref={cpfRef} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" />}
        </Campo>
        <Campo rotulo="Nº da inscrição" erro={erro('numero') ?? erro('insPrcCodigo')} className="col-6 col-md-3 col-lg-2">
          {(p) => <input {...p} inputMode="numeric" value={form.numero} onChange={(e) => mudar('numero', e.target.value)} />}
        </Campo>
        <Campo rotulo="Processo" erro={erro('prcSltCodigo')} className="col-12 col-lg-4">
          {(p) => (
            <select {...select(p)} value={form.processo} onChange={(e) => mudar('processo', e.target.value)}>
              <option value="">Todos os meus processos</option>
              {processos.map((x) => <option key={x.prcSltCodigo} value={x.prcSltCodigo}>{x.prcSltDescricao}</option>)}
            </select>
          )}
        </Campo>
        <Campo rotulo="Situação" className="col-6 col-md-3">
          {(p) => (
            <select {...select(p)} value={form.situacao} onChange={(e) => mudar('situacao', e.target.value as FormBusca['situacao'])}>
              <option value="">Todas</option>
              {(Object.keys(NOME_SITUACAO_INSCRICAO) as SituacaoInscricao[]).map((s) => <option key={s} value={s}>{NOME_SITUACAO_INSCRICAO[s]}</option>)}
            </select>
          )}
        </Campo>
        <Campo rotulo="Pagamento" className="col-6 col-md-3">
          {(p) => (
            <select {...select(p)} value={form.pagamento} onChange={(e) => mudar('pagamento', e.target.value as FormBusca['pagamento'])}>
              <option value="">Todos</option>
              {(Object.keys(NOME_FILTRO_PAGAMENTO) as (keyof typeof NOME_FILTRO_PAGAMENTO)[]).map((s) => <option key={s} value={s}>{NOME_FILTRO_PAGAMENTO[s]}</option>)}
            </select>
          )}
        </Campo>
        <Campo rotulo="Isenção da taxa" className="col-6 col-md-3">
          {(p) => (
            <select {...select(p)} value={form.isencao} onChange={(e) => mudar('isencao', e.target.value as FormBusca['isencao'])}>
              <option value="">Tanto faz</option>
              <option value="solicitada">Solicitada</option>
              <option value="concedida">Concedida</option>
            </select>
          )}
        </Campo>
        <div className="col-6 col-md-3 d-flex align-items-end mb-3">
          <div className="form-check">
            <input className="form-check-input" type="checkbox" id="filtro-especiais" checked={form.especiais} onChange={(e) => mudar('especiais', e.target.checked)} aria-describedby="filtro-especiais-ajuda" />
            <label className="form-check-label" htmlFor="filtro-especiais">Pediu atendimento especial</label>
            <div className="form-text" id="filtro-especiais-ajuda">Só para Gestores e Administradores (dado de saúde).</div>
          </div>
        </div>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary">Buscar</button>
      </div>
    </form>
  );
}
