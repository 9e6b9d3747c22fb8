import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  busyShare,
  machineCpu,
  parseMachineCpu,
  parseReapedChildrenCpu,
  reapedChildrenCpu,
} from './cpuAccounting'

const isLinux = process.platform === 'linux'

/** Runs `sh -c "node -e <burn>"`: a grandchild that spins until it has used `cpuMs`. */
function burnInGrandchild(cpuMs: number): Promise<void> {
  const burn = `const s=process.cpuUsage();while((process.cpuUsage(s).user+process.cpuUsage(s).system)/1000<${cpuMs}){}`
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `"${process.execPath}" -e '${burn}'`], { stdio: 'ignore' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))))
  })
}

describe('parseReapedChildrenCpu', () => {
  it('reads cutime + cstime, even when the command name holds spaces and parentheses', () => {
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3))
    fields[16 - 3] = '1234' // cutime
    fields[17 - 3] = '66' // cstime
    expect(parseReapedChildrenCpu(`4242 (node (tsx) x) ${fields.join(' ')}`)).toBe(13)
  })

  it('refuses text that is not a stat line', () => {
    expect(() => parseReapedChildrenCpu('nothing here')).toThrow(/unexpected \/proc\/self\/stat/)
  })
})

describe('parseMachineCpu', () => {
  it('sums the busy and idle ticks of all cores and counts the cores', () => {
    const stat = [
      'cpu  100 5 50 800 20 1 2 3 0 0',
      'cpu0 50 2 25 400 10 1 1 1 0 0',
      'cpu1 50 3 25 400 10 0 1 2 0 0',
      'intr 1 2 3',
    ].join('\n')
    expect(parseMachineCpu(stat)).toEqual({ busy: 1.61, total: 9.81, cores: 2 })
  })

  it('refuses a first line that is not the cpu total', () => {
    expect(() => parseMachineCpu('intr 1 2 3')).toThrow(/unexpected \/proc\/stat/)
  })
})

describe.runIf(isLinux)('reading this machine', () => {
  it("counts a reaped child's whole tree and the machine's busy time", async () => {
    const childrenBefore = reapedChildrenCpu()
    const machineBefore = machineCpu()
    await burnInGrandchild(400)
    const childrenAfter = reapedChildrenCpu()
    const machineAfter = machineCpu()
    if (
      childrenBefore === undefined ||
      childrenAfter === undefined ||
      machineBefore === undefined ||
      machineAfter === undefined
    ) {
      throw new Error('no /proc readings on Linux')
    }
    // The grandchild's 0.4 s reached this process through the shell that waited for it.
    expect(childrenAfter - childrenBefore).toBeGreaterThanOrEqual(0.35)
    expect(machineAfter.busy - machineBefore.busy).toBeGreaterThanOrEqual(0.35)
    expect(machineBefore.cores).toBeGreaterThanOrEqual(1)
    const share = busyShare(machineBefore, machineAfter)
    expect(share).toBeGreaterThan(0)
    expect(share).toBeLessThanOrEqual(1)
  })
})
