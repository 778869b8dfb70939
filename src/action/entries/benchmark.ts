/** Entry of the `benchmark` step (bundled to dist/benchmark.js, run by its action.yml with `runs.using: node24`). */
import { runStep } from '../main.js'

await runStep('benchmark')
