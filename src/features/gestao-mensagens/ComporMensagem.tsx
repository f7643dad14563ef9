import { useState, type FormEvent } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaDataHora from '../../components/gestao/EntradaDataHora.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import Modal from '../../components/Modal.tsx';
import type { LinhaProcessoGestao } from '../../domain/wire/gestao-processos.ts';
import EscolhaDestino from './EscolhaDestino.tsx';
import { enviarMensagem } from './gestao-mensagens.api.ts';
import { recarregarEnviadas } from './gestao-mensagens.store.ts';
import { corpoDoEnvio, errosDoFormulario, FORMULARIO_VAZIO, fraseDaPrevia, novaChave, type FormularioMensagem } from './gestao-mensagens.ts';

interface Props {
  processos: LinhaProcessoGestao[];
  podeTodos: boolean;
}

/**
 * Composing a message: destination (EscolhaDestino), subject, type, text, when (now or a scheduled day and time in
 * Horário de Brasília) and the e-mail copy; "Enviar" asks for confirmation with the number of people it reaches.
 */
export default function ComporMensagem({ processos, podeTodos }: Props) {
  const [form, setForm] = useState<FormularioMensagem>(FORMULARIO_VAZIO);
  const [alcance, setAlcance] = useState<number | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const [chave, setChave] = useState(novaChave);
  const [feito, setFeito] = useState<string | null>(null);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  const mudar = (parte: Partial<FormularioMensagem>) => setForm((f) => ({ ...f, ...parte }));

  function revisar(e: FormEvent) {
    e.preventDefault();
    setFeito(null);
    const locais = errosDoFormulario(form, new Date());
    setErros(locais);
    if (!Object.keys(locais).length) setConfirmar(true);
  }

  async function confirmarEnvio() {
    setConfirmar(false);
    const r = await enviar(() => enviarMensagem(corpoDoEnvio(form, chave)));
    if (!r) return;
    setFeito(`${r.mensagem ?? 'Mensagem enviada.'}${form.agendar ? ` Ela aparece aos destinatários em ${form.agendarPara}.` : ''}${r.dados.emails ? ` Cópias por e-mail na fila: ${r.dados.emails}.` : ''}`);
    setForm({ ...FORMULARIO_VAZIO, destino: form.destino, processo: form.processo });
    setChave(novaChave());
    recarregarEnviadas();
  }

  const processo = processos.find((p) => String(p.prcSltCodigo) === form.processo);
  return (
    <section className="card mb-4" aria-labelledby="compor-titulo">
      <div className="card-body">
        <h2 className="h5 card-title" id="compor-titulo">Nova mensagem</h2>
        <form onSubmit={revisar} noValidate>
          <EscolhaDestino form={form} mudar={mudar} processos={processos} podeTodos={podeTodos} erros={erros} onAlcance={setAlcance} />
          <div className="row g-2">
            <Campo rotulo="Assunto" erro={erros.assunto} obrigatorio className="col-12 col-lg-9">
              {(p) => <input {...p} maxLength={300} value={form.assunto} onChange={(e) => mudar({ assunto: e.target.value })} data-testid="assunto" />}
            </Campo>
            <Campo rotulo="Tipo" erro={erros.tipo} className="col-12 col-lg-3">
              {(p) => (
                <select {...p} className={p.className.replace('form-control', 'form-select')} value={form.tipo} onChange={(e) => mudar({ tipo: e.target.value as FormularioMensagem['tipo'] })}>
                  <option value="Mensagem">Mensagem</option>
                  <option value="Noticia">Notícia</option>
                </select>
              )}
            </Campo>
          </div>
          <Campo rotulo="Texto" erro={erros.texto} obrigatorio ajuda="Linhas em branco separam parágrafos. Endereços (https://...) e e-mails viram links para o candidato.">
            {(p) => <textarea {...p} rows={6} value={form.texto} onChange={(e) => mudar({ texto: e.target.value })} data-testid="texto" />}
          </Campo>
          <div className="row g-2 align-items-start">
            <div className="col-12 col-md-5">
              <div className="form-check mb-2">
                <input className="form-check-input" type="checkbox" id="agendar" checked={form.agendar} onChange={(e) => mudar({ agendar: e.target.checked })} />
                <label className="form-check-label" htmlFor="agendar">Agendar para depois</label>
              </div>
              {form.agendar && (
                <Campo rotulo="Aparece aos destinatários em (horário de Brasília)" erro={erros.agendarPara} obrigatorio>
                  {(p) => <EntradaDataHora {...p} value={form.agendarPara} onChange={(v) => mudar({ agendarPara: v })} data-testid="agendar-para" />}
                </Campo>
              )}
            </div>
            <div className="col-12 col-md-7">
              <div className="form-check form-switch">
                <input className="form-check-input" type="checkbox" role="switch" id="copia-email" checked={form.copiaPorEmail} onChange={(e) => mudar({ copiaPorEmail: e.target.checked })} />
                <label className="form-check-label" htmlFor="copia-email">Enviar também uma cópia por e-mail</label>
              </div>
              <p className="form-text">A cópia sai pela fila de e-mails, no horário da mensagem, para quem tem e-mail cadastrado.</p>
            </div>
          </div>
          <button type="submit" className="btn btn-primary" disabled={enviando} data-testid="enviar-mensagem">{enviando ? 'Enviando...' : 'Enviar mensagem'}</button>
        </form>
        {feito && <p className="alert alert-success mt-3 mb-0" role="status" data-testid="mensagem-enviada">{feito}</p>}
      </div>
      {confirmar && (
        <Modal
          titleId="confirmar-envio"
          title="Confirmar o envio"
          content={form}
          onClose={() => setConfirmar(false)}
          footer={
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirmar(false)}>Voltar</button>
              <button type="button" className="btn btn-primary" onClick={() => void confirmarEnvio()} data-testid="confirmar-envio">Confirmar envio</button>
            </>
          }
        >
          <p className="mb-2"><strong>{form.assunto}</strong></p>
          <p className="mb-2">
            {form.destino === 'processo' && `Candidatos de ${processo?.prcSltDescricao ?? `o processo ${form.processo}`}. `}
            {form.destino === 'pessoa' && `Para ${form.pessoa?.pssFscNome ?? 'a pessoa escolhida'}. `}
            {alcance !== null ? fraseDaPrevia(form.destino, alcance) : ''}
          </p>
          <p className="mb-2">{form.agendar ? `Aparece aos destinatários em ${form.agendarPara} (horário de Brasília).` : 'Aparece aos destinatários agora.'}</p>
          <p className="mb-0">{form.copiaPorEmail ? 'Uma cópia vai por e-mail a quem tem e-mail cadastrado.' : 'Sem cópia por e-mail.'} O envio fica registrado na auditoria.</p>
        </Modal>
      )}
      {dialogo}
    </section>
  );
}
