import { describe, expect, it } from 'vitest';
import { pix } from '../../server/config-cobranca.ts';

const semArquivo = () => {
  throw new Error('nenhum arquivo neste teste');
};

describe('the Pix settings (server/config-cobranca.ts)', () => {
  it("the webhook's window: 50 ms unless set, 0 turns it off, anything else is refused in Portuguese", () => {
    expect(pix({}, semArquivo, 'demo').janelaWebhookMs).toBe(50);
    expect(pix({ PIX_WEBHOOK_JANELA_MS: '0' }, semArquivo, 'demo').janelaWebhookMs).toBe(0);
    expect(pix({ PIX_WEBHOOK_JANELA_MS: '120' }, semArquivo, 'producao').janelaWebhookMs).toBe(120);
    for (const ruim of ['-1', '2.5', 'cinquenta']) {
      expect(() => pix({ PIX_WEBHOOK_JANELA_MS: ruim }, semArquivo, 'demo')).toThrow(`Configuração inválida: PIX_WEBHOOK_JANELA_MS deve ser um inteiro >= 0 (recebido "${ruim}")`);
    }
  });
});
