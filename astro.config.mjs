// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { lessonCheck } from './src/lessons/integration.ts';

export default defineConfig({
  site: 'http://localhost:4321',
  integrations: [lessonCheck(), mdx(), preact()],
  server: { port: 4321 },
});
