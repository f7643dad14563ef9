import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaDataHora from '../../components/gestao/EntradaDataHora.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { usePassoGuardado } from '../../components/gestao/usePassoGuardado.tsx';
import { formatBrDateTimeShort } from '../../domain/dates.ts';
import type { Chamada } from '../../domain/wire/gestao-resultados.ts';
import ConvocadosChamada from './ConvocadosChamada.tsx';
import { gerarChamada } from './gestao-resultados.api.ts';
import { montarChamada, type FormChamada } from './gestao-resultados.ts';

interface Props {
  prcSltCodigo: number;
  chamadas: Chamada[];
  temFinal: boolean;
  podeConfigurar: boolean;
  aoMudar: (chamadas: Chamada[]) => void;
}

const VAZIO: FormChamada = { inicio: '', fim: '', instrucoes: '', url: '', presencial: false };

/** The call-up lists: the 1st from the final result, each next one filling the seats of those absent or given up. */
export default function ChamadasResultado({ prcSltCodigo, chamadas, temFinal, podeConfigurar, aoMudar }: Props) {
  const [f, setF] = useState<FormChamada>(VAZIO);
  const { erros, setErros, enviando, dialogo } = useEscrita();
  const guardado = usePassoGuardado(prcSltCodigo);
  const mudar = (p: Partial<FormChamada>) => setF({ ...f, ...p });
  const numero = chamadas.length + 1;
  const semSituacao = chamadas.length ? chamadas[chamadas.length - 1].convocados.filter((c) => c.situacao === 'convocado').length : 0;

  // Guarded (issue 37): says who is called and that each is told; a refusal lists what is missing.
  function gerar() {
    const m = montarChamada(f);
    if (m.erros) return void setErros(m.erros);
    setErros({});
    guardado.confirmar({
      titulo: `Gerar a ${numero}ª chamada`,
      oQueAcontece: [
        numero === 1 ? 'São convocados os classificados dentro das vagas do resultado final.' : 'São convocados, da lista de espera, os seguintes nas vagas de quem não compareceu ou desistiu.',
        'Cada convocado vê a chamada em Convocações e recebe uma mensagem (e a cópia por e-mail). Uma chamada não pode ser desfeita.',
        ...(semSituacao ? [`${semSituacao} convocado(s) da chamada anterior ainda sem situação.`] : []),
      ],
      afetados: null,
      rotulo: `Gerar a ${numero}ª chamada`,
      sucesso: `${numero}ª chamada gerada; os convocados receberam uma mensagem.`,
      fazer: (j) => gerarChamada(prcSltCodigo, { ...m.corpo, ...(j ? { justificativaContorno: j } : {}) }),
      feito: (r) => {
        setF(VAZIO);
        aoMudar([...chamadas, r]);
      },
    });
  }

  return (
    <section aria-labelledby="res-chamadas" className="card card-body shadow-sm mb-4">
      <h2 id="res-chamadas" className="h4">Chamadas</h2>
      {!temFinal && <p className="alert alert-info">Publique o resultado final para gerar a 1ª chamada.</p>}
      {podeConfigurar && temFinal && (
        <form noValidate onSubmit={(e) => { e.preventDefault(); void gerar(); }} aria-labelledby="res-nova-chamada">
          <h3 id="res-nova-chamada" className="h5">{`Gerar a ${numero}ª chamada`}</h3>
          <p className="small text-body-secondary">
            {numero === 1 ? 'A 1ª chamada convoca os classificados do resultado final.' : 'A próxima chamada convoca, da lista de espera, os seguintes nas vagas de quem não compareceu ou desistiu.'}
          </p>
          <div className="row">
            <Campo className="col-md-6 mb-3" rotulo="Início do período (Horário de Brasília)" erro={erros.inicio} obrigatorio>
              {(p) => <EntradaDataHora {...p} value={f.inicio} onChange={(v) => mudar({ inicio: v })} />}
            </Campo>
            <Campo className="col-md-6 mb-3" rotulo="Fim do período (Horário de Brasília)" erro={erros.fim} obrigatorio>
              {(p) => <EntradaDataHora {...p} value={f.fim} onChange={(v) => mudar({ fim: v })} />}
            </Campo>
          </div>
          <Campo rotulo="Instruções aos convocados" erro={erros.instrucoes} obrigatorio ajuda="Documentos, local e passos da matrícula. Os convocados leem em Convocações e recebem por mensagem.">
            {(p) => <textarea {...p} rows={4} value={f.instrucoes} onChange={(e) => mudar({ instrucoes: e.target.value })} />}
          </Campo>
          <Campo rotulo="Endereço (URL) da matrícula (opcional)" erro={erros.url}>
            {(p) => <input {...p} type="url" inputMode="url" value={f.url} onChange={(e) => mudar({ url: e.target.value })} />}
          </Campo>
          <div className="form-check mb-3">
            <input className="form-check-input" type="checkbox" id="res-presencial" checked={f.presencial} onChange={(e) => mudar({ presencial: e.target.checked })} />
            <label className="form-check-label" htmlFor="res-presencial">Matrícula presencial</label>
          </div>
          {erros.resultado && <p className="alert alert-danger" role="alert">{erros.resultado}</p>}
          <button type="submit" className="btn btn-primary" disabled={enviando || guardado.enviando} aria-busy={guardado.enviando || undefined}>
            {guardado.enviando ? 'Gerando...' : `Gerar a ${numero}ª chamada`}
          </button>
        </form>
      )}
      {chamadas.length === 0 ? (
        <p className="text-body-secondary mt-3 mb-0">Nenhuma chamada gerada.</p>
      ) : (
        [...chamadas].reverse().map((c) => (
          <article key={c.chmCodigo} className="mt-4" aria-labelledby={`chm-${c.chmCodigo}`} data-testid={`chamada-${c.numero}`}>
            <h3 id={`chm-${c.chmCodigo}`} className="h5">{`${c.numero}ª chamada`}</h3>
            <p className="small mb-1">{`Período: ${formatBrDateTimeShort(new Date(c.inicio))} a ${formatBrDateTimeShort(new Date(c.fim))}`}{c.url && <> — <a href={c.url}>{c.url}</a></>}</p>
            <p className="small text-body-secondary" style={{ whiteSpace: 'pre-line' }}>{c.instrucoes}</p>
            <ConvocadosChamada chamada={c} podeConfigurar={podeConfigurar} aoMudar={(nova) => aoMudar(chamadas.map((x) => (x.chmCodigo === nova.chmCodigo ? nova : x)))} />
          </article>
        ))
      )}
      {dialogo}
      {guardado.dialogo}
    </section>
  );
}
