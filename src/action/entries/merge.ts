/** Entry of the `merge` step (bundled to dist/merge.js, run by its action.yml with `runs.using: node24`). */
import { runStep } from '../main.js'

await runStep('merge')
