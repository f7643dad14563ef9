import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import EntradaDataHora from '../../components/gestao/EntradaDataHora.tsx';
import Modal from '../../components/Modal.tsx';
import type { AcaoInscricao, InscricaoGestao } from '../../domain/wire/gestao-inscricoes.ts';
import { agir } from './gestao-inscricoes.api.ts';
import { ACAO, ACAO_VAZIA, corpoDaAcao, type FormAcao } from './gestao-inscricoes.ts';

interface Props {
  acao: AcaoInscricao;
  inscricao: InscricaoGestao;
  onFechar: () => void;
  onFeito: () => void;
}

/**
 * One action's dialog: what it does to the candidate, its own field (the reason they will read, the date until
 * which they may edit, the new exam municipality) and the justification kept in the audit trail.
 */
export default function DialogoAcao({ acao, inscricao, onFechar, onFeito }: Props) {
  const [form, setForm] = useState<FormAcao>(ACAO_VAZIA);
  const { enviar, erros, setErros, erroGeral, enviando } = useEscrita({ erroNoFormulario: true });
  const texto = ACAO[acao];
  const mudar = (k: keyof FormAcao, v: string) => setForm((f) => ({ ...f, [k]: v }));

  async function confirmar() {
    const r = corpoDaAcao(acao, form, new Date());
    if ('erros' in r) return setErros(r.erros);
    if (await enviar(() => agir(inscricao.insPrcCodigo, acao, r.corpo), (f) => f.mensagem ?? 'Feito.')) onFeito();
  }

  const outros = inscricao.municipiosDoProcesso.filter((m) => m.prcSltMncPrvCodigo !== inscricao.municipio?.prcSltMncPrvCodigo);
  return (
    <Modal
      titleId="acao-titulo"
      title={`${texto.titulo} nº ${inscricao.insPrcCodigo}`}
      content={acao}
      onClose={onFechar}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onFechar}>Voltar</button>
          <button type="button" className={`btn btn-${texto.cor.replace('outline-', '')}`} disabled={enviando} onClick={() => void confirmar()}>
            {enviando ? 'Enviando...' : texto.confirmar}
          </button>
        </>
      }
    >
      <p>{texto.aviso}</p>
      {erroGeral && <p className="alert alert-danger" role="alert">{erroGeral}</p>}
      {acao === 'indeferir' && (
        <Campo rotulo="Motivo (o candidato lerá)" erro={erros.motivo} obrigatorio>
          {(p) => <textarea {...p} rows={3} maxLength={2000} value={form.motivo} onChange={(e) => mudar('motivo', e.target.value)} />}
        </Campo>
      )}
      {acao === 'reabrir-edicao' && (
        <Campo rotulo="Edição aberta até (horário de Brasília)" erro={erros.ate} obrigatorio ajuda="dd/mm/aaaa hh:mm">
          {(p) => <EntradaDataHora {...p} value={form.ate} onChange={(v) => mudar('ate', v)} />}
        </Campo>
      )}
      {acao === 'trocar-municipio' && (
        <Campo rotulo="Novo município de prova" erro={erros.prcSltMncPrvCodigo} obrigatorio ajuda={`Atual: ${inscricao.municipio ? `${inscricao.municipio.mncDescricao}/${inscricao.municipio.ufCodigo}` : 'nenhum'}`}>
          {(p) => (
            <select {...p} className={p.className.replace('form-control', 'form-select')} value={form.municipio} onChange={(e) => mudar('municipio', e.target.value)}>
              <option value="">Escolha...</option>
              {outros.map((m) => <option key={m.prcSltMncPrvCodigo} value={m.prcSltMncPrvCodigo}>{m.mncDescricao}/{m.ufCodigo}</option>)}
            </select>
          )}
        </Campo>
      )}
      <Campo rotulo="Justificativa (fica registrada na auditoria)" erro={erros.justificativa} obrigatorio>
        {(p) => <textarea {...p} rows={3} maxLength={2000} value={form.justificativa} onChange={(e) => mudar('justificativa', e.target.value)} />}
      </Campo>
    </Modal>
  );
}
