/** What every staff screen says to someone signed in without a staff role (or outside its scope). */
export const TEXTO_SEM_ACESSO = 'Esta área é restrita à equipe da universidade.';

/** True when the API refused the caller (403); it lives with the staff screens' store shape (src/lib/fila.store.ts). */
export { eSemAcesso } from '../../lib/fila.store.ts';

/**
 * The staff screens' answer to a 403: one sentence, and the way back to the candidate's start page. Use it when
 * the screen's first load is refused (call the API silently, then `eSemAcesso(err)`). The API's own reason wins:
 * a staff member whose role lacks the action ("Você não tem permissão...") must not read that the area is for
 * staff only, as if they were not staff.
 */
export default function SemAcesso({ mensagem }: { mensagem?: string }) {
  return (
    <div className="alert alert-warning" role="alert" data-testid="sem-acesso">
      <p className="mb-1">{mensagem || TEXTO_SEM_ACESSO}</p>
      <a href="/home" className="alert-link">Voltar ao início</a>
    </div>
  );
}
