/**
 * DOM helpers of the viewer page: text only. Every data string goes through `textContent`
 * (never parsed as HTML).
 */

/** What `add` appends: nodes as they are, strings as text nodes; null, undefined and false are skipped. */
export type Child = Node | string | null | undefined | false

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string | null, text?: unknown): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag)
  if (cls) e.className = cls
  if (text !== undefined && text !== null) e.textContent = String(text)
  return e
}

export function add<T extends Node>(parent: T, ...children: Child[]): T {
  for (let i = 0; i < children.length; i++) {
    const c = children[i]
    if (c === null || c === undefined || c === false) continue
    parent.appendChild(typeof c === 'string' ? document.createTextNode(c) : c)
  }
  return parent
}

export function clear(node: Node): void {
  while (node.firstChild) node.removeChild(node.firstChild)
}

export function badge(text: string, kind?: string): HTMLSpanElement {
  return el('span', 'badge ' + (kind || ''), text)
}

export function section(title: string, extra?: Node): HTMLElement {
  const s = el('section', 'sec')
  const h = add(el('h4', 'sec-title'), title)
  if (extra) add(h, ' ', extra)
  return add(s, h)
}

export function pre(text: string, cls?: string): HTMLPreElement {
  return el('pre', 'code' + (cls ? ' ' + cls : ''), text)
}

export interface Table {
  table: HTMLTableElement
  body: HTMLTableSectionElement
}

export function table(headers: string[]): Table {
  const t = el('table', 'tbl')
  const tr = el('tr')
  headers.forEach(function (h) { add(tr, el('th', null, h)) })
  add(t, add(el('thead'), tr))
  const tb = el('tbody')
  add(t, tb)
  return { table: t, body: tb }
}

export function row(tb: HTMLTableSectionElement, cells: Array<Node | string>, cls?: string): HTMLTableRowElement {
  const tr = el('tr', cls || null)
  cells.forEach(function (c) { add(tr, c instanceof Node ? add(el('td'), c) : el('td', null, c)) })
  add(tb, tr)
  return tr
}
