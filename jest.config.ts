/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // tsconfig's isolatedModules makes ts-jest transpile each file alone (fast); tsc type-checks.
  transform: { '^.+\\.ts$': ['ts-jest', {}] },
};

export default config;
