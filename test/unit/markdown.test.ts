import { describe, test, expect } from '@jest/globals'
import { mdEscape, mdCode } from '../../src/text/markdown.js'

describe('markdown escaping', () => {
  test('HTML, links, table pipes, mentions and line breaks are neutralised', () => {
    const out = mdEscape('<script>x</script> [a](http://e) | @team\nnext')
    expect(out).not.toMatch(/<script>/)
    expect(out).not.toContain('](')
    expect(out).not.toMatch(/[^\\]\|/)
    expect(out).not.toContain('@team')
    expect(out).not.toContain('\n')
  })
  test('inline code cannot be closed early or break a table', () => {
    expect(mdCode('a`b|c')).toBe('`aˋb\\|c`')
  })
})
