import { describe, expect, test } from '@jest/globals'
import { computeTrust, nextStep, parseTrustTier, type TrustInput } from '../../src/discover/trust-tiers.js'

// Mutation tests (issue 23) of the trust tier computation (src/discover/trust-tiers.ts): for each
// way a requirement is met or not, the computed and effective tier, the declared tier's outcome, and
// every step's reason as `skill-evals trust` and `validate` print it.

const base = { skill: 's', schema: { status: 'valid' as const }, validator: { status: 'present' as const, path: 'scripts/validate-skill.sh' }, evalCount: 5, threshold: 0.8, models: ['m1', 'm2'] }
const runs = { passed: 8, failed: 2, errors: 0, absent: 1, source: 'results/r1' }
const sum = { source: 'summary.json', timestamp: 't', passRate: 0.8, evals: 5 }
const rates = [{ model: 'm1', passRate: 0.95, timestamp: 't', source: 'a' }, { model: 'm2', passRate: 0.96, timestamp: 't', source: 'b' }]
const cases: Record<string, [TrustInput, 'evidence' | 'ceiling']> = {
  allEvidence: [{ ...base, validatorRuns: runs, summary: sum, modelRates: rates }, 'evidence'],
  ceilingAll: [{ ...base, declared: 'Certified' }, 'ceiling'],
  missingAll: [{ ...base, schema: { status: 'missing' }, validator: { status: 'missing' }, evalCount: 4, models: ['m1', 'm1'], declared: '9' }, 'ceiling'],
  invalidSchema: [{ ...base, schema: { status: 'invalid', problem: 'bad' }, declared: 'structured' }, 'evidence'],
  invalidSchemaNoProblem: [{ ...base, schema: { status: 'invalid' } }, 'evidence'],
  notRunnable: [{ ...base, validator: { status: 'not_runnable', path: 'scripts/validate-skill.txt' }, declared: '3' }, 'ceiling'],
  noRuns: [{ ...base }, 'evidence'],
  zeroJudged: [{ ...base, validatorRuns: { passed: 0, failed: 0, errors: 0, absent: 3, source: 'r' } }, 'evidence'],
  errored: [{ ...base, validatorRuns: { ...runs, errors: 2 } }, 'evidence'],
  lowValidator: [{ ...base, validatorRuns: { ...runs, passed: 7, failed: 3 } }, 'evidence'],
  noSummary: [{ ...base, validatorRuns: runs }, 'evidence'],
  nullRate: [{ ...base, validatorRuns: runs, summary: { ...sum, passRate: null } }, 'evidence'],
  fewEvalsSummary: [{ ...base, validatorRuns: runs, summary: { ...sum, evals: 4 } }, 'evidence'],
  lowSummary: [{ ...base, validatorRuns: runs, summary: { ...sum, passRate: 0.79 } }, 'evidence'],
  missingModel: [{ ...base, validatorRuns: runs, summary: sum, modelRates: [rates[0]!], declared: 'advisory' }, 'evidence'],
  lowModel: [{ ...base, validatorRuns: runs, summary: sum, modelRates: [rates[0]!, { ...rates[1]!, passRate: 0.949 }] }, 'evidence'],
}

const EXPECTED: Record<string, { result: unknown; next: string | null }> = {
  "allEvidence": {
    "result": {
      "skill": "s",
      "computed": "certified",
      "effective": "certified",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": true,
          "reason": "scripts/validate-skill.sh passed 8/10 with_skill runs (80%; needs 80%) in results/r1"
        },
        {
          "tier": "verified",
          "met": true,
          "reason": "5 eval(s) in the repository (needs 5); with_skill pass rate 80% over 5 evals in summary.json (needs 80%)"
        },
        {
          "tier": "certified",
          "met": true,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 95%, m2 96% (each needs 95%)"
        }
      ]
    },
    "next": null
  },
  "ceilingAll": {
    "result": {
      "skill": "s",
      "computed": "certified",
      "effective": "certified",
      "declared": "certified",
      "downgraded": false,
      "overclaimed": false,
      "mode": "ceiling",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": true,
          "reason": "scripts/validate-skill.sh exists (whether it passes needs graded results)"
        },
        {
          "tier": "verified",
          "met": true,
          "reason": "5 eval(s) in the repository (needs 5); passing them needs results"
        },
        {
          "tier": "certified",
          "met": true,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); the ≥95% pass rates need results"
        }
      ]
    },
    "next": null
  },
  "missingAll": {
    "result": {
      "skill": "s",
      "computed": "advisory",
      "effective": "advisory",
      "declared": null,
      "declaredInvalid": "9",
      "downgraded": false,
      "overclaimed": false,
      "mode": "ceiling",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": false,
          "reason": "no schemas/output.json"
        },
        {
          "tier": "validated",
          "met": false,
          "reason": "no scripts/validate-skill.* validator"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "4 eval(s) in the repository (needs 5)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "1 model(s) configured (needs 2 for a cross-model run)"
        }
      ]
    },
    "next": "to reach structured: no schemas/output.json"
  },
  "invalidSchema": {
    "result": {
      "skill": "s",
      "computed": "advisory",
      "effective": "advisory",
      "declared": "structured",
      "downgraded": false,
      "overclaimed": true,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": false,
          "reason": "schemas/output.json does not count: bad"
        },
        {
          "tier": "validated",
          "met": false,
          "reason": "scripts/validate-skill.sh has not judged any graded with_skill output yet (run and grade the evals)"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach structured: schemas/output.json does not count: bad"
  },
  "invalidSchemaNoProblem": {
    "result": {
      "skill": "s",
      "computed": "advisory",
      "effective": "advisory",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": false,
          "reason": "schemas/output.json does not count: not a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": false,
          "reason": "scripts/validate-skill.sh has not judged any graded with_skill output yet (run and grade the evals)"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach structured: schemas/output.json does not count: not a valid JSON Schema"
  },
  "notRunnable": {
    "result": {
      "skill": "s",
      "computed": "structured",
      "effective": "structured",
      "declared": "verified",
      "downgraded": false,
      "overclaimed": true,
      "mode": "ceiling",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": false,
          "reason": "scripts/validate-skill.txt cannot be run (make it executable, or use .sh/.js/.py)"
        },
        {
          "tier": "verified",
          "met": true,
          "reason": "5 eval(s) in the repository (needs 5); passing them needs results"
        },
        {
          "tier": "certified",
          "met": true,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); the ≥95% pass rates need results"
        }
      ]
    },
    "next": "to reach validated: scripts/validate-skill.txt cannot be run (make it executable, or use .sh/.js/.py)"
  },
  "noRuns": {
    "result": {
      "skill": "s",
      "computed": "structured",
      "effective": "structured",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": false,
          "reason": "scripts/validate-skill.sh has not judged any graded with_skill output yet (run and grade the evals)"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach validated: scripts/validate-skill.sh has not judged any graded with_skill output yet (run and grade the evals)"
  },
  "zeroJudged": {
    "result": {
      "skill": "s",
      "computed": "structured",
      "effective": "structured",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": false,
          "reason": "scripts/validate-skill.sh has not judged any graded with_skill output yet (run and grade the evals)"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach validated: scripts/validate-skill.sh has not judged any graded with_skill output yet (run and grade the evals)"
  },
  "errored": {
    "result": {
      "skill": "s",
      "computed": "structured",
      "effective": "structured",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": false,
          "reason": "scripts/validate-skill.sh errored on 2 run(s) (crash, timeout or an exit code other than 0/1/2) in results/r1"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach validated: scripts/validate-skill.sh errored on 2 run(s) (crash, timeout or an exit code other than 0/1/2) in results/r1"
  },
  "lowValidator": {
    "result": {
      "skill": "s",
      "computed": "structured",
      "effective": "structured",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": false,
          "reason": "scripts/validate-skill.sh passed 7/10 with_skill runs (70%; needs 80%) in results/r1"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach validated: scripts/validate-skill.sh passed 7/10 with_skill runs (70%; needs 80%) in results/r1"
  },
  "noSummary": {
    "result": {
      "skill": "s",
      "computed": "validated",
      "effective": "validated",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": true,
          "reason": "scripts/validate-skill.sh passed 8/10 with_skill runs (80%; needs 80%) in results/r1"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach verified: 5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
  },
  "nullRate": {
    "result": {
      "skill": "s",
      "computed": "validated",
      "effective": "validated",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": true,
          "reason": "scripts/validate-skill.sh passed 8/10 with_skill runs (80%; needs 80%) in results/r1"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach verified: 5 eval(s) in the repository (needs 5); no summary with a with_skill pass rate for the skill (run, grade and report)"
  },
  "fewEvalsSummary": {
    "result": {
      "skill": "s",
      "computed": "validated",
      "effective": "validated",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": true,
          "reason": "scripts/validate-skill.sh passed 8/10 with_skill runs (80%; needs 80%) in results/r1"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); the latest summary (summary.json) covers only 4 eval(s)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach verified: 5 eval(s) in the repository (needs 5); the latest summary (summary.json) covers only 4 eval(s)"
  },
  "lowSummary": {
    "result": {
      "skill": "s",
      "computed": "validated",
      "effective": "validated",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": true,
          "reason": "scripts/validate-skill.sh passed 8/10 with_skill runs (80%; needs 80%) in results/r1"
        },
        {
          "tier": "verified",
          "met": false,
          "reason": "5 eval(s) in the repository (needs 5); with_skill pass rate 79% over 5 evals in summary.json (needs 80%)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 (no result), m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach verified: 5 eval(s) in the repository (needs 5); with_skill pass rate 79% over 5 evals in summary.json (needs 80%)"
  },
  "missingModel": {
    "result": {
      "skill": "s",
      "computed": "verified",
      "effective": "advisory",
      "declared": "advisory",
      "downgraded": true,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": true,
          "reason": "scripts/validate-skill.sh passed 8/10 with_skill runs (80%; needs 80%) in results/r1"
        },
        {
          "tier": "verified",
          "met": true,
          "reason": "5 eval(s) in the repository (needs 5); with_skill pass rate 80% over 5 evals in summary.json (needs 80%)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 95%, m2 (no result) (each needs 95%)"
        }
      ]
    },
    "next": "to reach certified: 2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 95%, m2 (no result) (each needs 95%)"
  },
  "lowModel": {
    "result": {
      "skill": "s",
      "computed": "verified",
      "effective": "verified",
      "declared": null,
      "downgraded": false,
      "overclaimed": false,
      "mode": "evidence",
      "steps": [
        {
          "tier": "advisory",
          "met": true,
          "reason": "SKILL.md exists"
        },
        {
          "tier": "structured",
          "met": true,
          "reason": "schemas/output.json is a valid JSON Schema"
        },
        {
          "tier": "validated",
          "met": true,
          "reason": "scripts/validate-skill.sh passed 8/10 with_skill runs (80%; needs 80%) in results/r1"
        },
        {
          "tier": "verified",
          "met": true,
          "reason": "5 eval(s) in the repository (needs 5); with_skill pass rate 80% over 5 evals in summary.json (needs 80%)"
        },
        {
          "tier": "certified",
          "met": false,
          "reason": "2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 95%, m2 94.9% (each needs 95%)"
        }
      ]
    },
    "next": "to reach certified: 2 model(s) configured (needs 2 for a cross-model run); latest pass rates: m1 95%, m2 94.9% (each needs 95%)"
  }
}

describe('computeTrust', () => {
  test.each(Object.keys(cases))('%s', (name) => {
    const [input, mode] = cases[name]!
    const r = computeTrust(input, mode)
    expect(r).toStrictEqual(EXPECTED[name]!.result)
    expect(nextStep(r) ?? null).toBe(EXPECTED[name]!.next)
  })

  test('parseTrustTier: names in any case, levels 0-4 as numbers or digits', () => {
    expect([0, 4, 5, -1, 1.5, '2', ' Verified ', 'x', null, '04'].map(parseTrustTier)).toEqual(['advisory', 'certified', undefined, undefined, undefined, 'validated', 'verified', undefined, undefined, undefined])
  })
})
