#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/run/budget.ts
var Budget = class {
  maxCostUsd;
  maxRuns;
  _started = 0;
  _recorded = 0;
  _spent = 0;
  _unknown = 0;
  _refused = 0;
  constructor(opts = {}) {
    this.maxCostUsd = opts.maxCostUsd ?? null;
    this.maxRuns = opts.maxRuns ?? null;
    if (this.maxCostUsd !== null && !(this.maxCostUsd >= 0)) {
      throw new RangeError(`max-cost-usd must be a number >= 0, got ${opts.maxCostUsd}`);
    }
    if (this.maxRuns !== null && !(Number.isInteger(this.maxRuns) && this.maxRuns >= 0)) {
      throw new RangeError(`max-runs must be an integer >= 0, got ${opts.maxRuns}`);
    }
  }
  /** Why new work is stopped, or null. */
  get stoppedBy() {
    if (this.maxRuns !== null && this._started >= this.maxRuns) return "max-runs";
    if (this.maxCostUsd !== null && this._spent >= this.maxCostUsd) return "max-cost";
    return null;
  }
  get exhausted() {
    return this.stoppedBy !== null;
  }
  get started() {
    return this._started;
  }
  get spentUsd() {
    return this._spent;
  }
  get unknownCostRuns() {
    return this._unknown;
  }
  /** Reserve a run. False (and nothing reserved) once the budget is exhausted. */
  tryStart() {
    if (this.exhausted) {
      this._refused++;
      return false;
    }
    this._started++;
    return true;
  }
  /** Record the cost of a finished run (null = unknown, counted as $0 and flagged). */
  record(costUsd) {
    this._recorded++;
    if (costUsd === null || !Number.isFinite(costUsd)) this._unknown++;
    else this._spent += costUsd;
  }
  snapshot() {
    return {
      maxCostUsd: this.maxCostUsd,
      maxRuns: this.maxRuns,
      started: this._started,
      recorded: this._recorded,
      spentUsd: this._spent,
      unknownCostRuns: this._unknown,
      refused: this._refused,
      stoppedBy: this.stoppedBy
    };
  }
};

export {
  Budget
};
