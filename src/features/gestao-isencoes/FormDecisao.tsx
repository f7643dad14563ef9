import FormDecisaoEmLote, { type DecisaoEmLote } from '../../components/gestao/FormDecisaoEmLote.tsx';
import { MOTIVO_ISENCAO_MAX } from '../../domain/wire/gestao-isencoes.ts';
import { errosDaDecisao, rotuloDoBotao } from './gestao-isencoes.ts';
import { decidirSelecionados, filaIsencoes } from './gestao-isencoes.store.ts';

/** The decision on the ticked requests: grant or refuse, with the reason the candidates will read. */
export default function FormDecisao({ prcSltCodigo }: { prcSltCodigo: number }) {
  const d: DecisaoEmLote<'DEFERIDA' | 'INDEFERIDA'> = {
    opcoes: [{ valor: 'DEFERIDA', rotulo: 'Deferir' }, { valor: 'INDEFERIDA', rotulo: 'Indeferir' }],
    comMotivo: 'INDEFERIDA',
    item: ['pedido', 'pedidos'],
    campoSelecao: 'decisoes',
    ajudaMotivo: 'Obrigatório para indeferir. Vai na mensagem ao candidato e na tela de pagamento.',
    motivoMax: MOTIVO_ISENCAO_MAX,
    validar: errosDaDecisao,
    rotuloDoBotao,
    decidir: (situacao, motivo) => decidirSelecionados(prcSltCodigo, situacao, motivo),
  };
  return <FormDecisaoEmLote fila={filaIsencoes} d={d} />;
}
