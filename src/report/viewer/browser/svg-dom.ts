/** Builds the charts' SVG trees (./charts.ts) as DOM nodes: `createElementNS`, `setAttribute` of our own attribute names, text nodes. Nothing is parsed as markup. */
import { SVG_ATTRS, SVG_TAGS, type SvgNode } from './charts.js'

const NS = 'http://www.w3.org/2000/svg'

export function svgDom(n: SvgNode): SVGElement {
  if (!SVG_TAGS.has(n.tag)) throw new Error('unexpected SVG element ' + n.tag)
  const e = document.createElementNS(NS, n.tag) as SVGElement
  Object.keys(n.attrs).forEach(function (k) {
    if (!SVG_ATTRS.has(k)) throw new Error('unexpected SVG attribute ' + k)
    e.setAttribute(k, String(n.attrs[k]))
  })
  n.children.forEach(function (c) { e.appendChild(typeof c === 'string' ? document.createTextNode(c) : svgDom(c)) })
  return e
}
