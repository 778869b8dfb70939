/** Entry of the `comment` step (bundled to dist/comment.js, run by its action.yml with `runs.using: node24`). */
import { runStep } from '../main.js'

await runStep('comment')
