/**
 * `bench/pix-notificacoes.ts --destino-nulo`: an HTTP server that takes any request and answers 200 with an empty
 * envelope, doing nothing else — where the PSP's notifications go instead of the webhook, so a run shows what sending
 * and receiving 10,000 requests a minute costs the candidates on this machine by itself (the bench's own PSP and the
 * kernel's loopback), apart from what the webhook does with them. Run in its own process: `node bench/lib/sumidouro.ts PORT`.
 */
import http from 'node:http';

const porta = Number(process.argv[2]);
const corpo = JSON.stringify({ success: true, data: { aplicados: 1, divergentes: 0, repetidos: 0, invalidos: 0 } });
http
  .createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(corpo);
    });
  })
  .listen(porta, '127.0.0.1');
