/** Entry of the `pr` step (bundled to dist/index.js, run by its action.yml with `runs.using: node24`). */
import { runStep } from './main.js'

await runStep('pr')
