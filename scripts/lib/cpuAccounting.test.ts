import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { busyCpuSeconds, busyShare, machineCpu, parseMachineCpu } from './cpuAccounting'

const isLinux = process.platform === 'linux'

/** Spins in a child process until it has used `cpuMs` of CPU. */
function burnInChild(cpuMs: number): Promise<void> {
  const burn = `const s=process.cpuUsage();while((process.cpuUsage(s).user+process.cpuUsage(s).system)/1000<${cpuMs}){}`
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', burn], { stdio: 'ignore' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))))
  })
}

describe('parseMachineCpu', () => {
  it('sums the busy and idle ticks of all cores and counts the cores', () => {
    const stat = [
      'cpu  100 5 50 800 20 1 2 3 0 0',
      'cpu0 50 2 25 400 10 1 1 1 0 0',
      'cpu1 50 3 25 400 10 0 1 2 0 0',
      'intr 1 2 3',
    ].join('\n')
    expect(parseMachineCpu(stat)).toEqual({ busyTicks: 161, totalTicks: 981, cores: 2 })
  })

  it('refuses a first line that is not the cpu total', () => {
    expect(() => parseMachineCpu('intr 1 2 3')).toThrow(/unexpected \/proc\/stat/)
  })
})

describe.runIf(isLinux)('reading this machine', () => {
  it("counts a busy process's time as the machine's busy time", async () => {
    const before = machineCpu()
    await burnInChild(400)
    const after = machineCpu()
    if (before === undefined || after === undefined) throw new Error('no /proc/stat on Linux')
    expect(busyCpuSeconds(before, after)).toBeGreaterThanOrEqual(0.35)
    expect(after.totalTicks - before.totalTicks).toBeGreaterThanOrEqual(
      after.busyTicks - before.busyTicks,
    )
    expect(before.cores).toBeGreaterThanOrEqual(1)
    const share = busyShare(before, after)
    expect(share).toBeGreaterThan(0)
    expect(share).toBeLessThanOrEqual(1)
  })
})
