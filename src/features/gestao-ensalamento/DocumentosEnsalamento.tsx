import { useState } from 'react';
import type { ResumoEnsalamento } from '../../domain/wire/gestao-ensalamento.ts';
import { urlPdf } from './gestao-ensalamento.api.ts';
import { dataBr } from './gestao-ensalamento.ts';

interface Props {
  prcSltCodigo: number;
  resumo: ResumoEnsalamento;
}

/** The PDFs of exam day: the whole process, or one room. */
export default function DocumentosEnsalamento({ prcSltCodigo, resumo }: Props) {
  const [sala, setSala] = useState('');
  const ocupadas = resumo.salas.filter((s) => s.ocupados > 0);
  const q = sala ? { prcSltPrvSlCodigo: Number(sala) } : {};
  if (resumo.alocados === 0) {
    return (
      <section aria-labelledby="ens-pdfs" className="mb-4">
        <h2 id="ens-pdfs" className="h5">Documentos</h2>
        <p className="text-body-secondary">Os documentos ficam disponíveis depois que o ensalamento é confirmado.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="ens-pdfs" className="mb-4">
      <h2 id="ens-pdfs" className="h5">Documentos</h2>
      <div className="mb-3" style={{ maxWidth: '36rem' }}>
        <label htmlFor="ens-sala-pdf" className="form-label">Sala</label>
        <select id="ens-sala-pdf" className="form-select" value={sala} onChange={(e) => setSala(e.target.value)}>
          <option value="">Todas as salas ({ocupadas.length})</option>
          {ocupadas.map((s) => <option key={s.prcSltPrvSlCodigo} value={s.prcSltPrvSlCodigo}>{s.municipio} - {s.local} - sala {s.sala}</option>)}
        </select>
      </div>
      <ul className="list-unstyled">
        {resumo.etapas.length === 0 ? (
          <li><a className="text-primary-emphasis" href={urlPdf(prcSltCodigo, 'presenca', q)} download>Lista de presença (PDF)</a></li>
        ) : (
          resumo.etapas.map((e) => (
            <li key={e.prcSltEtpPrvCodigo}>
              <a className="text-primary-emphasis" href={urlPdf(prcSltCodigo, 'presenca', { ...q, prcSltEtpPrvCodigo: e.prcSltEtpPrvCodigo })} download>
                Lista de presença - {e.descricao}{e.data ? ` (${dataBr(e.data)})` : ''} (PDF)
              </a>
            </li>
          ))
        )}
        <li><a className="text-primary-emphasis" href={urlPdf(prcSltCodigo, 'listas', q)} download>Listas das salas para os fiscais (PDF)</a></li>
        <li><a className="text-primary-emphasis" href={urlPdf(prcSltCodigo, 'cartoes', q)} download>Cartões de prova (PDF)</a>{!sala && resumo.alocados > 2000 && <span className="small text-body-secondary"> — escolha uma sala: mais de 2.000 cartões não cabem num arquivo</span>}</li>
      </ul>
      <p className="small text-body-secondary">A lista de presença traz a carteira, o número de inscrição e o nome; o fiscal confere o documento com foto na entrada, por isso o CPF não vai no papel.</p>
    </section>
  );
}
