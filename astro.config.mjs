// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

export default defineConfig({
  site: 'http://localhost:4321',
  integrations: [mdx(), preact()],
  server: { port: 4321 },
});
