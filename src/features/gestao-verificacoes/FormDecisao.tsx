import FormDecisaoEmLote, { type DecisaoEmLote } from '../../components/gestao/FormDecisaoEmLote.tsx';
import { errosDaDecisao, rotuloDoBotao } from './gestao-verificacoes.ts';
import { decidirSelecionados, filaVerificacao } from './gestao-verificacoes.store.ts';

/** The decision on the ticked candidates: confirm, or not with the reason they will read. */
export default function FormDecisao({ prcSltCodigo, declaracao }: { prcSltCodigo: number; declaracao: string }) {
  const d: DecisaoEmLote<'confirmado' | 'nao_confirmado'> = {
    opcoes: [{ valor: 'confirmado', rotulo: 'Confirmar' }, { valor: 'nao_confirmado', rotulo: 'Não confirmar' }],
    comMotivo: 'nao_confirmado',
    item: ['candidato', 'candidatos'],
    campoSelecao: 'inscricoes',
    ajudaMotivo: 'Obrigatório para não confirmar. Vai na mensagem ao candidato, que pode recorrer no prazo do edital.',
    motivoMax: 2000,
    validar: errosDaDecisao,
    rotuloDoBotao,
    decidir: (situacao, motivo) => decidirSelecionados(prcSltCodigo, declaracao, situacao, motivo),
  };
  return <FormDecisaoEmLote fila={filaVerificacao} d={d} />;
}
