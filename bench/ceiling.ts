/**
 * The ceiling: a bare Fastify answering a constant JSON envelope, nothing else (no plugins, no database).
 * Whatever the machine and the load generator can do at most over HTTP; every throughput figure of
 * `npm run bench` is also shown as a fraction of this one, measured in the same run.
 *
 *   node --import tsx bench/ceiling.ts <port>
 */
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 18190);
const app = Fastify({ logger: false });
const body = { success: true, data: [], total: 0 };
app.get('/', async () => body);
await app.listen({ port, host: '127.0.0.1' });
process.send?.('pronto');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
