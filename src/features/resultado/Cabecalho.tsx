import { formatBrDateTimeShort } from '../../domain/dates.ts';
import type { ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';

/** The heading of a result page: the process, the kind of result and when it was published. */
export default function Cabecalho({ resultado }: { resultado: Pick<ResultadoPublico, 'prcSltDescricao' | 'tipo' | 'publicadoEm'> }) {
  return (
    <>
      <h1 id="resultado-titulo" className="h3">{resultado.prcSltDescricao}</h1>
      <p className="lead mb-1">{resultado.tipo === 'final' ? 'Resultado final' : 'Resultado preliminar'}</p>
      <p className="small text-body-secondary">{`Publicado em ${formatBrDateTimeShort(new Date(resultado.publicadoEm))} (Horário de Brasília).`}</p>
    </>
  );
}
