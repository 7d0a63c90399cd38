import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

export default defineConfig({
  plugins: [preact()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
    // Whole-game property tests are heavy; a slow machine must not fail them. Speed is measured by
    // the benchmark (npm run bench), not by test time limits.
    testTimeout: 30_000,
  },
});
