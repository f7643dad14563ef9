import type { PendenciaWire } from '../../domain/wire/prontidao.ts';
import { buildPath, type RouteName } from '../../lib/routes.ts';

/** The screen of each readiness item (src/domain/prontidao.ts TelaDaPendencia): the tab that fixes it. */
const TELA: Record<string, { rota: RouteName; nome: string }> = {
  processo: { rota: 'gestaoProcesso', nome: 'Dados e publicação' },
  opcoes: { rota: 'gestaoOpcoes', nome: 'Opções' },
  provas: { rota: 'gestaoProvas', nome: 'Locais e etapas de prova' },
  formulario: { rota: 'gestaoFormulario', nome: 'Formulário de inscrição' },
  cronogramas: { rota: 'gestaoCronogramas', nome: 'Cronogramas' },
  documentos: { rota: 'gestaoDocumentos', nome: 'Documentos' },
  inscricoes: { rota: 'gestaoInscricoes', nome: 'Inscrições' },
  ensalamento: { rota: 'gestaoEnsalamento', nome: 'Ensalamento' },
  classificacao: { rota: 'gestaoClassificacao', nome: 'Classificação' },
  resultados: { rota: 'gestaoResultados', nome: 'Resultados' },
  reexame: { rota: 'gestaoReexame', nome: 'Recursos' },
};

/** Where an item is fixed: the process's tab (the enrolments list opens filtered by the process). */
export function linkDaPendencia(tela: string, prcSltCodigo: number): { href: string; nome: string } | null {
  const t = TELA[tela];
  if (!t) return null;
  const href = t.rota === 'gestaoInscricoes' ? `${buildPath('gestaoInscricoes')}?prcSltCodigo=${prcSltCodigo}` : buildPath(t.rota, { prcSltCodigo });
  return { href, nome: t.nome };
}

/** Readiness items: blockers first, then warnings, each with the link to the screen that fixes it. */
export default function ListaPendencias({ pendencias, prcSltCodigo }: { pendencias: PendenciaWire[]; prcSltCodigo: number }) {
  if (!pendencias.length) return <p className="text-success-emphasis mb-0" data-testid="pronto">Tudo pronto para este passo.</p>;
  const ordenadas = [...pendencias.filter((p) => p.bloqueia), ...pendencias.filter((p) => !p.bloqueia)];
  return (
    <ul className="list-unstyled mb-0" data-testid="pendencias">
      {ordenadas.map((p) => {
        const link = linkDaPendencia(p.tela, prcSltCodigo);
        return (
          <li key={p.codigo} className="mb-1" data-testid={`pendencia-${p.codigo}`}>
            <span className={`badge me-2 ${p.bloqueia ? 'text-bg-danger' : 'text-bg-warning'}`}>{p.bloqueia ? 'Falta' : 'Aviso'}</span>
            {p.texto}
            {link && <> <a className="text-primary-emphasis" href={link.href}>Resolver em {link.nome}</a></>}
          </li>
        );
      })}
    </ul>
  );
}
