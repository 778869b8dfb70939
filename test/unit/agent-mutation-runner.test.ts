/**
 * Issue 36 (mutation part `agent`): the one runner (src/run/runner.ts) hook by hook. The order of
 * the hooks (resumed items counted before `start`, `prepare` before the budget is asked), what
 * the budget is told, what a cancelled item leaves, the width of the worker pool (fractional and
 * zero concurrency, follow-ups that arrive after the first items), results kept or not, and the
 * results folder's lock around `fn`.
 */
import { describe, expect, test } from '@jest/globals'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Budget } from '../../src/run/budget.js'
import { holdingResultsFolder, notRunMessage, ResultsFolderBusyError, RunSetupError, runTasks, type TaskRun } from '../../src/run/runner.js'
import { LOCK_FILE } from '../../src/run/out-lock.js'

type Item = { id: string; cost: number | null }
type Result = { id: string; ran: boolean; note?: string; cost: number | null }

const items = (n: number, cost: number | null = 1): Item[] => Array.from({ length: n }, (_, i) => ({ id: `i${i + 1}`, cost }))
const tick = (ms = 2) => new Promise((r) => setTimeout(r, ms))

/** A kind whose hooks log what happens, in order. */
function kind(over: Partial<TaskRun<Item, Result>> = {}) {
  const log: string[] = []
  let active = 0
  let maxActive = 0
  const task: TaskRun<Item, Result> = {
    items: items(4),
    key: (i) => i.id,
    concurrency: 1,
    solve: async (i) => {
      active++
      maxActive = Math.max(maxActive, active)
      log.push(`solve ${i.id}`)
      await tick()
      active--
      return { id: i.id, ran: true, cost: i.cost }
    },
    notRun: (i, note) => {
      log.push(`notRun ${i.id}`)
      return { id: i.id, ran: false, note, cost: 0 }
    },
    spent: (r) => r.cost,
    record: (i) => void log.push(`record ${i.id}`),
    ...over,
  }
  return { task, log, maxActive: () => maxActive }
}

describe('notRunMessage', () => {
  test('names what stopped the work', () => {
    expect(notRunMessage('max-runs')).toBe('Not run: the budget stopped new work (max-runs).')
    expect(notRunMessage('max-cost')).toBe('Not run: the budget stopped new work (max-cost).')
    expect(notRunMessage(null)).toBe('Not run: the budget stopped new work (null).')
  })
})

describe('the hooks, in order', () => {
  test('resumed items are counted (onResumed with their result) before start; prepare comes before the budget', async () => {
    const budget = new Budget({ maxRuns: 1 })
    const k = kind({
      budget,
      previous: (i) => (i.id === 'i2' ? { id: 'i2', ran: true, note: 'kept', cost: 0 } : undefined),
      onResumed: (i, r) => void k.log.push(`resumed ${i.id} ${r.note}`),
      start: () => void k.log.push('start'),
      prepare: async (i) => void k.log.push(`prepare ${i.id}`),
    })
    const out = await runTasks(k.task)
    expect(k.log).toEqual([
      'resumed i2 kept',
      'start',
      'prepare i1',
      'solve i1',
      'record i1',
      'prepare i3', // prepared even though the budget then refuses it
      'notRun i3',
      'record i3',
      'prepare i4',
      'notRun i4',
      'record i4',
    ])
    expect(out.results.map((r) => r && `${r.id}:${r.ran}:${r.note ?? ''}`)).toEqual([
      'i1:true:',
      'i2:true:kept',
      `i3:false:${notRunMessage('max-runs')}`,
      `i4:false:${notRunMessage('max-runs')}`,
    ])
    expect(out).toMatchObject({ resumed: 1, solved: 1, refused: 2, cancelled: false, budgetStoppedBy: 'max-runs' })
    expect(budget.snapshot()).toMatchObject({ started: 1, recorded: 1, spentUsd: 1, refused: 2 })
  })

  test('the budget is told what each solved item spent (unknown included); a refused item is not recorded as spent', async () => {
    const budget = new Budget({ maxCostUsd: 10 })
    const k = kind({ budget, items: [{ id: 'a', cost: 2 }, { id: 'b', cost: null }, { id: 'c', cost: 3 }] })
    const out = await runTasks(k.task)
    expect(budget.snapshot()).toMatchObject({ started: 3, recorded: 3, spentUsd: 5, unknownCostRuns: 1 })
    expect(out).toMatchObject({ solved: 3, refused: 0, budgetStoppedBy: null })
  })

  test('without a budget nothing is refused and budgetStoppedBy is null', async () => {
    const k = kind()
    const out = await runTasks(k.task)
    expect(out).toEqual({ results: expect.any(Array), resumed: 0, solved: 4, refused: 0, cancelled: false, budgetStoppedBy: null })
  })

  test('enter and leave wrap every item, the refused ones too', async () => {
    const k = kind({ budget: new Budget({ maxRuns: 1 }), items: items(2) })
    k.task.enter = () => void k.log.push('enter')
    k.task.leave = () => void k.log.push('leave')
    await runTasks(k.task)
    expect(k.log).toEqual(['enter', 'solve i1', 'record i1', 'leave', 'enter', 'notRun i2', 'record i2', 'leave'])
  })

  test('a solver that throws stops the run with its error (leave still called)', async () => {
    const k = kind({ items: items(3) })
    k.task.leave = () => void k.log.push('leave')
    k.task.solve = async (i) => {
      if (i.id === 'i2') throw new Error('solver broke')
      return { id: i.id, ran: true, cost: 0 }
    }
    await expect(runTasks(k.task)).rejects.toThrow('solver broke')
    expect(k.log).toEqual(['record i1', 'leave', 'leave'])
  })
})

describe('retained results', () => {
  test('retainResults false keeps neither solved nor resumed results', async () => {
    for (const followUp of [undefined, () => [] as Item[]]) {
      const k = kind({ retainResults: false, previous: (i) => (i.id === 'i1' ? { id: 'i1', ran: true, cost: 0 } : undefined), ...(followUp ? { followUp } : {}) })
      const out = await runTasks(k.task)
      expect(out.results).toEqual([undefined, undefined, undefined, undefined])
      expect(out).toMatchObject({ resumed: 1, solved: 3 })
    }
  })

  test('with follow-ups, resumed items keep their results in place', async () => {
    const k = kind({ previous: (i) => (i.id === 'i3' ? { id: 'i3', ran: true, note: 'old', cost: 0 } : undefined), followUp: () => [] })
    const out = await runTasks(k.task)
    expect(out.results.map((r) => r?.note ?? r?.id)).toEqual(['i1', 'i2', 'old', 'i4'])
    expect(out).toMatchObject({ resumed: 1, solved: 3 })
  })
})

describe('cancellation', () => {
  test('a signal aborted before the run: nothing is prepared or solved, the run is cancelled', async () => {
    const ctl = new AbortController()
    ctl.abort()
    const k = kind({ signal: ctl.signal, prepare: async (i) => void k.log.push(`prepare ${i.id}`) })
    const out = await runTasks(k.task)
    expect(k.log).toEqual([])
    expect(out).toMatchObject({ solved: 0, cancelled: true, results: [undefined, undefined, undefined, undefined] })
  })

  test('the item in flight at the abort: not counted, not spent, no follow-ups; with recordCancelled it is all three but follow-ups', async () => {
    for (const recordCancelled of [false, true]) {
      const ctl = new AbortController()
      const budget = new Budget()
      const followed: string[] = []
      const k = kind({
        budget,
        recordCancelled,
        signal: ctl.signal,
        followUp: (i) => {
          followed.push(i.id)
          return []
        },
      })
      const solve = k.task.solve
      k.task.solve = async (i) => {
        const r = await solve(i)
        if (i.id === 'i2') ctl.abort()
        return r
      }
      const out = await runTasks(k.task)
      expect(followed).toEqual(['i1'])
      expect(out.cancelled).toBe(true)
      expect(out.solved).toBe(recordCancelled ? 2 : 1)
      expect(budget.snapshot().recorded).toBe(recordCancelled ? 2 : 1)
      expect(k.log.filter((l) => l.startsWith('record'))).toEqual(recordCancelled ? ['record i1', 'record i2'] : ['record i1'])
      expect(out.results.map((r) => r?.id)).toEqual(recordCancelled ? ['i1', 'i2', undefined, undefined] : ['i1', undefined, undefined, undefined])
    }
  })
})

describe('how many items run at once', () => {
  test('a fractional concurrency is rounded down', async () => {
    const k = kind({ items: items(6), concurrency: 2.9 })
    await runTasks(k.task)
    expect(k.maxActive()).toBe(2)
  })

  test('a concurrency below 1 still runs the items, one at a time', async () => {
    for (const concurrency of [0, 0.5]) {
      const k = kind({ items: items(3), concurrency })
      const out = await runTasks(k.task)
      expect(out.solved).toBe(3)
      expect(k.maxActive()).toBe(1)
    }
  })

  test('no items: an empty outcome', async () => {
    const k = kind({ items: [], concurrency: 3 })
    expect(await runTasks(k.task)).toEqual({ results: [], resumed: 0, solved: 0, refused: 0, cancelled: false, budgetStoppedBy: null })
  })

  test('follow-ups that arrive after the first items use the full concurrency', async () => {
    // One item to start with; it adds three, which run side by side (3 workers, not 1).
    const k = kind({
      items: items(1),
      concurrency: 3,
      solve: async (i) => {
        k.log.push(`solve ${i.id}`)
        active++
        max = Math.max(max, active)
        await tick(20)
        active--
        return { id: i.id, ran: true, cost: 0 }
      },
      followUp: (i) => (i.id === 'i1' ? [{ id: 'f1', cost: 0 }, { id: 'f2', cost: 0 }, { id: 'f3', cost: 0 }] : []),
    })
    let active = 0
    let max = 0
    const out = await runTasks(k.task)
    expect(out.solved).toBe(4)
    expect(out.results.map((r) => r?.id)).toEqual(['i1', 'f1', 'f2', 'f3'])
    expect(max).toBe(3)
  })

  test('a follow-up added while other items are still running is picked up by an idle worker', async () => {
    // i1 is slow and adds f1 at its end; i2 is quick. The worker freed by i2 must wait for f1.
    const k = kind({
      items: items(2),
      concurrency: 2,
      solve: async (i) => {
        k.log.push(`solve ${i.id}`)
        await tick(i.id === 'i1' ? 30 : 1)
        return { id: i.id, ran: true, cost: 0 }
      },
      followUp: (i) => (i.id === 'i1' ? [{ id: 'f1', cost: 0 }] : i.id === 'f1' ? [{ id: 'f2', cost: 0 }] : []),
    })
    const out = await runTasks(k.task)
    expect(out.results.map((r) => r?.id)).toEqual(['i1', 'i2', 'f1', 'f2'])
    expect(k.log.filter((l) => l.startsWith('solve')).sort()).toEqual(['solve f1', 'solve f2', 'solve i1', 'solve i2'])
  })
})

describe('holdingResultsFolder', () => {
  test('releases the lock when fn throws, and passes its error on', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'agent-runner-lock-'))
    try {
      await expect(
        holdingResultsFolder(dir, 'run', async () => {
          expect(await readdir(dir)).toEqual([LOCK_FILE])
          throw new Error('fn failed')
        })
      ).rejects.toThrow('fn failed')
      expect(await readdir(dir)).toEqual([])
      expect(await holdingResultsFolder(dir, 'run', async () => 42)).toBe(42)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('a folder that cannot be locked for another reason keeps its own error (not a busy folder)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'agent-runner-lock-'))
    try {
      const file = path.join(dir, 'a-file')
      await writeFile(file, 'x')
      const err = await holdingResultsFolder(path.join(file, 'out'), 'run', async () => 'ran').catch((e: unknown) => e)
      expect((err as NodeJS.ErrnoException).code).toBe('ENOTDIR')
      expect(err).not.toBeInstanceOf(RunSetupError)
      expect(err).not.toBeInstanceOf(ResultsFolderBusyError)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('a busy folder: ResultsFolderBusyError carrying the lock\'s message', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'agent-runner-lock-'))
    try {
      await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: os.hostname(), startedAt: new Date().toISOString(), command: 'other-cmd', token: 'x' }))
      const err = await holdingResultsFolder(dir, 'run', async () => 'ran').catch((e: unknown) => e)
      expect(err).toBeInstanceOf(ResultsFolderBusyError)
      expect((err as Error).message).toMatch(/other-cmd/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
