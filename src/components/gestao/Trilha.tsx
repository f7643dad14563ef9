import { buildPath, type RouteName } from '../../lib/routes.ts';

/**
 * The back office's breadcrumb: "Gestão", the pages between (`antes`), and this page. One piece so that every staff
 * screen names its way back alike (and with the same contrast on its links).
 */
export default function Trilha({ pagina, antes = [] }: { pagina: string; antes?: { rotulo: string; rota: RouteName }[] }) {
  return (
    <nav aria-label="Trilha">
      <ol className="breadcrumb mb-1">
        {[{ rotulo: 'Gestão', rota: 'gestao' as RouteName }, ...antes].map((l) => (
          <li key={l.rota} className="breadcrumb-item"><a className="text-primary-emphasis" href={buildPath(l.rota)}>{l.rotulo}</a></li>
        ))}
        <li className="breadcrumb-item active" aria-current="page">{pagina}</li>
      </ol>
    </nav>
  );
}
