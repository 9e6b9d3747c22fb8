import { Agent, request } from 'node:http'

export type LoadResult = {
  requests: number
  /** Non-2xx answers and transport errors. */
  errors: number
  /** First few error descriptions, for the report. */
  errorSamples: string[]
  seconds: number
  rps: number
  p50: number
  p90: number
  p99: number
  max: number
}

/**
 * A small closed-loop HTTP load generator: `connections` clients on keep-alive sockets, each
 * sending its next GET as soon as the previous answer is fully read, for `durationMs` (or
 * until `maxRequests`). Latency is measured per request (send → last body byte).
 */
export async function runLoad(p: {
  /** The URL of request number `i` (so a run can rotate over pages or ids). */
  url: (i: number) => string
  connections: number
  durationMs: number
  maxRequests?: number
  /** Also count a 2xx whose body fails this check as an error. */
  check?: (status: number, body: string) => boolean
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: p.connections })
  const latencies: number[] = []
  const errorSamples: string[] = []
  let errors = 0
  let issued = 0
  let issuedDone = 0
  const started = performance.now()
  const deadline = started + p.durationMs
  const max = p.maxRequests ?? Number.POSITIVE_INFINITY
  const one = (url: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, { agent, method: 'GET' }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end()
    })
  const client = async () => {
    while (performance.now() < deadline && issued < max) {
      const url = p.url(issued++)
      const t0 = performance.now()
      try {
        const { status, body } = await one(url)
        latencies.push(performance.now() - t0)
        const ok = status >= 200 && status < 300 && (p.check?.(status, body) ?? true)
        if (!ok) {
          errors++
          if (errorSamples.length < 5) errorSamples.push(`${status} ${url}: ${body.slice(0, 200)}`)
        }
      } catch (error) {
        errors++
        if (errorSamples.length < 5) errorSamples.push(`${url}: ${String(error)}`)
      }
      issuedDone++
    }
  }
  await Promise.all(Array.from({ length: p.connections }, client))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return {
    requests: issuedDone,
    errors,
    errorSamples,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies[latencies.length - 1] ?? 0,
  }
}
