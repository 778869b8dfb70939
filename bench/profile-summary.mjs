// Summarise a V8 .cpuprofile (node --cpu-prof): self time by function and by file, top N.
//   node bench/profile-summary.mjs FILE.cpuprofile [N]
import { readFileSync } from 'node:fs'

const [file, nArg] = process.argv.slice(2)
const top = Number(nArg ?? 25)
const p = JSON.parse(readFileSync(file, 'utf8'))
const byId = new Map(p.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = p.timeDeltas
for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (dt[i] ?? 0))
const total = [...self.values()].reduce((a, b) => a + b, 0)
const fn = new Map()
const fileT = new Map()
for (const [id, us] of self) {
  const n = byId.get(id)
  const cf = n.callFrame
  const where = cf.url ? cf.url.replace(/^file:\/\//, '').split('/').slice(-2).join('/') : '(native)'
  const k = `${cf.functionName || '(anon)'} ${where}:${cf.lineNumber + 1}`
  fn.set(k, (fn.get(k) ?? 0) + us)
  fileT.set(where, (fileT.get(where) ?? 0) + us)
}
// Native self time charged to the nearest JS caller (who made the syscall).
const parent = new Map()
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const caller = new Map()
for (const [id, us] of self) {
  const n = byId.get(id)
  if (n.callFrame.url || ['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName)) continue
  let up = parent.get(id)
  const chain = []
  while (up !== undefined && chain.length < 3) {
    const cf = byId.get(up).callFrame
    if (cf.url) chain.push(`${cf.functionName || '(anon)'}:${cf.url.split('/').pop()}:${cf.lineNumber + 1}`)
    up = parent.get(up)
  }
  const k = `${n.callFrame.functionName} <- ${chain.join(' <- ')}`
  caller.set(k, (caller.get(k) ?? 0) + us)
}
const show = (m, title) => {
  console.log(`\n${title}`)
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`)
}
console.log(`total sampled ${(total / 1000).toFixed(0)} ms`)
show(fn, 'self time by function')
show(fileT, 'self time by file')
show(caller, 'native self time by JS caller')
