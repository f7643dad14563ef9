import type { FastifyInstance } from 'fastify';
import { fetchSiteData, type SiteData } from '../../src/build/site-data.ts';

/** The public pages' data read through the API's own listing endpoints, in process (no network, no second DB handle). */
export function snapshotFromApp(app: FastifyInstance): () => Promise<SiteData> {
  return () =>
    fetchSiteData(async (p) => {
      const res = await app.inject({ method: 'GET', url: `/sgps/${p}` });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} em ${p.split('?')[0]}`);
      return res.json();
    }, 'db', app.clock());
}
