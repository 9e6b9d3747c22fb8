import { readdirSync, readFileSync } from 'node:fs'
import { processCpuSeconds } from './http'

/** Parent pid of every process, from /proc (processes that vanish meanwhile are skipped). */
function parents(): Map<number, number> {
  const byPid = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      byPid.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {}
  }
  return byPid
}

/** The PostgreSQL server (postmaster) listening on `port`, found by its command line. */
export function findPostmaster(port: number): number | undefined {
  for (const pid of parents().keys()) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (args[0]?.endsWith('/postgres') && args[args.indexOf('-p') + 1] === String(port)) {
        return pid
      }
    } catch {}
  }
  return undefined
}

/**
 * CPU seconds used so far by a PostgreSQL server: the postmaster and its children (the
 * connection backends doing the queries). Latency on a shared 2-core machine moves with
 * whatever else runs; the CPU a request costs barely does, so it tells growth from noise.
 */
export function serverCpuSeconds(postmaster: number): number {
  let total = 0
  for (const [pid, parent] of parents()) {
    if (pid !== postmaster && parent !== postmaster) continue
    try {
      total += processCpuSeconds(pid)
    } catch {}
  }
  return total
}
