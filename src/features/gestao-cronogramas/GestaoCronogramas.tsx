import { useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import { periodo } from '../../domain/dates.ts';
import { feeText } from '../../domain/money.ts';
import FormItemCronograma from './FormItemCronograma.tsx';
import { removerItemCronograma } from './gestao-cronogramas.api.ts';
import { porTipo, rascunhoDe, rascunhoNovo, type RascunhoItem } from './gestao-cronogramas.ts';
import { aplicarCronogramas, cargaCronogramas } from './gestao-cronogramas.store.ts';

/** /gestao/processo/:prcSltCodigo/cronogramas: the process's schedule items by type, with the refund and appeal windows. */
export default function GestaoCronogramas() {
  const { estado, pronto, aoResumo, podeConfigurar = true } = useCargaDoProcesso(cargaCronogramas, 'gestaoCronogramas');
  const [editando, setEditando] = useState<RascunhoItem | null>(null);
  const { enviar, enviando, dialogo } = useEscrita();

  if (!pronto) return enquantoCarrega(estado, 'Carregando os cronogramas...');
  const { prc, dados: c } = pronto;
  const remover = async (codigo: number) => {
    const r = await enviar((j) => removerItemCronograma(codigo, j), 'Item removido do cronograma.');
    if (r) aplicarCronogramas(r);
  };

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prc} aba="gestaoCronogramas" onResumo={aoResumo} />
      <h2 className="h5 mt-3">Cronogramas</h2>
      <p className="text-body-secondary small">
        Datas e horas em Horário de Brasília. A devolução da taxa e as janelas de recurso são usadas pelos candidatos: mudar uma delas enquanto está aberta pede uma justificativa.
      </p>
      <div className="row g-3">
        <div className="col-lg-7">
          {porTipo(c).map(({ tipo, itens }) => (
            <section className="card mb-3" key={tipo.codigo} aria-labelledby={`tipo-${tipo.codigo}`} data-testid={`tipo-${tipo.codigo}`}>
              <div className="card-header d-flex align-items-center gap-2">
                <h3 className="h6 mb-0 me-auto" id={`tipo-${tipo.codigo}`}>{tipo.descricao}</h3>
                <button type="button" className="btn btn-sm btn-primary" disabled={!podeConfigurar} onClick={() => setEditando(rascunhoNovo(tipo.codigo))}>
                  Acrescentar<span className="visually-hidden"> item em {tipo.descricao}</span>
                </button>
              </div>
              {itens.length ? (
                <ul className="list-group list-group-flush">
                  {itens.map((i) => (
                    <li className="list-group-item d-flex flex-wrap align-items-center gap-2" key={i.prcSltCrnCodigo}>
                      <div className="me-auto">
                        <div className="fw-semibold">{i.prcSltCrnOrdem}. {i.prcSltCrnDescricao}</div>
                        <div className="small text-body-secondary">{periodo(i.prcSltCrnDtInicio, i.prcSltCrnDtFim)}</div>
                        <div className="small">
                          {i.recurso && <span className="badge text-bg-info me-1">Recurso: {feeText(i.prcSltCrnRcrVlr) === 'Isento' ? 'gratuito' : feeText(i.prcSltCrnRcrVlr)}</span>}
                          {i.recursos > 0 && <span className="badge text-bg-secondary me-1">{i.recursos === 1 ? '1 recurso registrado' : `${i.recursos} recursos registrados`}</span>}
                          {i.janelaAberta && <span className="badge text-bg-warning">Aberta agora</span>}
                        </div>
                      </div>
                      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={!podeConfigurar} onClick={() => setEditando(rascunhoDe(i))}>
                        Alterar<span className="visually-hidden"> {i.prcSltCrnDescricao}</span>
                      </button>
                      <button type="button" className="btn btn-sm btn-outline-danger" disabled={!podeConfigurar || enviando} onClick={() => void remover(i.prcSltCrnCodigo)}>
                        Remover<span className="visually-hidden"> {i.prcSltCrnDescricao}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="card-body small text-body-secondary mb-0">Nenhum item.</p>
              )}
            </section>
          ))}
        </div>
        <div className="col-lg-5">
          {editando ? (
            <FormItemCronograma key={`${editando.prcSltCrnCodigo ?? 'novo'}-${editando.tipo}`} prcSltCodigo={prc} tipos={c.tipos} inicial={editando} desabilitado={!podeConfigurar} onFim={() => setEditando(null)} />
          ) : (
            <p className="text-body-secondary small">Escolha Acrescentar num tipo de cronograma, ou Alterar num item, para editá-lo aqui.</p>
          )}
        </div>
      </div>
      {dialogo}
    </div>
  );
}
