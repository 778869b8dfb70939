/** Markdown helpers. Every untrusted string that reaches a comment or summary goes through these. */

/** Escape text for a Markdown table cell or inline position: no HTML, no links, no mentions. */
export function mdEscape(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1')
    .replace(/@/g, '@\u200b')
}

/** Inline code: content shown verbatim (backticks inside are neutralised). */
export function mdCode(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ').replace(/`/g, 'ˋ').replace(/\|/g, '\\|')
  return '`' + clean + '`'
}
