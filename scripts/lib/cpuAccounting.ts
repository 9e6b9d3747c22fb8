import { existsSync, readFileSync } from 'node:fs'

// How much CPU a test run took, so its wall time can be read against the machine it ran on:
// on two cores a run of W CPU-seconds cannot end before W / 2 seconds, and the same VM does
// the same work 20–40 % faster or slower from one hour to the next. Linux only (/proc);
// elsewhere every reading is undefined and npm test's summary leaves the line out.

/** Linux's USER_HZ: /proc reports times in 1/100 s on every architecture Node runs on. */
const TICKS_PER_SECOND = 100
const PROC_STAT = '/proc/stat'

/**
 * The machine's CPU time since boot, busy and in all, in /proc/stat's ticks (whole numbers, so
 * differences are exact), and its cores.
 */
export type MachineCpu = { busyTicks: number; totalTicks: number; cores: number }

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
  return { busyTicks: total - idle, totalTicks: total, cores }
}

/**
 * The machine's CPU time so far; undefined where there is no /proc/stat (not Linux). A
 * /proc/stat it cannot read is an error, not a silently missing line.
 */
export function machineCpu(): MachineCpu | undefined {
  if (!existsSync(PROC_STAT)) return undefined
  return parseMachineCpu(readFileSync(PROC_STAT, 'utf8'))
}

/** The CPU-seconds the machine's cores were busy between two readings. */
export function busyCpuSeconds(from: MachineCpu, to: MachineCpu): number {
  return (to.busyTicks - from.busyTicks) / TICKS_PER_SECOND
}

/**
 * How busy the machine's cores were between two readings, 0–1: the share of all cores' time
 * that was not idle.
 */
export function busyShare(from: MachineCpu, to: MachineCpu): number {
  const total = to.totalTicks - from.totalTicks
  return total > 0 ? (to.busyTicks - from.busyTicks) / total : 0
}
