import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { busyE2ePorts, e2ePorts, freeE2eOffset, isPortFree } from './e2ePorts'

const listening: Server[] = []
afterEach(async () => {
  await Promise.all(listening.map((s) => new Promise((resolve) => s.close(resolve))))
  listening.length = 0
})

function occupy(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
    listening.push(server)
  })
}

// Offsets far from npm test's own (0, 20) so a run beside this test is not disturbed.
const BASE = 700

describe('browser-suite ports', () => {
  it('names the ports of a stack something already listens on', async () => {
    await occupy(e2ePorts(BASE).gateway)
    expect(await isPortFree(e2ePorts(BASE).gateway)).toBe(false)
    expect(await busyE2ePorts(BASE)).toEqual([`gateway ${e2ePorts(BASE).gateway}`])
    expect(await busyE2ePorts(BASE + 20)).toEqual([])
  })

  it('moves every stack past a busy port', async () => {
    expect(await freeE2eOffset(BASE, 2, 20)).toBe(BASE)
    await occupy(e2ePorts(BASE + 20).web) // the second stack's web port
    expect(await freeE2eOffset(BASE, 2, 20)).toBe(BASE + 40)
  })
})
