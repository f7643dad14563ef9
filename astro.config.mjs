import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { writeNginxConf } from './scripts/nginx-conf.ts';

/** Every build also writes deploy/nginx.conf from the route table (src/lib/routes.ts). */
const nginxRules = { name: 'nginx-rules', hooks: { 'astro:build:done': () => void writeNginxConf() } };

// Static output only: public pages are pre-rendered, logged-in pages are shells whose islands call /sgps/.
export default defineConfig({
  output: 'static',
  outDir: process.env.SITE_OUT_DIR || './dist',
  integrations: [react(), nginxRules],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  server: { port: 4321 },
  vite: {
    server: { proxy: { '/sgps': 'http://localhost:8080', '/login': 'http://localhost:8080' } },
  },
});
