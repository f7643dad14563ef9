import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// Static output only: public pages are pre-rendered, logged-in pages are shells whose islands call /sgps/.
export default defineConfig({
  output: 'static',
  outDir: process.env.SITE_OUT_DIR || './dist',
  integrations: [react()],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  server: { port: 4321 },
  vite: {
    server: { proxy: { '/sgps': 'http://localhost:8080', '/login': 'http://localhost:8080' } },
  },
});
