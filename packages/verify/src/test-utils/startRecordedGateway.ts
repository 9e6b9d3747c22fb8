import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A local server answering recorded gateway answers, and the paths it was asked for. */
export type RecordedGateway = { url: string; requests: string[]; stop: () => Promise<void> }

/**
 * Serves `answers` (path with its query, e.g. `/v1/chains/1/safes/0x…`, to the answer's text
 * exactly as recorded) on a free port of 127.0.0.1, as the Safe Client Gateway would; paths
 * are matched without regard to case, as addresses and hashes may be spelled either way.
 * Anything else is a 404 in the gateway's error shape. Tests only.
 * @example const gateway = await startRecordedGateway({ '/v1/chains/11155111': chainJson })
 */
export async function startRecordedGateway(
  answers: Readonly<Record<string, string>>,
): Promise<RecordedGateway> {
  const byPath = new Map(Object.entries(answers).map(([path, text]) => [path.toLowerCase(), text]))
  const requests: string[] = []
  const server = createServer((request, response) => {
    const path = request.url ?? '/'
    requests.push(path)
    const text = request.method === 'GET' ? byPath.get(path.toLowerCase()) : undefined
    if (text === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ statusCode: 404, message: 'Not Found', error: 'Not Found' }))
      return
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    response.end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
