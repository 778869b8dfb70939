/**
 * The action's settings readers (src/action/inputs.ts) and its output setter (src/action/outputs.ts),
 * pinned value by value: every default, every boolean and number rule with its boundaries and its
 * exact message, every key of each step's settings object, the deprecated `command`, the secret
 * inputs (masked, registered for redaction, removed from the environment) and each output's name.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { STEPS, InputError, deprecatedCommand, readSettings, scrubSecretInputs, splitList, type Step } from '../../src/action/inputs.js'
import { OUTPUT_NAMES, STEP_OUTPUTS, outputsOf } from '../../src/action/outputs.js'
import { clearSecrets, redact } from '../../src/redact/index.js'

/** What @actions/core wrote to stdout while `fn` ran: commands by name, plain lines. */
interface Captured {
  masks: string[]
  outputs: [string, string][]
  other: string[]
  thrown?: unknown
}

const unescape = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%')

function captured<T>(fn: () => T): Captured & { value?: T } {
  const chunks: string[] = []
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((c: unknown) => {
    chunks.push(String(c))
    return true
  })
  let value: T | undefined
  let thrown: unknown
  try {
    value = fn()
  } catch (e) {
    thrown = e
  } finally {
    spy.mockRestore()
  }
  const out: Captured & { value?: T } = { masks: [], outputs: [], other: [] }
  for (const line of chunks.join('').split('\n')) {
    if (line === '') continue
    let m: RegExpMatchArray | null
    if ((m = line.match(/^::add-mask::(.*)$/))) out.masks.push(unescape(m[1]!))
    else if ((m = line.match(/^::set-output name=([^:]*)::(.*)$/))) out.outputs.push([unescape(m[1]!), unescape(m[2]!)])
    else out.other.push(line)
  }
  if (thrown !== undefined) out.thrown = thrown
  if (value !== undefined) out.value = value
  return out
}

const from = (v: Record<string, string>) => (n: string) => v[n] ?? ''
const messageOf = (f: () => unknown): string => {
  try {
    f()
  } catch (e) {
    expect(e).toBeInstanceOf(InputError)
    return (e as Error).message
  }
  throw new Error('did not throw')
}

const savedEnv = { ...process.env }
beforeEach(() => {
  delete process.env['GITHUB_OUTPUT']
  clearSecrets()
})
afterEach(() => {
  clearSecrets()
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k]
  Object.assign(process.env, savedEnv)
})

describe('the steps', () => {
  test('eight steps, pr first, in this order', () => {
    expect([...STEPS]).toEqual(['pr', 'validate', 'plan', 'evaluate', 'merge', 'comment', 'benchmark', 'cross-model'])
  })

  test('InputError is an Error of its own class', () => {
    const e = new InputError('x')
    expect(e).toBeInstanceOf(Error)
    expect(e.message).toBe('x')
  })
})

describe('splitList', () => {
  test('commas and newlines separate; items are trimmed; empty ones dropped', () => {
    expect(splitList('a, b\n c ,,\n\n d')).toEqual(['a', 'b', 'c', 'd'])
    expect(splitList('')).toEqual([])
    expect(splitList(' , \n ')).toEqual([])
    expect(splitList('one two')).toEqual(['one two'])
  })
})

describe('each step reads exactly these settings (every key, every default)', () => {
  test('validate: defaults, then every input given', () => {
    expect(readSettings('validate', from({}))).toEqual({ root: '.', failOnWarnings: false, allowEmpty: false })
    expect(readSettings('validate', from({ root: 'sub', 'fail-on-warnings': 'true', 'allow-empty': 'TRUE' }))).toEqual({ root: 'sub', failOnWarnings: true, allowEmpty: true })
    expect(readSettings('validate', from({ 'fail-on-warnings': 'false', 'allow-empty': ' False ' }))).toEqual({ root: '.', failOnWarnings: false, allowEmpty: false })
  })

  test('plan: defaults', () => {
    const r = captured(() => readSettings('plan', from({})))
    expect(r.value).toEqual({
      root: '.',
      mode: 'auto',
      trials: 0,
      models: [],
      maxCostUsd: undefined,
      pipeline: false,
      fullEvalLabel: '',
      key: '',
      githubToken: '',
      outDir: '',
      anthropicApiKey: '',
      shards: 1,
      apiKeyPresent: undefined,
    })
    expect(Object.keys(r.value!)).not.toContain('adaptive')
    // Empty secrets are not masked.
    expect(r.masks).toEqual([])
  })

  test('plan: every input given', () => {
    const r = captured(() =>
      readSettings(
        'plan',
        from({
          root: 'repo',
          mode: 'full',
          trials: '3',
          models: 'm1,m2',
          'max-cost-usd': '2.25',
          pipeline: 'true',
          'full-eval-label': 'run-all',
          key: 'cell',
          'github-token': 'ghs_plan_token_0001',
          'out-dir': 'out',
          'anthropic-api-key': 'sk-ant-plan-key-0001',
          shards: '4',
          'api-key-present': 'false',
        }),
      ),
    )
    expect(r.value).toEqual({
      root: 'repo',
      mode: 'full',
      trials: 3,
      models: ['m1', 'm2'],
      maxCostUsd: 2.25,
      pipeline: true,
      fullEvalLabel: 'run-all',
      key: 'cell',
      githubToken: 'ghs_plan_token_0001',
      outDir: 'out',
      anthropicApiKey: 'sk-ant-plan-key-0001',
      shards: 4,
      apiKeyPresent: false,
    })
    expect(r.masks.sort()).toEqual(['ghs_plan_token_0001', 'sk-ant-plan-key-0001'])
  })

  test('plan: shards are clamped to 1..64 (0 → 1, 1, 63, 64, 65 → 64)', () => {
    const shards = (v: string) => readSettings('plan', from({ shards: v })).shards
    expect([shards(''), shards('0'), shards('1'), shards('2'), shards('63'), shards('64'), shards('65'), shards('1000')]).toEqual([1, 1, 1, 2, 63, 64, 64, 64])
    expect(messageOf(() => shards('1.5'))).toBe("Input 'shards' must be a whole number >= 0 (got '1.5').")
    expect(messageOf(() => shards('-1'))).toBe("Input 'shards' must be a whole number >= 0 (got '-1').")
  })

  test('plan: api-key-present is undefined when empty or blank, else a boolean', () => {
    const present = (v: string) => readSettings('plan', from({ 'api-key-present': v })).apiKeyPresent
    expect([present(''), present('   '), present('true'), present('false'), present(' TRUE ')]).toEqual([undefined, undefined, true, false, true])
    expect(messageOf(() => present('1'))).toBe("Input 'api-key-present' must be true or false (got '1').")
  })

  test('trials: a whole number, or `adaptive` (then 0 and adaptive: true)', () => {
    expect(readSettings('pr', from({ trials: 'adaptive' }))).toMatchObject({ trials: 0, adaptive: true })
    expect(readSettings('pr', from({ trials: '  adaptive ' }))).toMatchObject({ trials: 0, adaptive: true })
    expect(readSettings('plan', from({ trials: 'adaptive' }))).toMatchObject({ trials: 0, adaptive: true })
    const five = readSettings('pr', from({ trials: ' 5 ' }))
    expect(five.trials).toBe(5)
    expect('adaptive' in five).toBe(false)
    expect(readSettings('pr', from({ trials: '0' })).trials).toBe(0)
    expect(messageOf(() => readSettings('pr', from({ trials: 'Adaptive' })))).toBe("Input 'trials' must be a whole number >= 0 (got 'Adaptive').")
    expect(messageOf(() => readSettings('pr', from({ trials: '2.5' })))).toBe("Input 'trials' must be a whole number >= 0 (got '2.5').")
  })

  test('max-cost-usd: empty or blank is no budget; 0 and fractions are kept; below 0 or not a number is refused', () => {
    const cost = (v: string) => readSettings('pr', from({ 'max-cost-usd': v })).maxCostUsd
    expect([cost(''), cost('  '), cost('0'), cost(' 0.5 '), cost('10')]).toEqual([undefined, undefined, 0, 0.5, 10])
    expect(messageOf(() => cost('-0.01'))).toBe("Input 'max-cost-usd' must be a number >= 0 (got '-0.01').")
    expect(messageOf(() => cost('abc'))).toBe("Input 'max-cost-usd' must be a number >= 0 (got 'abc').")
    expect(messageOf(() => cost('Infinity'))).toBe("Input 'max-cost-usd' must be a number >= 0 (got 'Infinity').")
    // What the message quotes is the trimmed value, cut to 20 characters.
    expect(messageOf(() => cost(`  ${'x'.repeat(30)}  `))).toBe(`Input 'max-cost-usd' must be a number >= 0 (got '${'x'.repeat(20)}').`)
  })

  test('evaluate: defaults, then every input given', () => {
    expect(readSettings('evaluate', from({}))).toEqual({ anthropicApiKey: '', root: '.', planFile: '', shard: '', outDir: '', executor: undefined, claudeCodePath: '' })
    expect(
      readSettings('evaluate', from({ 'anthropic-api-key': 'sk-ant-eval-0001', root: 'r', 'plan-file': 'p.json', shard: '2/3', 'out-dir': 'o', executor: ' API ', 'claude-code-path': '' })),
    ).toEqual({ anthropicApiKey: 'sk-ant-eval-0001', root: 'r', planFile: 'p.json', shard: '2/3', outDir: 'o', executor: 'api', claudeCodePath: '' })
  })

  test('executor: api, claude-code or empty; anything else names the lower-cased value, cut to 20 characters', () => {
    const exec = (v: string) => readSettings('evaluate', from({ executor: v })).executor
    expect([exec(''), exec('   '), exec('api'), exec('claude-code'), exec(' CLAUDE-CODE ')]).toEqual([undefined, undefined, 'api', 'claude-code', 'claude-code'])
    expect(messageOf(() => exec(' Docker '))).toBe("Input 'executor' must be api or claude-code (got 'docker').")
    expect(messageOf(() => exec('X'.repeat(25)))).toBe(`Input 'executor' must be api or claude-code (got '${'x'.repeat(20)}').`)
  })

  test('merge: defaults (fail-on-verdict true), then every input given', () => {
    expect(readSettings('merge', from({}))).toEqual({ root: '.', planFile: '', shardsDir: '', shardsResult: '', outDir: '', failOnVerdict: true })
    expect(readSettings('merge', from({ root: 'r', 'plan-file': 'p', 'shards-dir': 's', 'shards-result': 'failure', 'out-dir': 'o', 'fail-on-verdict': 'false' }))).toEqual({
      root: 'r',
      planFile: 'p',
      shardsDir: 's',
      shardsResult: 'failure',
      outDir: 'o',
      failOnVerdict: false,
    })
    expect(readSettings('merge', from({ 'fail-on-verdict': 'TRUE' })).failOnVerdict).toBe(true)
  })

  test('comment: defaults, then every input given', () => {
    expect(readSettings('comment', from({}))).toEqual({ githubToken: '', root: '.', resultsDir: '', key: '', viewerUrl: '', artifactUrl: '' })
    expect(readSettings('comment', from({ 'github-token': 'ghs_comment_0001', root: 'r', 'results-dir': 'res', key: 'k', 'viewer-url': 'https://v', 'artifact-url': 'https://a' }))).toEqual({
      githubToken: 'ghs_comment_0001',
      root: 'r',
      resultsDir: 'res',
      key: 'k',
      viewerUrl: 'https://v',
      artifactUrl: 'https://a',
    })
  })

  test('benchmark: defaults, then every input given', () => {
    expect(readSettings('benchmark', from({}))).toEqual({ githubToken: '', root: '.', resultsDir: '', commitBenchmark: false })
    expect(readSettings('benchmark', from({ 'github-token': 'ghs_bench_0001', root: 'r', 'results-dir': 'res', 'commit-benchmark': 'true' }))).toEqual({
      githubToken: 'ghs_bench_0001',
      root: 'r',
      resultsDir: 'res',
      commitBenchmark: true,
    })
  })

  test('cross-model: defaults, then every input given (results-dirs one per line; commas stay)', () => {
    expect(readSettings('cross-model', from({}))).toEqual({
      anthropicApiKey: '',
      githubToken: '',
      root: '.',
      resultsDirs: [],
      outDir: '',
      key: '',
      trackingIssue: false,
      commitBenchmark: false,
      retentionDays: 0,
    })
    expect(
      readSettings(
        'cross-model',
        from({
          'anthropic-api-key': 'sk-ant-cross-0001',
          'github-token': 'ghs_cross_0001',
          root: 'r',
          'results-dirs': ' a \n\n b,c \n',
          'out-dir': 'o',
          key: 'k',
          'tracking-issue': 'true',
          'commit-benchmark': 'true',
          'retention-days': '7',
        }),
      ),
    ).toEqual({
      anthropicApiKey: 'sk-ant-cross-0001',
      githubToken: 'ghs_cross_0001',
      root: 'r',
      resultsDirs: ['a', 'b,c'],
      outDir: 'o',
      key: 'k',
      trackingIssue: true,
      commitBenchmark: true,
      retentionDays: 7,
    })
    expect(messageOf(() => readSettings('cross-model', from({ 'retention-days': '1.5' })))).toBe("Input 'retention-days' must be a whole number >= 0 (got '1.5').")
    expect(messageOf(() => readSettings('cross-model', from({ 'tracking-issue': 'on' })))).toBe("Input 'tracking-issue' must be true or false (got 'on').")
  })

  test('pr: defaults, then every input given', () => {
    expect(readSettings('pr', from({}))).toEqual({
      anthropicApiKey: '',
      root: '.',
      mode: 'auto',
      trials: 0,
      models: [],
      maxCostUsd: undefined,
      pipeline: false,
      fullEvalLabel: '',
      key: '',
      githubToken: '',
      outDir: '',
      executor: undefined,
      claudeCodePath: '',
      failOnVerdict: true,
      commitBenchmark: false,
      retentionDays: 0,
    })
    expect(
      readSettings(
        'pr',
        from({
          'anthropic-api-key': 'sk-ant-pr-0001',
          root: 'r',
          mode: 'quick',
          trials: '2',
          models: 'a\nb',
          'max-cost-usd': '3',
          pipeline: 'TRUE',
          'full-eval-label': 'full',
          key: 'k',
          'github-token': 'ghs_pr_0001',
          'out-dir': 'o',
          executor: 'claude-code',
          'claude-code-path': ' /bin/claude ',
          'fail-on-verdict': 'false',
          'commit-benchmark': 'true',
          'retention-days': '0',
        }),
      ),
    ).toEqual({
      anthropicApiKey: 'sk-ant-pr-0001',
      root: 'r',
      mode: 'quick',
      trials: 2,
      models: ['a', 'b'],
      maxCostUsd: 3,
      pipeline: true,
      fullEvalLabel: 'full',
      key: 'k',
      githubToken: 'ghs_pr_0001',
      outDir: 'o',
      executor: 'claude-code',
      claudeCodePath: '/bin/claude',
      failOnVerdict: false,
      commitBenchmark: true,
      retentionDays: 0,
    })
  })

  test('the booleans: true/false in any case and with spaces; the message quotes the raw value, cut to 20 characters', () => {
    const pipeline = (v: string) => readSettings('pr', from({ pipeline: v })).pipeline
    expect([pipeline(''), pipeline(' '), pipeline('true'), pipeline('True'), pipeline(' TRUE '), pipeline('false'), pipeline('FALSE')]).toEqual([false, false, true, true, true, false, false])
    expect(messageOf(() => pipeline('yes'))).toBe("Input 'pipeline' must be true or false (got 'yes').")
    expect(messageOf(() => pipeline(' Yes '))).toBe("Input 'pipeline' must be true or false (got ' Yes ').")
    expect(messageOf(() => pipeline('t'.repeat(30)))).toBe(`Input 'pipeline' must be true or false (got '${'t'.repeat(20)}').`)
    // The default of fail-on-verdict is true: empty and blank keep it.
    expect([readSettings('pr', from({ 'fail-on-verdict': '' })).failOnVerdict, readSettings('pr', from({ 'fail-on-verdict': '  ' })).failOnVerdict]).toEqual([true, true])
    expect(messageOf(() => readSettings('pr', from({ 'fail-on-verdict': 'no' })))).toBe("Input 'fail-on-verdict' must be true or false (got 'no').")
    expect(messageOf(() => readSettings('pr', from({ 'commit-benchmark': 'no' })))).toBe("Input 'commit-benchmark' must be true or false (got 'no').")
    expect(messageOf(() => readSettings('validate', from({ 'allow-empty': 'no' })))).toBe("Input 'allow-empty' must be true or false (got 'no').")
    expect(messageOf(() => readSettings('validate', from({ 'fail-on-warnings': 'no' })))).toBe("Input 'fail-on-warnings' must be true or false (got 'no').")
    expect(messageOf(() => readSettings('benchmark', from({ 'commit-benchmark': 'no' })))).toBe("Input 'commit-benchmark' must be true or false (got 'no').")
    expect(messageOf(() => readSettings('cross-model', from({ 'commit-benchmark': 'no' })))).toBe("Input 'commit-benchmark' must be true or false (got 'no').")
    expect(messageOf(() => readSettings('merge', from({ 'fail-on-verdict': 'no' })))).toBe("Input 'fail-on-verdict' must be true or false (got 'no').")
  })

  test('whole numbers: 0 is allowed, -1 and fractions are not; blanks fall back; the message quotes the trimmed value', () => {
    const days = (v: string) => readSettings('pr', from({ 'retention-days': v })).retentionDays
    expect([days(''), days('  '), days('0'), days(' 1 '), days('90')]).toEqual([0, 0, 0, 1, 90])
    expect(messageOf(() => days(' -1 '))).toBe("Input 'retention-days' must be a whole number >= 0 (got '-1').")
    expect(messageOf(() => days('0.5'))).toBe("Input 'retention-days' must be a whole number >= 0 (got '0.5').")
    expect(messageOf(() => days('NaN'))).toBe("Input 'retention-days' must be a whole number >= 0 (got 'NaN').")
    expect(messageOf(() => days('-Infinity'))).toBe("Input 'retention-days' must be a whole number >= 0 (got '-Infinity').")
    expect(messageOf(() => days('1'.repeat(25) + 'x'))).toBe(`Input 'retention-days' must be a whole number >= 0 (got '${'1'.repeat(20)}').`)
  })

  test('without a source, settings come from the runner inputs (INPUT_<NAME>, trimmed)', () => {
    process.env['INPUT_ROOT'] = ' from-env '
    process.env['INPUT_ALLOW-EMPTY'] = 'true'
    expect(readSettings('validate')).toEqual({ root: 'from-env', failOnWarnings: false, allowEmpty: true })
  })
})

describe('secret inputs', () => {
  test('a secret is masked, registered for redaction and removed from the environment', () => {
    process.env['INPUT_ANTHROPIC-API-KEY'] = 'sk-ant-should-be-removed'
    process.env['INPUT_GITHUB-TOKEN'] = 'ghs_should_be_removed'
    const r = captured(() => readSettings('cross-model', from({ 'anthropic-api-key': 'sk-ant-secret-value-01', 'github-token': 'ghs_secret_value_01' })))
    expect(r.masks).toEqual(['sk-ant-secret-value-01', 'ghs_secret_value_01'])
    expect(process.env['INPUT_ANTHROPIC-API-KEY']).toBeUndefined()
    expect(process.env['INPUT_GITHUB-TOKEN']).toBeUndefined()
    expect(redact('key sk-ant-secret-value-01 token ghs_secret_value_01')).toBe('key *** token ***')
    expect(r.other).toEqual([])
  })

  test('each step that reads a secret removes it', () => {
    for (const step of ['pr', 'plan', 'evaluate'] as const) {
      process.env['INPUT_ANTHROPIC-API-KEY'] = 'x'
      readSettings(step, from({}))
      expect([step, process.env['INPUT_ANTHROPIC-API-KEY']]).toEqual([step, undefined])
    }
    for (const step of ['pr', 'plan', 'comment', 'benchmark', 'cross-model'] as const) {
      process.env['INPUT_GITHUB-TOKEN'] = 'x'
      readSettings(step, from({}))
      expect([step, process.env['INPUT_GITHUB-TOKEN']]).toEqual([step, undefined])
    }
    // validate and merge read no secret: they leave the variables alone.
    for (const step of ['validate', 'merge'] as const) {
      process.env['INPUT_GITHUB-TOKEN'] = 'kept'
      readSettings(step, from({}))
      expect([step, process.env['INPUT_GITHUB-TOKEN']]).toEqual([step, 'kept'])
    }
  })

  test('scrubSecretInputs masks and removes both secret variables (trimmed), and tolerates their absence', () => {
    process.env['INPUT_ANTHROPIC-API-KEY'] = '  sk-ant-scrubbed-0001  '
    process.env['INPUT_GITHUB-TOKEN'] = 'ghs_scrubbed_0001'
    process.env['INPUT_ROOT'] = 'kept'
    const r = captured(() => scrubSecretInputs())
    expect(r.thrown).toBeUndefined()
    expect(r.masks).toEqual(['sk-ant-scrubbed-0001', 'ghs_scrubbed_0001'])
    expect(process.env['INPUT_ANTHROPIC-API-KEY']).toBeUndefined()
    expect(process.env['INPUT_GITHUB-TOKEN']).toBeUndefined()
    expect(process.env['INPUT_ROOT']).toBe('kept')
    expect(redact('a sk-ant-scrubbed-0001 b ghs_scrubbed_0001')).toBe('a *** b ***')
    const again = captured(() => scrubSecretInputs())
    expect(again.thrown).toBeUndefined()
    expect(again.masks).toEqual([])
  })
})

describe('the deprecated `command` input', () => {
  test('evaluate means one shard when plan-file or shard is given, else the whole pull-request step', () => {
    expect(deprecatedCommand(from({ command: 'evaluate', 'plan-file': 'p.json' }))).toBe('evaluate')
    expect(deprecatedCommand(from({ command: 'evaluate', shard: '1/2' }))).toBe('evaluate')
    expect(deprecatedCommand(from({ command: ' EVALUATE ' }))).toBe('pr')
    expect(deprecatedCommand(from({ command: '   ' }))).toBeUndefined()
  })

  test('every folder step can be named; pr and unknown names are refused with the list', () => {
    for (const s of ['validate', 'plan', 'merge', 'comment', 'benchmark', 'cross-model'] as Step[]) expect(deprecatedCommand(from({ command: s }))).toBe(s)
    const list = 'validate, plan, evaluate, merge, comment, benchmark, cross-model'
    expect(messageOf(() => deprecatedCommand(from({ command: 'PR' })))).toBe(`Input 'command' must be one of ${list} (got 'pr').`)
    expect(messageOf(() => deprecatedCommand(from({ command: ' Deploy ' })))).toBe(`Input 'command' must be one of ${list} (got 'deploy').`)
    expect(messageOf(() => deprecatedCommand(from({ command: 'z'.repeat(30) })))).toBe(`Input 'command' must be one of ${list} (got '${'z'.repeat(20)}').`)
  })

  test('without a source it reads INPUT_COMMAND', () => {
    process.env['INPUT_COMMAND'] = 'merge'
    expect(deprecatedCommand()).toBe('merge')
    process.env['INPUT_COMMAND'] = 'evaluate'
    process.env['INPUT_SHARD'] = '1/1'
    expect(deprecatedCommand()).toBe('evaluate')
  })
})

describe('outputs', () => {
  test('the action.yml name of each output', () => {
    expect(OUTPUT_NAMES).toEqual({
      skills: 'skills',
      evals: 'evals',
      errors: 'errors',
      warnings: 'warnings',
      run: 'run',
      matrix: 'matrix',
      mode: 'mode',
      artifactPrefix: 'artifact-prefix',
      cacheDir: 'cache-dir',
      planFile: 'plan-file',
      resultsDir: 'results-dir',
      verdict: 'verdict',
      passRate: 'pass-rate',
      summaryPath: 'summary-path',
      viewerPath: 'viewer-path',
      viewerDir: 'viewer-dir',
      artifactUrl: 'artifact-url',
      commentUrl: 'comment-url',
      benchmarkFile: 'benchmark-file',
      regression: 'regression',
      crossModelPath: 'cross-model-path',
      trackingIssueUrl: 'tracking-issue-url',
    })
  })

  test('the outputs of each step', () => {
    const report = ['verdict', 'mode', 'skills', 'passRate', 'summaryPath', 'viewerPath', 'viewerDir', 'resultsDir', 'regression']
    expect(STEP_OUTPUTS).toEqual({
      pr: [...report, 'artifactUrl', 'commentUrl', 'benchmarkFile'],
      validate: ['skills', 'evals', 'errors', 'warnings'],
      plan: ['run', 'matrix', 'mode', 'skills', 'artifactPrefix', 'cacheDir', 'planFile'],
      evaluate: ['mode', 'skills', 'resultsDir'],
      merge: report,
      comment: ['commentUrl', 'verdict', 'mode'],
      benchmark: ['benchmarkFile'],
      'cross-model': ['skills', 'crossModelPath', 'viewerPath', 'viewerDir', 'artifactUrl', 'trackingIssueUrl', 'benchmarkFile'],
    })
  })

  test('defined values are set under their action.yml names, in order, redacted; empty strings too', () => {
    const r = captured(() => outputsOf('merge')({ verdict: 'go', passRate: '0.5000', viewerDir: '', resultsDir: 'a,b:c' }))
    expect(r.thrown).toBeUndefined()
    expect(r.outputs).toEqual([
      ['verdict', 'go'],
      ['pass-rate', '0.5000'],
      ['viewer-dir', ''],
      ['results-dir', 'a,b:c'],
    ])
    // A registered secret never reaches an output.
    const s = captured(() => {
      clearSecrets()
      return outputsOf('plan')({ planFile: 'plans/sk-ant-output-secret-0001/plan.json' })
    })
    expect(s.outputs).toEqual([['plan-file', 'plans/sk-ant-output-secret-0001/plan.json']])
  })

  test('a registered secret in an output value is replaced', async () => {
    const { registerSecret } = await import('../../src/redact/index.js')
    registerSecret('sk-ant-output-secret-0001')
    const r = captured(() => outputsOf('plan')({ planFile: 'plans/sk-ant-output-secret-0001/plan.json' }))
    expect(r.outputs).toEqual([['plan-file', 'plans/***/plan.json']])
  })

  test('undefined values are skipped, even for outputs the step does not have; a defined one it does not have throws before later ones', () => {
    const r = captured(() => outputsOf('validate')({ verdict: undefined, skills: '3', commentUrl: undefined }))
    expect(r.thrown).toBeUndefined()
    expect(r.outputs).toEqual([['skills', '3']])
    const bad = captured(() => outputsOf('evaluate')({ mode: 'full', verdict: '', skills: 'x' }))
    expect((bad.thrown as Error).message).toBe("The evaluate step has no output 'verdict'.")
    expect(bad.outputs).toEqual([['mode', 'full']])
    for (const step of STEPS) {
      const all = Object.fromEntries(STEP_OUTPUTS[step].map((k) => [k, `v-${k}`]))
      const ok = captured(() => outputsOf(step)(all))
      expect([step, ok.thrown]).toEqual([step, undefined])
      expect(ok.outputs).toEqual(STEP_OUTPUTS[step].map((k) => [OUTPUT_NAMES[k], `v-${k}`]))
    }
  })
})
