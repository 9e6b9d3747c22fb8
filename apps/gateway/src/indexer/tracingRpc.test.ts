import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startTestDevnet, TEST_ACCOUNTS, type TestDevnet } from '@assent/test'
import {
  type Address,
  createPublicClient,
  getAddress,
  type Hash,
  http,
  numberToHex,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import {
  debugTraceBlockByNumber,
  debugTraceTransaction,
  traceFilter,
  traceTransaction,
} from './tracingRpc'

/** A JSON-RPC endpoint that answers every request with `result`: a node answering nonsense. */
function startNonsenseRpc(result: unknown): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const { id } = JSON.parse(body) as { id: number }
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

describe('tracing requests on anvil', () => {
  let devnet: TestDevnet
  const recipient = getAddress(TEST_ACCOUNTS[8]!.address) as Address
  let hash: Hash
  let block: bigint

  beforeAll(async () => {
    devnet = await startTestDevnet()
    hash = await devnet.walletClients[1]!.sendTransaction({ to: recipient, value: 12_345n })
    block = (await devnet.publicClient.waitForTransactionReceipt({ hash })).blockNumber
  }, 60_000)
  afterAll(async () => {
    await devnet?.stop()
  })

  const sender = () => getAddress(TEST_ACCOUNTS[1]!.address).toLowerCase()
  const client = () => createPublicClient({ transport: http(devnet.rpcUrl) })

  it('trace_filter and trace_transaction give the transfer as a Parity-style call', async () => {
    const filtered = await traceFilter(client(), {
      fromBlock: numberToHex(block),
      toBlock: numberToHex(block),
      toAddress: [recipient],
    })
    expect(filtered.map((t) => t.transactionHash)).toEqual([hash])
    const [call] = await traceTransaction(client(), hash)
    expect(call?.action).toMatchObject({
      callType: 'call',
      from: sender(),
      to: recipient.toLowerCase(),
      value: numberToHex(12_345n),
    })
  })

  it('debug_traceTransaction and debug_traceBlockByNumber give its call tree', async () => {
    const frame = await debugTraceTransaction(client(), hash)
    expect(frame).toMatchObject({ type: 'CALL', from: sender(), value: numberToHex(12_345n) })
    const traced = await debugTraceBlockByNumber(client(), numberToHex(block))
    expect(traced).toEqual([{ txHash: hash, result: expect.objectContaining({ type: 'CALL' }) }])
  })
})

describe('tracing answers that are no traces', () => {
  it.each([
    [
      'trace_transaction',
      { not: 'a list' },
      (c: PublicClient) => traceTransaction(c, `0x${'1'.repeat(64)}`),
    ],
    [
      'trace_filter',
      [{ action: 'none' }],
      (c: PublicClient) => traceFilter(c, { fromBlock: '0x1', toBlock: '0x1', toAddress: [] }),
    ],
    [
      'debug_traceTransaction',
      { calls: 'none' },
      (c: PublicClient) => debugTraceTransaction(c, `0x${'1'.repeat(64)}`),
    ],
    [
      'debug_traceBlockByNumber',
      [{ txHash: 7 }],
      (c: PublicClient) => debugTraceBlockByNumber(c, '0x1'),
    ],
  ])('%s: refused at the boundary', async (_method, result, call) => {
    const rpc = await startNonsenseRpc(result)
    try {
      await expect(call(nonsense(rpc.url))).rejects.toBeInstanceOf(ZodError)
    } finally {
      await rpc.close()
    }
  })
})

function nonsense(url: string): PublicClient {
  return createPublicClient({ transport: http(url, { retryCount: 0 }) })
}
