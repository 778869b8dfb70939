/** Entry of the `evaluate` step (bundled to dist/evaluate.js, run by its action.yml with `runs.using: node24`). */
import { runStep } from '../main.js'

await runStep('evaluate')
