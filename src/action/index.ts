/** Entry of the action (bundled to dist/index.js, run by `runs.using: node24`). */
import { run } from './main.js'

await run()
