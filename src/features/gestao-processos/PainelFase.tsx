import ListaPendencias from '../../components/gestao/ListaPendencias.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
import { buscarProntidao } from './gestao-processos.api.ts';

/**
 * The process's phase and what its next step needs (issue 37): the timeline of the eight phases, where the
 * process stands, and each missing item linked to the screen that fixes it. Read again when `versao` changes.
 */
export default function PainelFase({ prcSltCodigo, versao }: { prcSltCodigo: number; versao: number }) {
  const { estado, pronto: p } = useCarga(() => buscarProntidao(prcSltCodigo), [prcSltCodigo, versao]);
  if (estado.status === 'erro' || estado.status === 'semAcesso') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  if (!p) return <p className="text-body-secondary" aria-busy="true">Carregando a fase do processo...</p>;
  return (
    <section className="card mb-4" aria-labelledby="fase-titulo">
      <div className="card-body">
        <h2 className="h5" id="fase-titulo">Fase: <span data-testid="fase-processo">{p.nomeFase}</span></h2>
        <ol className="list-inline mb-2 small" aria-label="Fases do processo">
          {p.fases.map((f) => (
            <li key={f.fase} className={`list-inline-item ${f.estado === 'atual' ? 'fw-bold' : f.estado === 'concluida' ? 'text-success-emphasis' : 'text-body-secondary'}`} aria-current={f.estado === 'atual' ? 'step' : undefined}>
              {f.estado === 'concluida' ? '✓ ' : ''}{f.nome}
            </li>
          ))}
        </ol>
        <p className="mb-2" data-testid="detalhe-fase">{p.detalhe}</p>
        {p.nomePasso && (
          <div data-testid="proximo-passo">
            <h3 className="h6">Próximo passo: {p.nomePasso}</h3>
            <ListaPendencias pendencias={p.pendencias} prcSltCodigo={prcSltCodigo} />
          </div>
        )}
      </div>
    </section>
  );
}
