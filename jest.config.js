/** Jest 30 in ESM mode with ts-jest (the @actions toolkit is ESM-only). */
export default {
  preset: 'ts-jest/presets/default-esm',
  resolver: 'ts-jest-resolver',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }]
  },
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
  maxWorkers: 2
}
