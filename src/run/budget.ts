/**
 * Budget: stops NEW work once `maxRuns` runs have started or the recorded spend reached
 * `maxCostUsd`. Runs already in flight finish (so the final spend can overshoot the cap by
 * at most the cost of the in-flight runs); the caller marks every run that `tryStart()`
 * refused as `skipped` and reports them as such.
 *
 * Unknown costs (`null`, model without a price) count as $0 toward `maxCostUsd`, but are
 * counted in `unknownCostRuns` so the report can say the cost cap may not be reliable.
 */

export interface BudgetOptions {
  /** null/undefined = no cost cap. */
  maxCostUsd?: number | null
  /** null/undefined = no run cap. */
  maxRuns?: number | null
}

export type BudgetStop = 'max-runs' | 'max-cost'

export interface BudgetSnapshot {
  maxCostUsd: number | null
  maxRuns: number | null
  started: number
  recorded: number
  /** Known spend, USD. */
  spentUsd: number
  /** Runs whose cost was unknown (counted as $0). */
  unknownCostRuns: number
  refused: number
  /** Why new work is stopped, or null while it may continue. */
  stoppedBy: BudgetStop | null
}

export class Budget {
  readonly maxCostUsd: number | null
  readonly maxRuns: number | null
  private _started = 0
  private _recorded = 0
  private _spent = 0
  private _unknown = 0
  private _refused = 0

  constructor(opts: BudgetOptions = {}) {
    this.maxCostUsd = opts.maxCostUsd ?? null
    this.maxRuns = opts.maxRuns ?? null
    if (this.maxCostUsd !== null && !(this.maxCostUsd >= 0)) {
      throw new RangeError(`max-cost-usd must be a number >= 0, got ${opts.maxCostUsd}`)
    }
    if (this.maxRuns !== null && !(Number.isInteger(this.maxRuns) && this.maxRuns >= 0)) {
      throw new RangeError(`max-runs must be an integer >= 0, got ${opts.maxRuns}`)
    }
  }

  /** Why new work is stopped, or null. */
  get stoppedBy(): BudgetStop | null {
    if (this.maxRuns !== null && this._started >= this.maxRuns) return 'max-runs'
    if (this.maxCostUsd !== null && this._spent >= this.maxCostUsd) return 'max-cost'
    return null
  }

  get exhausted(): boolean {
    return this.stoppedBy !== null
  }

  get started(): number {
    return this._started
  }

  get spentUsd(): number {
    return this._spent
  }

  get unknownCostRuns(): number {
    return this._unknown
  }

  /** Reserve a run. False (and nothing reserved) once the budget is exhausted. */
  tryStart(): boolean {
    if (this.exhausted) {
      this._refused++
      return false
    }
    this._started++
    return true
  }

  /** Record the cost of a finished run (null = unknown, counted as $0 and flagged). */
  record(costUsd: number | null): void {
    this._recorded++
    if (costUsd === null || !Number.isFinite(costUsd)) this._unknown++
    else this._spent += costUsd
  }

  snapshot(): BudgetSnapshot {
    return {
      maxCostUsd: this.maxCostUsd,
      maxRuns: this.maxRuns,
      started: this._started,
      recorded: this._recorded,
      spentUsd: this._spent,
      unknownCostRuns: this._unknown,
      refused: this._refused,
      stoppedBy: this.stoppedBy,
    }
  }
}
