/**
 * The one runner (src/run/runner.ts) on its own: bounded concurrency, the budget, resume,
 * cancellation and the results-folder lock, with plain items (every task kind's integration
 * tests show the same through the real SDK and the loopback fake).
 */
import { describe, expect, test } from '@jest/globals'
import { appendFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Budget } from '../../src/run/budget.js'
import { holdingResultsFolder, notRunMessage, ResultsFolderBusyError, RunSetupError, runTasks } from '../../src/run/runner.js'
import { LOCK_FILE } from '../../src/run/out-lock.js'
import { TaskLog } from '../../src/run/task-log.js'

type Item = { id: string; cost: number }
type Result = { id: string; ran: boolean; note?: string; cost: number }

const items = (n: number, cost = 1): Item[] => Array.from({ length: n }, (_, i) => ({ id: `item-${i + 1}`, cost }))
const tick = () => new Promise((r) => setTimeout(r, 2))

function kind(over: Partial<Parameters<typeof runTasks<Item, Result>>[0]> = {}) {
  const solved: string[] = []
  const recorded: string[] = []
  let active = 0
  let maxActive = 0
  const task = {
    items: items(6),
    key: (i: Item) => i.id,
    concurrency: 2,
    solve: async (i: Item): Promise<Result> => {
      active++
      maxActive = Math.max(maxActive, active)
      await tick()
      active--
      solved.push(i.id)
      return { id: i.id, ran: true, cost: i.cost }
    },
    notRun: (i: Item, note: string): Result => ({ id: i.id, ran: false, note, cost: 0 }),
    spent: (r: Result) => r.cost,
    record: (i: Item) => void recorded.push(i.id),
    ...over
  }
  return { task, solved, recorded, maxActive: () => maxActive }
}

describe('runTasks', () => {
  test('every item solved once, at most `concurrency` at a time, results in item order', async () => {
    const k = kind()
    const out = await runTasks(k.task)
    expect(out.results.map((r) => r?.id)).toEqual(items(6).map((i) => i.id))
    expect([...k.solved].sort()).toEqual(items(6).map((i) => i.id).sort())
    expect(k.maxActive()).toBe(2)
    expect(out).toMatchObject({ solved: 6, resumed: 0, refused: 0, cancelled: false, budgetStoppedBy: null })
  })

  test('the budget refuses items once spent; refused items get notRun and are recorded', async () => {
    const budget = new Budget({ maxCostUsd: 2.5 })
    const k = kind({ budget, concurrency: 1 })
    const out = await runTasks(k.task)
    expect(k.solved).toEqual(['item-1', 'item-2', 'item-3']) // 3 × $1 reaches the $2.50 cap
    expect(out.results.slice(3).map((r) => r?.note)).toEqual([notRunMessage('max-cost'), notRunMessage('max-cost'), notRunMessage('max-cost')])
    expect(k.recorded).toHaveLength(6)
    expect(out).toMatchObject({ solved: 3, refused: 3, budgetStoppedBy: 'max-cost' })
    expect(notRunMessage('max-cost')).toBe('Not run: the budget stopped new work (max-cost).')
  })

  test('resume keeps the finished items (not solved, not recorded again) and prepares the rest', async () => {
    const prepared: string[] = []
    const resumed: string[] = []
    const k = kind({
      previous: (i) => (i.id === 'item-2' || i.id === 'item-5' ? { id: i.id, ran: true, note: 'before', cost: 0 } : undefined),
      onResumed: (i) => void resumed.push(i.id),
      prepare: async (i) => void prepared.push(i.id)
    })
    const out = await runTasks(k.task)
    expect(resumed).toEqual(['item-2', 'item-5'])
    expect(k.solved.sort()).toEqual(['item-1', 'item-3', 'item-4', 'item-6'])
    expect(prepared.sort()).toEqual(['item-1', 'item-3', 'item-4', 'item-6'])
    expect(k.recorded.sort()).toEqual(['item-1', 'item-3', 'item-4', 'item-6'])
    expect(out.results[1]?.note).toBe('before')
    expect(out).toMatchObject({ resumed: 2, solved: 4 })
  })

  test('cancellation: no item starts after the abort; the one in flight is not recorded unless recordCancelled', async () => {
    for (const recordCancelled of [false, true]) {
      const ctl = new AbortController()
      const k = kind({ concurrency: 1, signal: ctl.signal, recordCancelled })
      const solve = k.task.solve
      k.task.solve = async (i) => {
        if (i.id === 'item-3') ctl.abort()
        return solve(i)
      }
      const out = await runTasks(k.task)
      expect(k.solved).toEqual(['item-1', 'item-2', 'item-3'])
      expect(k.recorded).toEqual(recordCancelled ? ['item-1', 'item-2', 'item-3'] : ['item-1', 'item-2'])
      expect(out.cancelled).toBe(true)
      expect(out.results.filter((r) => r !== undefined)).toHaveLength(recordCancelled ? 3 : 2)
    }
  })

  test('retainResults false keeps no results in memory (record streams them)', async () => {
    const k = kind({ retainResults: false })
    const out = await runTasks(k.task)
    expect(out.results.every((r) => r === undefined)).toBe(true)
    expect(k.recorded).toHaveLength(6)
  })
})

describe('holdingResultsFolder and the task log', () => {
  test('holds the folder while fn runs and releases it; a folder held by another live process is refused', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'runner-lock-'))
    try {
      const seen = await holdingResultsFolder(dir, 'test', async () => readdir(dir))
      expect(seen).toEqual([LOCK_FILE])
      expect(await readdir(dir)).toEqual([])
      await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: os.hostname(), startedAt: new Date().toISOString(), command: 'run', token: 'x' }))
      const err = await holdingResultsFolder(dir, 'test', async () => 'ran').catch((e: unknown) => e)
      expect(err).toBeInstanceOf(ResultsFolderBusyError)
      expect(err).toBeInstanceOf(RunSetupError) // the CLI reports it as a setup error (exit 2)
      expect((err as Error).message).toContain(dir)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('the task log: the last line of a key wins, a torn line is skipped, a newer version is refused', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'task-log-'))
    try {
      const log = new TaskLog<{ n: number }>(path.join(dir, 'sub', 'log.jsonl'))
      expect((await log.load()).size).toBe(0)
      await Promise.all([log.append('a', { n: 1 }), log.append('b', { n: 2 }), log.append('a', { n: 3 })])
      await appendFile(log.file, '{"version":1,"key":"c","res') // what a crash mid-append leaves
      expect([...(await log.load())]).toEqual([['a', { n: 3 }], ['b', { n: 2 }]])
      await writeFile(log.file, '{"version":2,"key":"a","result":{}}\n')
      await expect(log.load()).rejects.toThrow(/newer skill-evals \(task log version 2/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('follow-up items (adaptive trials, issue 35)', () => {
  test('items added as results arrive are solved too, within the concurrency, and the run waits for them', async () => {
    // item-1 adds two more once it finishes (after the other items started); they add nothing.
    const k = kind({
      items: items(3),
      concurrency: 2,
      followUp: async (i: Item) => {
        await tick()
        return i.id === 'item-1' ? [{ id: 'item-1b', cost: 1 }, { id: 'item-1c', cost: 1 }] : []
      },
    })
    const out = await runTasks(k.task)
    expect(k.solved.sort()).toEqual(['item-1', 'item-1b', 'item-1c', 'item-2', 'item-3'])
    expect(out.solved).toBe(5)
    expect(out.results).toHaveLength(5)
    expect(k.maxActive()).toBeLessThanOrEqual(2)
  })
  test('a resumed item gets its follow-ups as well (themselves resumed or solved)', async () => {
    const k = kind({
      items: items(2),
      previous: (i: Item) => (i.id === 'item-1' || i.id === 'item-1b' ? { id: i.id, ran: true, cost: 0 } : undefined),
      followUp: (i: Item) => (i.id === 'item-1' ? [{ id: 'item-1b', cost: 1 }, { id: 'item-1c', cost: 1 }] : []),
    })
    const out = await runTasks(k.task)
    expect(out.resumed).toBe(2)
    expect(k.solved.sort()).toEqual(['item-1c', 'item-2'])
  })
})
