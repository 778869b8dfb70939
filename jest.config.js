/**
 * Jest 30 in ESM mode (the @actions toolkit is ESM-only), run with `--experimental-vm-modules`.
 * TypeScript is stripped by SWC (@swc/jest), file by file, with no type checking: `tsc --noEmit`
 * (in `npm test` and `npm run typecheck`) does that. It replaced ts-jest: the same tests for less
 * CPU (numbers in docs/testing.md). `module.type: 'es6'` keeps `import`/`export`, `import.meta` and top-level
 * `await` as they are for jest's ESM loader; `keepImportAttributes` keeps `with { type: 'json' }`.
 * ts-jest-resolver maps the `.js` in our NodeNext imports to the `.ts` source.
 */
export default {
  resolver: 'ts-jest-resolver',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          experimental: { keepImportAttributes: true, emitAssertForImportAttributes: false }
        },
        module: { type: 'es6' },
        sourceMaps: 'inline'
      }
    ]
  },
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // Stryker's sandboxes (npm run test:mutation) hold a copy of the project: not modules of this one.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  testTimeout: 30000,
  maxWorkers: 2
}
