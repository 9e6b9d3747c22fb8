import { createServer } from 'node:net'

/**
 * A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it). Prefer handing port 0
 * to the server itself where it supports that; this is for programs that need a number upfront.
 */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))))
    })
  })
}
