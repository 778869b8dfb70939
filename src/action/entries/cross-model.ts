/** Entry of the `cross-model` step (bundled to dist/cross-model.js, run by its action.yml with `runs.using: node24`). */
import { runStep } from '../main.js'

await runStep('cross-model')
