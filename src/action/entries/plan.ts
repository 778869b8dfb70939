/** Entry of the `plan` step (bundled to dist/plan.js, run by its action.yml with `runs.using: node24`). */
import { runStep } from '../main.js'

await runStep('plan')
