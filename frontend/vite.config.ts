import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import { defineConfig } from 'vitest/config'

import { precompress } from './build/precompress'
import { REFERENCE_FILE, referenceLists } from './build/reference-lists'
import { vendorGroups } from './build/vendor-chunks'

/**
 * The installable app (vite-plugin-pwa): a manifest, icons, and a service worker that precaches the app shell
 * (every built page chunk, style, icon) so the registry opens with no network once it was opened signed in.
 * The reference lists (barangays, tribes, form choices; no personal data) are precached with it: the build
 * writes them from the backend as reference.json (build/reference-lists.ts), read when /api/reference cannot
 * answer. Nothing comes from a third party. Personal data is never in the worker's caches:
 * the records kept for offline reading live in IndexedDB (src/lib/offline), cleared at logout.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  injectRegister: 'script',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Katutubo Registry',
    short_name: 'Katutubo',
    description: 'Records of the indigenous peoples of Catanauan, Quezon',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fff7ed',
    theme_color: '#7c2d12',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', REFERENCE_FILE],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
}

export default defineConfig({
  plugins: [react(), tailwindcss(), referenceLists(), VitePWA(pwaOptions), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8000' },
  },
  build: {
    chunkSizeWarningLimit: 600,
    manifest: true, // read by build/login-budget.mjs
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  test: {
    // Vitest leaves one core to itself by default: on a 2-core machine that is one worker for 90 files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // One copy of react-router for 'react-router' and 'react-router/dom' (else two router contexts).
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/development/dom-export.mjs', import.meta.url)) },
    ],
  },
})
