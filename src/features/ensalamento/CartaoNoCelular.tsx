import { useStore } from '@nanostores/react';
import { icsDaEtapa, nomeDoArquivo, temCalendario, type CartaoDoCalendario, type EtapaDoCartao } from './calendario.ts';
import { linhaAcesso } from './ensalamento.ts';
import { $guardado } from './ensalamento.store.ts';

/** Downloads one stage's .ics: the phone offers to add it to its calendar. */
function baixar(e: EtapaDoCartao, c: CartaoDoCalendario) {
  const texto = icsDaEtapa(e, c, new Date());
  if (!texto) return;
  const url = URL.createObjectURL(new Blob([texto], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nomeDoArquivo(e);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * What the exam day needs beside the room (issue 38): each stage's gate opening and closing (SPEC §2's info-box line)
 * with "Adicionar ao calendário", the reminder, and whether the card is kept on this phone for use without internet.
 */
export default function CartaoNoCelular({ etapas, cartao }: { etapas: EtapaDoCartao[]; cartao: CartaoDoCalendario }) {
  const guardado = useStore($guardado);
  return (
    <div className="card-body border-top">
      {etapas.length > 0 && (
        <ul className="list-unstyled mb-3" data-testid="etapas-cartao">
          {etapas.map((e) => (
            <li key={e.prcSltEtpPrvCodigo} className="mb-2 d-flex flex-wrap align-items-center gap-2">
              <span>{linhaAcesso(e)}</span>
              {temCalendario(e) && (
                <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => baixar(e, cartao)}>
                  Adicionar ao calendário<span className="visually-hidden"> ({e.prcSltEtpPrvDescricao})</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {cartao.lembrete && <p className="alert alert-info mb-3" data-testid="lembrete-cartao">{cartao.lembrete}</p>}
      <p className="small mb-0" role="status" data-testid="cartao-guardado">
        {guardado === true
          ? 'Cartão guardado neste aparelho: você pode abri-lo mesmo sem internet. Ele é apagado quando você sai (Sair).'
          : guardado === false
            ? 'Não foi possível guardar o cartão neste aparelho; ele continua disponível com internet.'
            : navigator.onLine
              ? 'Guardando o cartão neste aparelho...'
              : 'Sem internet: este é o cartão guardado neste aparelho.'}
      </p>
    </div>
  );
}
