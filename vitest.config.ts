import { defineConfig } from 'vitest/config';

// Two tiers: unit tests run in parallel; integration tests (real TCP, real
// child processes) run one file at a time with longer deadlines. Both keep
// their temporary files in one directory per run (test/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/integration/**'],
          testTimeout: 10_000,
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 30_000,
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
