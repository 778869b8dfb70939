/** Entry of the `merge` step (bundled to dist/merge.js, run by its action.yml with `runs.using: node24`). */
import { tuneTiering } from '../../v8-tiering.js'
import { runStep } from '../main.js'

tuneTiering() // issue 21: V8 optimizes less of what a short, API-bound job runs (src/v8-tiering.ts)

await runStep('merge')
