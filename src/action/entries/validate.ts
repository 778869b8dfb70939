/** Entry of the `validate` step (bundled to dist/validate.js, run by its action.yml with `runs.using: node24`). */
import { runStep } from '../main.js'

await runStep('validate')
