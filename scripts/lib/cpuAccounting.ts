import { readFileSync } from 'node:fs'

// How much CPU a test run took, so its wall time can be read against the machine it ran on:
// on two cores a run of W CPU-seconds cannot end before W / 2 seconds, and the same VM does
// the same work 20–40 % faster or slower from one hour to the next. Linux only (/proc);
// elsewhere every reading is undefined and the summary leaves the column out.

/** Linux's USER_HZ: /proc reports times in 1/100 s on every architecture Node runs on. */
const TICKS_PER_SECOND = 100

/**
 * CPU-seconds used by this process's children that have ended and been waited for (with
 * theirs), from the text of /proc/self/stat: fields 16 and 17, cutime and cstime. A child's
 * time is added when it is reaped, so the growth between two readings is what the children
 * reaped in between used, their whole process tree included.
 */
export function parseReapedChildrenCpu(statText: string): number {
  // The command name (field 2) may hold spaces and parentheses: count from its last ')'.
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ')
  // fields[0] is field 3 (state), so field n is fields[n - 3].
  const cutime = Number(fields[13])
  const cstime = Number(fields[14])
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) {
    throw new Error(`unexpected /proc/self/stat: ${statText.slice(0, 80)}`)
  }
  return (cutime + cstime) / TICKS_PER_SECOND
}

/** The machine's CPU time since boot, busy and in all, in CPU-seconds, from /proc/stat. */
export type MachineCpu = { busy: number; total: number; cores: number }

export function parseMachineCpu(procStat: string): MachineCpu {
  const lines = procStat.split('\n')
  const all = lines[0]?.split(/\s+/) ?? []
  if (all[0] !== 'cpu') throw new Error(`unexpected /proc/stat: ${lines[0]?.slice(0, 80)}`)
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const ticks = all.slice(1, 9).map(Number)
  if (ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) {
    throw new Error(`unexpected /proc/stat: ${lines[0]?.slice(0, 80)}`)
  }
  const total = ticks.reduce((sum, tick) => sum + tick, 0)
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0)
  const cores = lines.filter((line) => /^cpu\d+\s/.test(line)).length
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND, cores }
}

function readOrUndefined<T>(path: string, parse: (text: string) => T): T | undefined {
  try {
    return parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

/** CPU-seconds of this process's reaped children so far (undefined off Linux). */
export function reapedChildrenCpu(): number | undefined {
  return readOrUndefined('/proc/self/stat', parseReapedChildrenCpu)
}

/** The machine's CPU time so far (undefined off Linux). */
export function machineCpu(): MachineCpu | undefined {
  return readOrUndefined('/proc/stat', parseMachineCpu)
}

/**
 * How busy the machine's cores were between two readings, 0–1: the share of all cores' time
 * that was not idle.
 */
export function busyShare(from: MachineCpu, to: MachineCpu): number {
  const total = to.total - from.total
  return total > 0 ? (to.busy - from.busy) / total : 0
}
