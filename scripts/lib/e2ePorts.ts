import { createServer } from 'node:net'

/**
 * Ports of one browser-suite stack: fixed (the web build bakes the gateway URL), away from
 * npm start's, shifted by an offset so several stacks (npm test's shards, a second run) don't
 * collide.
 */
export function e2ePorts(offset: number) {
  return {
    devnet: 18545 + offset,
    /** The devnet's second chain (31338). */
    secondDevnet: 18546 + offset,
    gateway: 18787 + offset,
    web: 15173 + offset,
    demoApp: 15174 + offset,
  }
}

/** Resolves whether nothing listens on 127.0.0.1:`port` (by listening on it for a moment). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** The ports of the stack at `offset` that something else already listens on. */
export async function busyE2ePorts(offset: number): Promise<string[]> {
  const busy: string[] = []
  for (const [name, port] of Object.entries(e2ePorts(offset))) {
    if (!(await isPortFree(port))) busy.push(`${name} ${port}`)
  }
  return busy
}

/**
 * The first offset from `first` on (in steps of `step`) where `stacks` stacks, `step` apart,
 * find all their ports free: a machine running something on one of them (another run, another
 * project) moves the browser suites instead of failing them at start-up.
 */
export async function freeE2eOffset(first: number, stacks: number, step: number): Promise<number> {
  for (let offset = first, tries = 0; tries < 20; offset += step * stacks, tries++) {
    let free = true
    for (let i = 0; i < stacks && free; i++) {
      free = (await busyE2ePorts(offset + i * step)).length === 0
    }
    if (free) return offset
  }
  throw new Error(`no free ports for ${stacks} browser stacks from offset ${first}`)
}
