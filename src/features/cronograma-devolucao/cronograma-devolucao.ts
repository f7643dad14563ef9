/** Badge colour of a refund situation. */
export function corSituacao(situacao: string | null): string {
  switch (situacao) {
    case 'PAGA':
    case 'DEFERIDA':
      return 'text-bg-success';
    case 'INDEFERIDA':
      return 'text-bg-danger';
    case 'SOLICITADA':
    case 'EM_ANALISE':
      return 'text-bg-warning';
    default:
      return 'text-bg-light border';
  }
}
