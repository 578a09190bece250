// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Generated, installed or read byte for byte by the tests (the Ruby corpus, DSL fixtures).
  { ignores: ['dist/', 'coverage/', 'docs/', '.perf/', 'test/import/corpus/', 'test/dsl-files/', 'examples/public/'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.mjs', 'bin/*.js', 'bench/*.{js,mjs}', 'bench/proto/*.mjs', 'test/*/*/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Modules loaded on first use (the middleware, the inspector, prism's WASM, the form readers)
      // are require()d at the call, each cast to `typeof import(...)`: that keeps `require('railroute')` small.
      '@typescript-eslint/no-require-imports': 'off',
      // The RegExps it flags find control characters on purpose, to escape or refuse them.
      'no-control-regex': 'off',
      // `{ block }`, not `{ block: block }`.
      'object-shorthand': ['error', 'properties'],
    },
  },
  {
    // A loader of what loads on first use names what it takes, `const { a }: typeof import('./m') =
    // require('./m')` (support/on-first-use.ts): the annotation types `require`'s result, and knip
    // reads the names as imports, which it cannot do through a cast.
    files: ['src/**/on-demand.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Plain JavaScript (the bin script, benches, test runners) has no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        __filename: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        global: 'readonly',
      },
    },
  },
  {
    // Tests build hostile inputs (objects without prototypes, wrong types on purpose) and read
    // untyped JSON and child-process output: `any` there is the point, not a leak.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Express tells an error handler from other middleware by its four parameters, so a handler
    // that never calls `next` still declares it (`_next`); a rest pattern drops keys by naming
    // them (`{ file: _f, ...row }`). The leading underscore says "unused on purpose".
    files: ['test/**', 'examples/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
