import type { CartaoPublico } from './gestao-listagens.ts';

/**
 * The card as the public page shows it (src/components/ListingCard.astro): title, subtitle, description, period and
 * its buttons. The buttons are drawn, not linked: a preview sends nobody anywhere.
 */
export default function PreviaCartao({ c }: { c: CartaoPublico }) {
  return (
    <div data-testid="previa-cartao">
      <p className="small text-body-secondary mb-1">Prévia: como o cartão aparece na página pública</p>
      <article className="card mb-2 shadow-sm">
        <div className="card-body">
          <h3 className="h5 card-title mb-1">{c.titulo}</h3>
          {c.subtitulo && <p className="text-body-secondary small mb-2">{c.subtitulo}</p>}
          {c.descricao && <p className="card-text mb-2">{c.descricao}</p>}
          <p className="small mb-3">Inscrições de {c.inicio} à {c.fim}</p>
          <div className="d-flex flex-wrap gap-2">
            {c.inscricao && <span className="btn btn-primary btn-sm" aria-disabled="true">Fazer Inscrição</span>}
            {c.edital && <span className="btn btn-outline-primary btn-sm" aria-disabled="true">Mais Informações</span>}
          </div>
        </div>
      </article>
      <p className="small text-body-secondary mb-0">
        {c.inscricao ? `Fazer Inscrição leva a ${c.inscricao.href}${c.inscricao.externo ? ' (outro site, em nova aba)' : ''}.` : 'Sem o botão Fazer Inscrição: ligue o cartão a um processo ou informe o endereço da inscrição externa.'}
      </p>
    </div>
  );
}
