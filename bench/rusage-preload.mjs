// Loaded into every measured node process by bench/real.ts (NODE_OPTIONS=--import=…): at exit,
// writes the process's own CPU (user + system, every thread) and peak RSS, from getrusage(2),
// to $BENCH_RUSAGE_DIR/<pid>.json. Node exposes no getrusage(RUSAGE_CHILDREN), so each process
// reports itself and the harness sums the files of one command (its node children included).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.env.BENCH_RUSAGE_DIR
if (dir) {
  process.on('exit', (code) => {
    const u = process.resourceUsage()
    try {
      writeFileSync(
        join(dir, `${process.pid}.json`),
        JSON.stringify({ pid: process.pid, ppid: process.ppid, code, userUs: u.userCPUTime, sysUs: u.systemCPUTime, maxRssKb: u.maxRSS }),
      )
    } catch {}
  })
}
