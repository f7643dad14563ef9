import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { writeDeployFiles } from './scripts/deploy-files.ts';
import { precompress } from './scripts/precompress.ts';

/**
 * Every install-time build also writes deploy/nginx.conf from the route table (src/lib/routes.ts), the systemd
 * units and the CDN rules (scripts/deploy-files.ts). A server's rebuild (SITE_OUT_DIR set) does not: the
 * installation's files are the administrator's, and the code's folder is read-only to the service.
 */
const nginxRules = { name: 'nginx-rules', hooks: { 'astro:build:done': () => void (process.env.SITE_OUT_DIR || writeDeployFiles()) } };
/** .gz and .br next to every text file, served as they are (no compression per request). */
const precompressed = { name: 'precompress', hooks: { 'astro:build:done': ({ dir }) => void precompress(fileURLToPath(dir)) } };

// Static output only: public pages are pre-rendered, logged-in pages are shells whose islands call /sgps/.
export default defineConfig({
  output: 'static',
  outDir: process.env.SITE_OUT_DIR || './dist',
  integrations: [react(), nginxRules, precompressed],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  // Content-Security-Policy (enforced) as a <meta> in every page: Astro hashes its own scripts (the island
  // hydration included) and styles, so no other inline script runs. frame-ancestors cannot live in a <meta>:
  // the server sends it as a header (server/plugins/security-headers.ts), and both policies apply.
  // pdf.js's worker (the staff's PDF viewer) is a .js file of this build: worker-src falls back to script-src 'self',
  // so no worker-src, no blob: and no 'wasm-unsafe-eval' (its WebAssembly decoders are off) are needed.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: ["default-src 'self'", "img-src 'self' data: blob:", "font-src 'self' data:", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-src 'none'"],
      scriptDirective: { resources: ["'self'"] },
      // React sets a few style attributes (toasts' position): attributes only, never <style> or scripts.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  server: { port: 4321 },
  vite: {
    server: { proxy: { '/sgps': 'http://localhost:8080', '/login': 'http://localhost:8080' } },
  },
});
