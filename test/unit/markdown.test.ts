import { describe, test, expect } from '@jest/globals'
import { mdEscape, mdCode } from '../../src/text/markdown.js'

describe('markdown escaping', () => {
  test('HTML, links, table pipes, mentions and line breaks are neutralised', () => {
    const out = mdEscape('<script>x</script> [a](http://e) | @team\nnext')
    expect(out).not.toMatch(/<script>/)
    expect(out).not.toMatch(/(?<!\\)\]\(/)
    expect(out).not.toMatch(/[^\\]\|/)
    expect(out).not.toContain('@team')
    expect(out).not.toContain('\n')
  })
  test('inline code cannot be closed early or break a table', () => {
    expect(mdCode('a`b|c')).toBe('`aˋb\\|c`')
  })
})

describe('markdown escaping: only what GFM needs at that position (issue 22)', () => {
  test('code spans stay code spans; parentheses, quotes and # mid-line are left alone', () => {
    expect(mdEscape('merge into `main` first')).toBe('merge into `main` first')
    expect(mdEscape("Tier 1 skill 'commit-msg' pass rate is 0% (threshold: 80%)")).toBe("Tier 1 skill 'commit-msg' pass rate is 0% (threshold: 80%)")
    expect(mdEscape('issue #12 (see notes)!')).toBe('issue #12 (see notes)!')
    expect(mdEscape('``a ` b`` then `c|d`')).toBe('``a ` b`` then `c\\|d`')
  })
  test('emphasis, links, pipes, HTML and a lone backtick are escaped outside code spans', () => {
    expect(mdEscape('*a* _b_ ~~c~~ [d](e) f|g <h> i`j')).toBe('\\*a\\* \\_b\\_ \\~\\~c\\~\\~ \\[d\\](e) f\\|g &lt;h&gt; i\\`j')
    expect(mdEscape('&amp; & &#x41;')).toBe('&amp;amp; & &amp;#x41;')
  })
  test('a block marker at the start is escaped, not elsewhere', () => {
    expect(mdEscape('# not a heading')).toBe('\\# not a heading')
    expect(mdEscape('- not a list')).toBe('\\- not a list')
    expect(mdEscape('1. not a list')).toBe('1\\. not a list')
    expect(mdEscape('a - b + c')).toBe('a - b + c')
  })
})
