// Copied beside routing.vitest.mjs into an ESM project that installed the packed railroute (packed.test.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['routing.vitest.mjs'], environment: 'node', watch: false },
});
