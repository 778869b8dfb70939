/** A results file that cannot be read: not JSON, off-schema, or written by a newer version. */
export class ResultsLogError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    /** What is wrong, without the file name (`not valid JSON (…)`, `not a grading.json (…) at /…`). */
    readonly detail: string,
    /** What kind of problem: the text does not parse, the value is off its schema, or a newer version wrote it. */
    readonly reason: 'json' | 'schema' | 'newer' = /newer skill-evals/.test(detail) ? 'newer' : /^not valid JSON/.test(detail) ? 'json' : 'schema',
  ) {
    super(`${line === undefined ? file : `${file}:${line}`}: ${detail}`)
    this.name = 'ResultsLogError'
  }
}
