import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaDataHora from '../../components/gestao/EntradaDataHora.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { usePassoGuardado } from '../../components/gestao/usePassoGuardado.tsx';
import { quando } from '../../domain/dates.ts';
import type { ResultadosDoProcesso } from '../../domain/wire/gestao-resultados.ts';
import { publicar } from './gestao-resultados.api.ts';
import { montarPublicacao, nomeDoTipo, type FormPublicacao } from './gestao-resultados.ts';

interface Props {
  prcSltCodigo: number;
  resultados: ResultadosDoProcesso;
  podeConfigurar: boolean;
  /** Enrolments of the process (not cancelled): each is told of a publication. */
  inscritos: number | null;
  aoPublicar: () => void;
}


/** Publishes a result from a stored computation (the last one by default) and lists what was published. */
export default function PublicacaoResultado({ prcSltCodigo, resultados, podeConfigurar, inscritos, aoPublicar }: Props) {
  const temPreliminar = resultados.publicacoes.some((p) => p.tipo === 'preliminar');
  const [f, setF] = useState<FormPublicacao>({
    tipo: temPreliminar ? 'final' : 'preliminar',
    clsCalCodigo: resultados.calculos[0]?.clsCalCodigo ?? null,
    prcSltCrnCodigo: '',
    recursoInicio: '',
    recursoFim: '',
    justificativa: '',
  });
  const { erros, setErros, enviando, dialogo } = useEscrita();
  const guardado = usePassoGuardado(prcSltCodigo);
  // Each kind of result has its own texts (issue 37): switching kind starts an empty observation.
  const mudar = (p: Partial<FormPublicacao>) => setF({ ...f, ...p, ...(p.tipo && p.tipo !== f.tipo ? { justificativa: '' } : {}) });

  function enviarPublicacao() {
    const m = montarPublicacao(f);
    if (m.erros) return void setErros(m.erros);
    setErros({});
    const nome = nomeDoTipo(f.tipo);
    guardado.confirmar({
      titulo: `Publicar o ${nome.toLowerCase()}`,
      oQueAcontece: [
        `O ${nome.toLowerCase()} passa a aparecer na página pública (número de inscrição, nome e posição — nunca o CPF) e na lista de processos de cada candidato.`,
        'Cada candidato inscrito recebe uma mensagem (e a cópia por e-mail) com o endereço do resultado.',
        ...(f.tipo === 'preliminar' && f.prcSltCrnCodigo ? ['O prazo de recurso escolhido se abre para os candidatos do resultado.'] : []),
        ...(f.tipo === 'final' ? ['Depois dele, as chamadas são geradas a partir deste resultado.'] : []),
      ],
      afetados: inscritos,
      rotulo: `Publicar ${nome.toLowerCase()}`,
      sucesso: `${nome} publicado. A página pública será atualizada em instantes.`,
      fazer: (j) => publicar(prcSltCodigo, { ...m.corpo, ...(j ? { justificativaContorno: j } : {}) }),
      feito: () => {
        setF({ ...f, tipo: 'final', prcSltCrnCodigo: '', recursoInicio: '', recursoFim: '', justificativa: '' });
        aoPublicar();
      },
    });
  }

  return (
    <section aria-labelledby="res-publicar" className="card card-body shadow-sm mb-4">
      <h2 id="res-publicar" className="h4">Publicar resultado</h2>
      {resultados.calculos.length === 0 && <p className="alert alert-info">A classificação ainda não foi calculada: calcule-a na aba Classificação antes de publicar.</p>}
      {podeConfigurar && resultados.calculos.length > 0 && (
        <form noValidate onSubmit={(e) => { e.preventDefault(); void enviarPublicacao(); }}>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Tipo de resultado</legend>
            {(['preliminar', 'final'] as const).map((t) => (
              <div className="form-check form-check-inline" key={t}>
                <input className="form-check-input" type="radio" name="res-tipo" id={`res-tipo-${t}`} checked={f.tipo === t} onChange={() => mudar({ tipo: t })} />
                <label className="form-check-label" htmlFor={`res-tipo-${t}`}>{nomeDoTipo(t)}</label>
              </div>
            ))}
            {erros.tipo && <div className="invalid-feedback d-block">{erros.tipo}</div>}
          </fieldset>
          <Campo rotulo="Cálculo da classificação" erro={erros.clsCalCodigo} ajuda="O resultado publica as listas deste cálculo; o mais recente vem escolhido.">
            {(p) => (
              <select {...p} className={p.className.replace('form-control', 'form-select')} value={f.clsCalCodigo ?? ''} onChange={(e) => mudar({ clsCalCodigo: Number(e.target.value) || null })}>
                {resultados.calculos.map((c, i) => (
                  <option key={c.clsCalCodigo} value={c.clsCalCodigo}>{`Cálculo de ${quando(c.em)}${i === 0 ? ' (mais recente)' : ''}`}</option>
                ))}
              </select>
            )}
          </Campo>
          {f.tipo === 'preliminar' && (
            <div className="row">
              <Campo className="col-md-6 mb-3" rotulo="Abrir prazo de recurso (item do cronograma)" erro={erros.prcSltCrnCodigo} ajuda={resultados.janelasRecurso.length ? undefined : 'O cronograma deste processo não tem item de reexame.'}>
                {(p) => (
                  <select {...p} className={p.className.replace('form-control', 'form-select')} value={f.prcSltCrnCodigo} onChange={(e) => mudar({ prcSltCrnCodigo: e.target.value })}>
                    <option value="">Sem prazo de recurso</option>
                    {resultados.janelasRecurso.map((j) => (
                      <option key={j.prcSltCrnCodigo} value={j.prcSltCrnCodigo}>{`${j.descricao} (${quando(j.inicio)} a ${quando(j.fim)})`}</option>
                    ))}
                  </select>
                )}
              </Campo>
              {f.prcSltCrnCodigo && (
                <>
                  <Campo className="col-md-3 mb-3" rotulo="Início do recurso (Horário de Brasília)" erro={erros.recursoInicio}>
                    {(p) => <EntradaDataHora {...p} value={f.recursoInicio} onChange={(v) => mudar({ recursoInicio: v })} />}
                  </Campo>
                  <Campo className="col-md-3 mb-3" rotulo="Fim do recurso (Horário de Brasília)" erro={erros.recursoFim}>
                    {(p) => <EntradaDataHora {...p} value={f.recursoFim} onChange={(v) => mudar({ recursoFim: v })} />}
                  </Campo>
                </>
              )}
            </div>
          )}
          <Campo rotulo="Observação (opcional, fica na auditoria)" erro={erros.justificativa}>
            {(p) => <textarea {...p} rows={2} value={f.justificativa} onChange={(e) => mudar({ justificativa: e.target.value })} />}
          </Campo>
          <button type="submit" className="btn btn-primary" disabled={enviando || guardado.enviando} aria-busy={guardado.enviando || undefined}>
            {guardado.enviando ? 'Publicando...' : `Publicar ${nomeDoTipo(f.tipo).toLowerCase()}`}
          </button>
        </form>
      )}
      <h3 className="h5 mt-4">Publicações</h3>
      {resultados.publicacoes.length === 0 ? (
        <p className="text-body-secondary">Nenhum resultado publicado.</p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Publicações do resultado (rolável)">
          <table className="table table-sm align-middle" data-testid="publicacoes">
            <thead><tr><th scope="col">Resultado</th><th scope="col">Publicado em</th><th scope="col">Cálculo</th><th scope="col">Observação</th></tr></thead>
            <tbody>
              {resultados.publicacoes.map((p) => (
                <tr key={p.resPubCodigo}>
                  <td>{nomeDoTipo(p.tipo)}</td>
                  <td>{quando(p.em)}</td>
                  <td>{quando(resultados.calculos.find((c) => c.clsCalCodigo === p.clsCalCodigo)?.em ?? null)}</td>
                  <td>{p.justificativa ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {resultados.publicacoes.length > 0 && (
        <p className="small mb-0"><a href={`/resultado/${prcSltCodigo}`}>Ver a página pública do resultado</a></p>
      )}
      {dialogo}
      {guardado.dialogo}
    </section>
  );
}
