/** The process form's groups, in the order staff fill them in: each field of SPEC §3 "Selection process" once. */
import { NOME_TIPO_PROCESSO, type TipoProcessoGestao } from '../../domain/wire/gestao-processos.ts';
import Campo from '../../components/gestao/Campo.tsx';
import { AreaDeTexto, DataHora, Flag, Texto } from './controles.tsx';
import type { SecaoDoForm } from './gestao-processos.ts';
import MunicipioSede from './MunicipioSede.tsx';

function Grupo({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <fieldset className="card mb-3">
      <legend className="card-header h6 mb-0 w-100 float-none fs-6">{titulo}</legend>
      <div className="card-body pb-1">{children}</div>
    </fieldset>
  );
}

export function Identificacao({ s }: { s: SecaoDoForm }) {
  return (
    <Grupo titulo="Identificação">
      <Texto s={s} campo="prcSltDescricao" rotulo="Descrição" obrigatorio maxLength={300} />
      <div className="row">
        <Campo rotulo="Tipo do processo" erro={s.erros.prcSltTipo} obrigatorio className="mb-3 col-12 col-md-6">
          {(p) => (
            <select {...p} className={p.className.replace('form-control', 'form-select')} name="prcSltTipo" value={s.f.prcSltTipo} disabled={s.leitura} onChange={(e) => s.mudar('prcSltTipo', e.target.value)}>
              {(Object.keys(NOME_TIPO_PROCESSO) as TipoProcessoGestao[]).map((t) => <option key={t} value={t}>{NOME_TIPO_PROCESSO[t]}</option>)}
            </select>
          )}
        </Campo>
        <Texto s={s} campo="prcSltTtlAlternativo" rotulo="Título alternativo" ajuda="Mostrado nas telas do candidato no lugar da descrição, quando preenchido." className="mb-3 col-12 col-md-6" maxLength={300} />
      </div>
      <div className="row">
        <Texto s={s} campo="prcSltUrlInformacao" tipo="url" rotulo="Endereço com informações (edital)" ajuda="Comece com https://." className="mb-3 col-12 col-lg-6" />
        <MunicipioSede s={s} />
      </div>
    </Grupo>
  );
}

export function InscricoesEPrazos({ s }: { s: SecaoDoForm }) {
  return (
    <Grupo titulo="Inscrições e prazos">
      <p className="form-text mt-0">Datas e horas no Horário de Brasília.</p>
      <div className="row">
        <DataHora s={s} campo="prcSltDtInicio" rotulo="Início das inscrições" obrigatorio />
        <DataHora s={s} campo="prcSltDtFim" rotulo="Fim das inscrições" obrigatorio />
        <DataHora s={s} campo="prcSltDtFimEdicao" rotulo="Fim da edição da inscrição" ajuda="Vazio: até o fim das inscrições." />
        <DataHora s={s} campo="prcSltDtFimIsencao" rotulo="Fim dos pedidos de isenção" />
        <Texto s={s} campo="prcSltNmrOpcoes" rotulo="Número de opções que o candidato escolhe" ajuda="De 0 a 10." obrigatorio className="mb-3 col-12 col-md-6 col-xl-4" />
      </div>
      <Flag s={s} campo="prcSltInsUnica" rotulo="Inscrição única" ajuda="Cada pessoa pode ter só uma inscrição não cancelada." />
      <Flag s={s} campo="prcSltOpcEditavel" rotulo="Opções editáveis" ajuda="O candidato pode trocar as opções ao editar a inscrição." />
      <Flag s={s} campo="prcSltTemGrupos" rotulo="Exige login para se inscrever" ajuda="A tela de entrada não oferece a digitação do documento." />
      <Flag s={s} campo="prcSltEnvArquivo" rotulo="Recebe arquivos do candidato" />
    </Grupo>
  );
}

export function Pagamento({ s }: { s: SecaoDoForm }) {
  return (
    <Grupo titulo="Pagamento">
      <div className="row row-cols-2 row-cols-md-4 mb-2">
        <div className="col"><Flag s={s} campo="prcSltPgtBoleto" rotulo="Boleto" /></div>
        <div className="col"><Flag s={s} campo="prcSltPgtPix" rotulo="Pix" /></div>
        <div className="col"><Flag s={s} campo="prcSltPgtCartao" rotulo="Cartão de crédito" /></div>
        <div className="col"><Flag s={s} campo="prcSltPgtDebito" rotulo="Débito" /></div>
      </div>
      <div className="row">
        <Texto s={s} campo="prcSltNmrConvenio" rotulo="Número do convênio (boleto)" className="mb-3 col-12 col-md-6" maxLength={20} />
        <Texto s={s} campo="prcSltNmrConvenioCartao" rotulo="Número do convênio (cartão)" className="mb-3 col-12 col-md-6" maxLength={20} />
        <DataHora s={s} campo="prcSltDtEmsBoleto" rotulo="Prazo para gerar o boleto" />
        <DataHora s={s} campo="prcSltDtVncBoleto" rotulo="Vencimento do boleto" />
        <DataHora s={s} campo="prcSltDtFimReimpressao" rotulo="Fim da reimpressão" />
      </div>
    </Grupo>
  );
}

export function Exibicao({ s }: { s: SecaoDoForm }) {
  return (
    <Grupo titulo="Exibição">
      <Flag s={s} campo="prcSltExbEnsalamento" rotulo="Mostrar o ensalamento (local de prova) ao candidato" />
      <AreaDeTexto s={s} campo="prcSltEnsLembrete" rotulo="Lembrete do ensalamento" ajuda="Aparece no quadro do local de prova." />
      <Flag s={s} campo="prcSltExbResultado" rotulo="Mostrar o resultado" />
      <Flag s={s} campo="prcSltExbAjuda" rotulo="Mostrar a ajuda" />
    </Grupo>
  );
}

export function Textos({ s }: { s: SecaoDoForm }) {
  return (
    <Grupo titulo="Textos">
      <AreaDeTexto s={s} campo="prcSltLembrete" rotulo="Lembrete" />
      <AreaDeTexto s={s} campo="prcSltCndPersonalizadas" rotulo="Condições personalizadas" />
      <AreaDeTexto s={s} campo="prcSltTxtInsFinal" rotulo="Texto da inscrição concluída" />
      <Texto s={s} campo="prcSltQstAvaliacao" tipo="url" rotulo="Questionário de avaliação (endereço)" ajuda="Comece com https://." />
    </Grupo>
  );
}
