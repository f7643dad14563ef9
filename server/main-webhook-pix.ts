/**
 * The PSP's webhook process, as deploy/systemd/processos-pix-webhook.service starts it: server/main.ts with only the
 * webhook, health and metrics routes (server/app.ts, buildWebhookPixApp). The same settings file as the candidates'
 * processes; PORT names its own port.
 */
import { executar } from './main.ts';

executar({ webhookPix: true });
