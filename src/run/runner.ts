/**
 * The one runner (issue 20). Every task kind hands its items to `runTasks`: eval runs
 * (`run/index.ts`: eval × configuration × trial), trigger queries (`triggers/run.ts`: query ×
 * repetition), golden and regression cases (`regression/runner.ts`: case × trial) and pipeline
 * scenarios (`pipeline/runner.ts`: one chain of steps per item).
 *
 * A task is dataset → solver → scorers: the kind gives the items (the dataset, each with a key
 * that names it), `solve` (its solver — the Messages-API loop, Claude Code or the batch
 * transport, reached through the `send` it was handed — followed by its scorers) and `record`
 * (its files). The runner owns what every kind shares:
 *
 * - bounded concurrency (`concurrency` items in flight; API calls are bounded again by the
 *   gateway's limiter, which the kind's `send` goes through, as is the response cache);
 * - the budget: an item the budget refuses is not solved; `notRun` gives its result, recorded
 *   like any other, and the spend of each solved item (`spent`; 0 for a cache replay) is counted;
 * - resume: an item whose previous result counts as finished (`previous`) is kept, not solved;
 * - cancellation: once `signal` aborts no item starts, and an item that was in flight is not
 *   recorded (a resume redoes it) unless the kind records what it cancelled (`recordCancelled`);
 * - the results folder's lock (`holdingResultsFolder`): one writer per folder.
 *
 * Redaction stays at the sinks (the results store's writers, the task log, the trigger results
 * file, process output, the GitHub publisher, the viewer); the runner writes nothing itself.
 */
import type { Budget, BudgetStop } from './budget.js'
import { lockOutDir, OutDirLockedError } from './out-lock.js'

export interface TaskRun<I, R> {
  /** The dataset: the items, in the order their results are returned. */
  items: readonly I[]
  /** An item's identity (a run id): the resume key. */
  key(item: I): string
  /** Items in flight at once (at least 1, at most the items left to solve). */
  concurrency: number
  signal?: AbortSignal
  /** Stops new items once spent; a refused item gets `notRun`'s result. */
  budget?: Budget
  /** Resume: the item's result from before when it counts as finished (kept, not solved again). */
  previous?(item: I): R | undefined
  /** A resumed item (its result is in the results, `record` is not called for it). */
  onResumed?(item: I, result: R): void
  /** Called once the resumed items are counted, before the first item starts. */
  start?(): void
  /** Called for every item that is not resumed, before the budget is asked (clear an old attempt's files). */
  prepare?(item: I): Promise<void>
  /** The solver and its scorers. Throwing stops the whole run: a kind records its own failures as results. */
  solve(item: I): Promise<R>
  /** The result of an item the budget refused; `message` says why. */
  notRun(item: I, message: string): R
  /** What a solved item spent, for the budget (null = unknown; 0 for a replay from the response cache). */
  spent(result: R): number | null
  /** Records a finished item (solved or refused): its files, a log line, progress. */
  record?(item: I, result: R): Promise<void> | void
  /**
   * Record an item that finished after `signal` aborted (default false: not recorded, a resume
   * redoes it). A kind whose result says it was cancelled (a pipeline scenario) sets it.
   */
  recordCancelled?: boolean
  /** Keep each result in `results` (default true); false keeps memory flat in the number of items (`record` streams them). */
  retainResults?: boolean
  /**
   * Items to add once an item is finished (recorded, or resumed): adaptive trials add an eval's
   * further trials when its first ones disagreed (issue 35). Added items are resumed, budgeted and
   * solved like the others; the run ends when nothing is queued or in flight.
   */
  followUp?(item: I, result: R): Promise<readonly I[]> | readonly I[]
  /** Around each item (the batch transport counts the active runs). */
  enter?(): void
  leave?(): void
}

export interface TaskRunOutcome<R> {
  /** Each item's result in item order; undefined for an item not finished (cancelled) or not retained. */
  results: (R | undefined)[]
  resumed: number
  solved: number
  /** Items the budget refused. */
  refused: number
  cancelled: boolean
  budgetStoppedBy: BudgetStop | null
}

/** The message recorded for an item the budget refused. */
export function notRunMessage(stoppedBy: BudgetStop | null): string {
  return `Not run: the budget stopped new work (${stoppedBy}).`
}

/** Runs every item of a task through its solver and scorers; see the module comment. */
export async function runTasks<I, R>(t: TaskRun<I, R>): Promise<TaskRunOutcome<R>> {
  const retain = t.retainResults !== false
  const items: I[] = [...t.items]
  const results: (R | undefined)[] = items.map(() => undefined)
  const queue: number[] = []
  let resumed = 0
  let solved = 0
  let refused = 0
  let cancelled = false
  // Adds an item: resumed (kept, and its follow-ups added) or queued.
  const admit = async (item: I, i: number): Promise<void> => {
    const prev = t.previous?.(item)
    if (prev !== undefined) {
      if (retain) results[i] = prev
      resumed++
      t.onResumed?.(item, prev)
      if (t.followUp) await addAll(await t.followUp(item, prev))
    } else queue.push(i)
  }
  const addAll = async (more: readonly I[]): Promise<void> => {
    for (const item of more) {
      items.push(item)
      results.push(undefined)
      await admit(item, items.length - 1)
    }
  }
  if (t.followUp) {
    // Follow-ups of resumed items may be asynchronous: in item order, before the first item starts.
    for (let i = 0; i < t.items.length; i++) await admit(items[i]!, i)
  } else {
    t.items.forEach((item, i) => {
      const prev = t.previous?.(item)
      if (prev !== undefined) {
        if (retain) results[i] = prev
        resumed++
        t.onResumed?.(item, prev)
      } else queue.push(i)
    })
  }
  t.start?.()

  // Workers wait here while the queue is empty but items in flight may still add more.
  let inFlight = 0
  let wake: (() => void) | undefined
  const wakeAll = () => {
    const w = wake
    wake = undefined
    w?.()
  }
  let waiting: Promise<void> | undefined
  const more = () => (waiting ??= new Promise<void>((r) => (wake = () => {
    waiting = undefined
    r()
  })))

  const runOne = async (i: number): Promise<void> => {
    const item = items[i]!
    await t.prepare?.(item)
    let result: R
    if (t.budget && !t.budget.tryStart()) {
      result = t.notRun(item, notRunMessage(t.budget.stoppedBy))
      refused++
    } else {
      result = await t.solve(item)
      if (t.signal?.aborted) {
        cancelled = true
        if (!t.recordCancelled) return // not recorded: a resume redoes it
      }
      solved++
      t.budget?.record(t.spent(result))
    }
    await t.record?.(item, result)
    if (retain) results[i] = result
    if (t.followUp && !t.signal?.aborted) await addAll(await t.followUp(item, result))
  }

  let next = 0
  const worker = async (): Promise<void> => {
    while (!t.signal?.aborted) {
      if (next >= queue.length) {
        if (!t.followUp || inFlight === 0) break
        await more()
        continue
      }
      const i = queue[next++]!
      inFlight++
      t.enter?.()
      try {
        await runOne(i)
      } finally {
        t.leave?.()
        inFlight--
        wakeAll()
      }
    }
  }
  // With follow-ups the queue can grow: start as many workers as allowed, idle ones wait.
  const width = Math.max(1, Math.min(Math.floor(t.concurrency), t.followUp ? Math.max(queue.length, Math.floor(t.concurrency)) : queue.length))
  await Promise.all(Array.from({ length: width }, worker))
  if (t.signal?.aborted) cancelled = true
  return { results, resumed, solved, refused, cancelled, budgetStoppedBy: t.budget?.stoppedBy ?? null }
}

/** A run that cannot start (bad options, a busy folder): its message is for the user (exit 2). */
export class RunSetupError extends Error {}

/** A results folder held by another process (the lock's message names the holder). */
export class ResultsFolderBusyError extends RunSetupError {}

/**
 * Holds a results folder's lock (`out-lock.ts`: one writer per folder, re-entrant within the
 * process) while `fn` runs. A folder another process holds throws `ResultsFolderBusyError`.
 */
export async function holdingResultsFolder<T>(dir: string, command: string, fn: () => Promise<T>): Promise<T> {
  let release: () => Promise<void>
  try {
    release = await lockOutDir(dir, command)
  } catch (err) {
    if (err instanceof OutDirLockedError) throw new ResultsFolderBusyError(err.message)
    throw err
  }
  try {
    return await fn()
  } finally {
    await release()
  }
}
