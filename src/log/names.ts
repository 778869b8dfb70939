/**
 * The names of the results folder's files. Only src/log spells them: every other module takes
 * them from here (a module of constants alone, so the action steps' small bundles can import it).
 */
export const RUNS_FILE = 'runs.jsonl'
export const GRADING_FILE = 'grading.json'
export const SUMMARY_FILE = 'summary.json'
