/**
 * The GitHub Action front door. Every action of this repository runs `runStep` with its step
 * fixed by its entry file (src/action/entries/<step>.ts → dist/<step>.js):
 *
 * - pr          the root action.yml: the whole pull-request evaluation in one step.
 * - validate    validate/action.yml: check every SKILL.md, suite and config.
 * - plan        plan/action.yml: decide mode and skills, size the shard matrix, write plan.json.
 * - evaluate    evaluate/action.yml: run and grade one shard of a plan.
 * - merge       merge/action.yml: combine the shards' results, aggregate, gate, summary, viewer.
 * - comment     comment/action.yml: the sticky PR comment from a merged results folder.
 * - benchmark   benchmark/action.yml: write (and optionally commit) evals/benchmarks/<date>-<sha>.json.
 * - cross-model cross-model/action.yml: per-model merged results → the cross-model table.
 *
 * Each step reads one typed settings object (src/action/inputs.ts), calls the core through its
 * module in src/action/steps/, and sets only its own outputs (src/action/outputs.ts). The root
 * action still accepts the deprecated `command` input for one release (a warning names the
 * folder action to use instead).
 */
import * as core from '@actions/core'
import { initSecrets, onSecretPattern, redactProcessOutput } from '../redact/index.js'
import { setNoSandboxListener } from '../sandbox/index.js'
import { setCacheNoteListener } from '../run/response-cache.js'
import { readContext, type ActionContext } from './context.js'
import { deprecatedCommand, readSettings, scrubSecretInputs, type Step, type StepSettings } from './inputs.js'
import { outputsOf, type ActionOutputs } from './outputs.js'

type StepFn<S extends Step> = (s: StepSettings[S], ctx: ActionContext, setOutputs: (o: ActionOutputs) => void) => Promise<void>

// Each step's module is loaded when that step runs: an entry (dist/<step>.js) loads only its own step.
const STEP_FNS: { [S in Step]: StepFn<S> } = {
  pr: async (s, c, o) => (await import('./steps/pr.js')).prStep(s, c, o),
  validate: async (s, c, o) => (await import('./steps/validate.js')).validateStep(s, c, o),
  plan: async (s, c, o) => (await import('./steps/plan.js')).planStep(s, c, o),
  evaluate: async (s, c, o) => (await import('./steps/evaluate.js')).evaluateStep(s, c, o),
  merge: async (s, c, o) => (await import('./steps/merge.js')).mergeStep(s, c, o),
  comment: async (s, c, o) => (await import('./steps/comment.js')).commentStep(s, c, o),
  benchmark: async (s, c, o) => (await import('./steps/benchmark.js')).benchmarkStep(s, c, o),
  'cross-model': async (s, c, o) => (await import('./steps/cross-model.js')).crossModelStep(s, c, o),
}

async function runOne<S extends Step>(step: S, ctx: ActionContext): Promise<void> {
  const settings = readSettings(step)
  scrubSecretInputs()
  await STEP_FNS[step](settings, ctx, outputsOf(step))
}

/** Runs `step` as the runner does: settings from INPUT_*, the event from GITHUB_EVENT_PATH. */
export async function runStep(step: Step): Promise<void> {
  try {
    // Issue 17: every secret this process knows is registered before anything is printed or
    // written; each of its forms is masked in the log too, and stdout/stderr are redacted.
    onSecretPattern((p) => core.setSecret(p))
    redactProcessOutput()
    setNoSandboxListener((n) => core.warning(n))
    // Issue 33 row C: "the cache moved out of the checkout on a pull request" goes to the job log.
    setCacheNoteListener((n) => core.info(`skill-evals: ${n}`))
    initSecrets(process.env)
    let chosen: Step = step
    if (step === 'pr') {
      const named = deprecatedCommand()
      if (named) {
        const folder = named === 'pr' ? 'the root action without `command`' : `\`uses: <owner>/skill-evals/${named}@<ref>\``
        core.warning(`skill-evals: the \`command\` input is deprecated and goes away in the next major release; use ${folder}.`)
        chosen = named
      }
    }
    const ctx = await readContext()
    await runOne(chosen, ctx)
  } catch (err) {
    scrubSecretInputs()
    core.setFailed(`skill-evals could not run: ${err instanceof Error ? err.message : String(err)}`)
  }
}
