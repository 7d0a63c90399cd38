// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import AstroPWA from '@vite-pwa/astro';
import { lessonCheck } from './src/lessons/integration.ts';
import { contentPolicyHeader, DIRECTIVES, SCRIPT_RESOURCES } from './src/security/content-policy.ts';

export default defineConfig({
  site: 'http://localhost:4321',
  integrations: [
    lessonCheck(),
    mdx(),
    preact(),
    contentPolicyHeader(),
    AstroPWA({
      // A new version waits until the person switches to it from the notice (src/offline/register.ts).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Card Rules Tutor',
        short_name: 'Rules Tutor',
        description: 'Learn card game rules step by step, with every move explained by its rule.',
        start_url: '/',
        display: 'standalone',
        background_color: '#f7f5ef',
        theme_color: '#1d4e89',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // Every page, script, style, font and the search index (search-index.json): the whole site works offline once opened.
        globPatterns: ['**/*.{html,js,css,svg,woff,woff2,json}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // Pages are kept under their file names (<game>/rules/index.html), which Workbox finds for the
        // address /<game>/rules/ (its directoryIndex); the integration's own renaming drops the slash.
        manifestTransforms: [(entries) => ({ manifest: entries, warnings: [] })],
        // /<game>/play/?seed=… is the cached /<game>/play/: the address's settings are read by the page.
        ignoreURLParametersMatching: [/.*/],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  server: { port: 4321 },
  vite: {
    build: {
      rollupOptions: {
        output: {
          // XState's runtime in one file: a lesson fetches it whole when the learner first reaches for
          // a step, and a play page gets it in one piece rather than spread over the shared chunks.
          manualChunks: (id) => (id.includes('/node_modules/xstate/') ? 'xstate' : undefined),
        },
      },
    },
  },
  experimental: {
    // Every page carries a Content-Security-Policy meta tag: no inline script or style runs unless
    // its hash is listed (Astro lists those of the build), and nothing loads from another site.
    // src/security/content-policy.ts; the README shows it as a header.
    csp: {
      algorithm: 'SHA-256',
      directives: [...DIRECTIVES],
      scriptDirective: { resources: [...SCRIPT_RESOURCES] },
      styleDirective: { resources: ["'self'"] },
    },
  },
});
