/**
 * The train/test split of skill-creator's `run_loop.py` (`split_eval_set(eval_set, holdout,
 * seed=42)`), reproduced exactly: seed a CPython `random` with 42, split into should-trigger and
 * should-not-trigger queries in input order, shuffle the positives then the negatives with the
 * same generator, and per class hold out `max(1, int(len(class) * holdout))` queries (truncated).
 * `test = pos[:n_pos] + neg[:n_neg]`, `train` = the rest in the same order. `holdout <= 0`
 * disables the split (everything is train).
 */
import { PyRandom } from './random.js'

export const SPLIT_SEED = 42

export interface Split<T> {
  train: T[]
  test: T[]
}

export function splitEvalSet<T extends { should_trigger: boolean }>(items: readonly T[], holdout: number, seed: number = SPLIT_SEED): Split<T> {
  if (!(holdout > 0)) return { train: [...items], test: [] }
  const rng = new PyRandom(seed)
  const pos = items.filter((e) => e.should_trigger)
  const neg = items.filter((e) => !e.should_trigger)
  rng.shuffle(pos)
  rng.shuffle(neg)
  const nPos = Math.max(1, Math.trunc(pos.length * holdout))
  const nNeg = Math.max(1, Math.trunc(neg.length * holdout))
  return {
    test: [...pos.slice(0, nPos), ...neg.slice(0, nNeg)],
    train: [...pos.slice(nPos), ...neg.slice(nNeg)]
  }
}
