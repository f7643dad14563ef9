import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { usePassoGuardado } from '../../components/gestao/usePassoGuardado.tsx';
import type { PreviaEnsalamento as Previa } from '../../domain/wire/gestao-ensalamento.ts';
import { confirmar, gerarPrevia } from './gestao-ensalamento.api.ts';
import { plural } from '../../domain/text.ts';
import { motivoSemLugar } from './gestao-ensalamento.ts';

interface Props {
  prcSltCodigo: number;
  onConfirmado: () => void;
}

/** "Gerar prévia" computes the allocation without saving it; "Confirmar ensalamento" saves exactly that plan. */
export default function PreviaEnsalamento({ prcSltCodigo, onConfirmado }: Props) {
  const [previa, setPrevia] = useState<Previa | null>(null);
  // The preview is computed by a POST that saves nothing; its refusal is shown like any write's.
  const { enviar, enviando: gerando } = useEscrita();
  const [realocar, setRealocar] = useState(false);
  const guardado = usePassoGuardado(prcSltCodigo);
  const enviando = guardado.enviando;

  async function gerar() {
    const r = await enviar(() => gerarPrevia(prcSltCodigo));
    if (!r) return;
    setPrevia(r);
    setRealocar(false);
  }

  // Guarded (issue 37): says what is written and for how many; a refusal lists what is missing.
  function confirmarPrevia() {
    if (!previa) return;
    guardado.confirmar({
      titulo: 'Confirmar o ensalamento',
      oQueAcontece: [
        'Cada candidato deferido recebe a sala e a carteira desta prévia (gravadas exatamente como mostradas).',
        realocar ? `As ${previa.existentes} carteiras já gravadas serão substituídas.` : 'Os candidatos só veem a sala depois da liberação, mais abaixo.',
      ],
      afetados: previa.alocados,
      rotulo: 'Gravar o ensalamento',
      sucesso: 'Ensalamento confirmado e gravado.',
      fazer: (contorno, j) => confirmar(prcSltCodigo, previa.token, realocar, j, contorno),
      feito: () => {
        setPrevia(null);
        onConfirmado();
      },
    });
  }
  const semMunicipio = previa?.semLugar.itens.some((c) => c.municipio === null) ?? false;

  const bloqueado = !previa || !previa.confirmavel || (previa.existentes > 0 && !realocar) || enviando;
  return (
    <section aria-labelledby="ens-previa" className="mb-4">
      <h2 id="ens-previa" className="h5">Alocação das salas</h2>
      <p className="text-body-secondary small">
        Candidatos deferidos em ordem alfabética, nas salas do seu município de prova; quem precisa de atendimento especial só em salas especiais. A prévia não grava nada.
      </p>
      <button type="button" className="btn btn-primary" onClick={() => void gerar()} disabled={gerando} aria-busy={gerando || undefined}>
        {gerando ? 'Gerando a prévia...' : 'Gerar prévia'}
      </button>
      {previa && (
        <div className="mt-3" data-testid="previa">
          <p role="status">
            Prévia: {plural(previa.alocados, 'candidato ensalado', 'candidatos ensalados')} de {previa.elegiveis} em {plural(previa.salas.length, 'sala', 'salas')}
            {previa.salasVazias ? ` (${plural(previa.salasVazias, 'sala fica vazia', 'salas ficam vazias')})` : ''}; {plural(previa.semLugar.total, 'candidato sem lugar', 'candidatos sem lugar')}.
          </p>
          {previa.mensagem && <pre className="alert alert-warning small text-wrap mb-3">{previa.mensagem}</pre>}
          <div className="table-responsive mb-3" style={{ maxHeight: '24rem' }} tabIndex={0} role="region" aria-label="Salas preenchidas (rolável)">
            <table className="table table-sm table-striped">
              <caption className="caption-top">Salas preenchidas</caption>
              <thead><tr><th scope="col">Município</th><th scope="col">Local</th><th scope="col">Sala</th><th scope="col">Especial</th><th scope="col" className="text-end">Lugares</th><th scope="col" className="text-end">Candidatos</th></tr></thead>
              <tbody>
                {previa.salas.map((s) => (
                  <tr key={s.prcSltPrvSlCodigo}><td>{s.municipio}</td><td>{s.local}</td><td>{s.sala}</td><td>{s.especial ? 'Sim' : 'Não'}</td><td className="text-end">{s.lugares}</td><td className="text-end">{s.ocupados}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
          {previa.semLugar.total > 0 && (
            <div className="table-responsive mb-3" style={{ maxHeight: '20rem' }} tabIndex={0} role="region" aria-label="Candidatos sem lugar (rolável)">
              <table className="table table-sm">
                <caption className="caption-top">Candidatos sem lugar ({previa.semLugar.total}{previa.semLugar.total > previa.semLugar.itens.length ? `; os primeiros ${previa.semLugar.itens.length}` : ''})</caption>
                <thead><tr><th scope="col">Inscrição</th><th scope="col">Nome</th><th scope="col">Motivo</th></tr></thead>
                <tbody>{previa.semLugar.itens.map((c) => <tr key={c.insPrcCodigo}><td>{c.insPrcCodigo}</td><td>{c.nome}</td><td>{motivoSemLugar(c)}</td></tr>)}</tbody>
              </table>
            </div>
          )}
          {previa.especiais.total > 0 && (
            <div className="table-responsive mb-3" style={{ maxHeight: '20rem' }} tabIndex={0} role="region" aria-label="Atendimento especial (rolável)">
              <table className="table table-sm">
                <caption className="caption-top">Atendimento especial: candidatos nas salas especiais ({previa.especiais.total})</caption>
                <thead><tr><th scope="col">Inscrição</th><th scope="col">Nome</th><th scope="col">Local</th><th scope="col">Sala</th><th scope="col" className="text-end">Carteira</th></tr></thead>
                <tbody>{previa.especiais.itens.map((c) => <tr key={c.insPrcCodigo}><td>{c.insPrcCodigo}</td><td>{c.nome}</td><td>{c.local}</td><td>{c.sala}</td><td className="text-end">{c.carteira}</td></tr>)}</tbody>
              </table>
            </div>
          )}
          {previa.existentes > 0 && (
            <div className="form-check mb-2">
              <input className="form-check-input" type="checkbox" id="ens-realocar" checked={realocar} onChange={(e) => setRealocar(e.target.checked)} />
              <label className="form-check-label" htmlFor="ens-realocar">
                Refazer o ensalamento: substituir as {previa.existentes} carteiras já gravadas (pede uma justificativa)
              </label>
            </div>
          )}
          <button type="button" className="btn btn-primary" onClick={() => void confirmarPrevia()} disabled={bloqueado}>
            {enviando ? 'Gravando...' : 'Confirmar ensalamento'}
          </button>
          {!previa.confirmavel && (
            <p className="small text-danger-emphasis mt-2 mb-0" data-testid="motivo-sem-confirmar">
              {semMunicipio
                ? 'Não é possível confirmar: há inscrições deferidas sem município de prova. Defina o município delas (em lote, em "Inscrições sem município de prova") e gere outra prévia.'
                : 'Não é possível confirmar enquanto houver candidatos sem lugar: acrescente salas na aba Locais e etapas de prova e gere outra prévia.'}
            </p>
          )}
        </div>
      )}
      {guardado.dialogo}
    </section>
  );
}
