import { describe, test, expect } from '@jest/globals'
import { secondHalfCpuPerCall, ticksPerSecond } from '../../bench/real.js'

// The bench's "CPU per run, 2nd half" line: CPU between the sample at half the calls and the last
// sample before the last call, per call. /proc's ticks are converted with the system's CLK_TCK.
const hz = ticksPerSecond()

describe('bench: CPU per call over the second half of the calls', () => {
  test('takes the first sample at half the calls and the last one before the end', () => {
    const samples = [
      { calls: 0, ticks: 40 }, // start-up
      { calls: 200, ticks: 90 },
      { calls: 499, ticks: 150 },
      { calls: 500, ticks: 160 }, // from here…
      { calls: 750, ticks: 190 },
      { calls: 990, ticks: 220 }, // …to here
      { calls: 1000, ticks: 300 }, // the closing grading pass: left out
    ]
    const perCall = secondHalfCpuPerCall(samples, 1000)
    expect(perCall).toBeCloseTo(((220 - 160) * 1000) / hz / (990 - 500), 9)
  })

  test('NaN when too few calls lie between the samples, or none was taken', () => {
    expect(secondHalfCpuPerCall([], 1000)).toBeNaN()
    expect(secondHalfCpuPerCall([{ calls: 0, ticks: 1 }, { calls: 1000, ticks: 9 }], 1000)).toBeNaN()
    expect(secondHalfCpuPerCall([{ calls: 500, ticks: 1 }, { calls: 550, ticks: 9 }, { calls: 1000, ticks: 20 }], 1000)).toBeNaN()
    expect(secondHalfCpuPerCall([{ calls: 500, ticks: 1 }, { calls: 600, ticks: 9 }], 1000)).toBeCloseTo((8 * 1000) / hz / 100, 9)
  })
})
