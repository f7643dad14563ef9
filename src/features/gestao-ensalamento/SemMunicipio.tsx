import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
import { definirMunicipioEmLote, lerSemMunicipio } from './gestao-ensalamento.api.ts';
import { plural } from '../../domain/text.ts';

interface Props {
  prcSltCodigo: number;
  podeConfigurar: boolean;
  /** Changes when the seating's state changed (read the list again). */
  versao: number;
  onDefinido: () => void;
}

/**
 * Deferred enrolments without an exam municipality (issue 37): no room can take them, so the seating refuses until
 * they have one. Listed here, and given one municipality at once (a justification; each candidate told).
 */
export default function SemMunicipio({ prcSltCodigo, podeConfigurar, versao, onDefinido }: Props) {
  const [municipio, setMunicipio] = useState('');
  const [justificativa, setJustificativa] = useState('');
  const { enviar, enviando, erros } = useEscrita();
  // A list that cannot be read hides the panel (the seating's own summary says what is wrong).
  const { pronto: lista } = useCarga(
    () =>
      lerSemMunicipio(prcSltCodigo).then((l) => {
        setMunicipio(l.municipios.length === 1 ? String(l.municipios[0].prcSltMncPrvCodigo) : '');
        return l;
      }),
    [prcSltCodigo, versao],
  );

  if (!lista || lista.total === 0) return null;

  async function definir() {
    const r = await enviar(() => definirMunicipioEmLote(prcSltCodigo, Number(municipio), justificativa.trim()), 'Município de prova definido; os candidatos foram avisados por mensagem.');
    if (r) {
      setJustificativa('');
      onDefinido();
    }
  }

  return (
    <section aria-labelledby="ens-sem-municipio" className="mb-4 card card-body border-danger" data-testid="sem-municipio">
      <h2 id="ens-sem-municipio" className="h5">Inscrições sem município de prova</h2>
      <p>{plural(lista.total, 'inscrição deferida não tem', 'inscrições deferidas não têm')} município de prova: nenhuma sala pode recebê-las, e o ensalamento não é confirmado enquanto isso.</p>
      <ul className="small" style={{ maxHeight: '12rem', overflowY: 'auto' }}>
        {lista.inscricoes.map((i) => <li key={i.insPrcCodigo}><a className="text-primary-emphasis" href={`/gestao/inscricao/${i.insPrcCodigo}`}>{i.insPrcCodigo}</a> — {i.nome}</li>)}
      </ul>
      {podeConfigurar && (
        <div className="row g-2 align-items-end">
          <Campo className="col-md-4" rotulo="Município de prova para todas" erro={erros.prcSltMncPrvCodigo}>
            {(p) => (
              <select {...p} className={p.className.replace('form-control', 'form-select')} value={municipio} onChange={(e) => setMunicipio(e.target.value)}>
                <option value="">Escolha...</option>
                {lista.municipios.map((m) => <option key={m.prcSltMncPrvCodigo} value={m.prcSltMncPrvCodigo}>{m.nome}</option>)}
              </select>
            )}
          </Campo>
          <Campo className="col-md-5" rotulo="Justificativa (o candidato é avisado)" erro={erros.justificativa}>
            {(p) => <input {...p} value={justificativa} onChange={(e) => setJustificativa(e.target.value)} />}
          </Campo>
          <div className="col-md-3">
            <button type="button" className="btn btn-danger w-100" disabled={enviando || !municipio || justificativa.trim().length < 10} onClick={() => void definir()}>
              {`Definir para ${plural(lista.total, 'inscrição', 'inscrições')}`}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
