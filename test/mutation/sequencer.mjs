/**
 * Mutation testing only (jest.stryker.config.js). Stryker's jest runner runs each mutant with a
 * test name pattern that selects the tests covering it, but jest still loads every test file of
 * the set to find them: about 3 s per mutant for the 16 files that reach src/report, and more for
 * the bigger parts. This sequencer drops the test files that hold none of the selected tests,
 * using the list of tests per file written during Stryker's initial run
 * (test/mutation/record-tests.ts). The tests that run are the same; only files that would run
 * nothing are skipped. With no pattern, no list, or no match, every file runs as before.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export default class CoveringFilesSequencer {
  constructor({ globalConfig }) {
    this.pattern = globalConfig.testNamePattern
  }

  sort(tests) {
    if (!this.pattern) return tests
    const list = path.join(process.cwd(), '.stryker-tests.jsonl')
    if (!existsSync(list)) return tests
    // The same test as jest's: the pattern, case-insensitive, against each test's full name.
    const re = new RegExp(this.pattern, 'i')
    const files = new Set()
    for (const line of readFileSync(list, 'utf8').split('\n')) {
      if (line === '') continue
      const { file, name } = JSON.parse(line)
      if (re.test(name)) files.add(file)
    }
    const kept = tests.filter((t) => files.has(t.path))
    return kept.length > 0 ? kept : tests
  }

  cacheResults() {}
}
