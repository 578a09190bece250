// printed-diffs.test.ts runs failing.vitest.mjs with this configuration.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['failing.vitest.mjs'], environment: 'node', watch: false },
});
