import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { EIP1193Provider } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setPinnedRpc } from '../../../verification-rpc/pinnedRpcStore'
import { setVerificationWalletProvider } from '../../../verification-rpc/walletProviderStore'
import { forwardRpcCall } from './forwardRpcCall'

type Node = { server: Server; url: string; hits: string[] }
const nodes: Node[] = []

/** A JSON-RPC node on a free port: answers eth_blockNumber with `block`, or HTTP `status`. */
async function startNode(answer: { block?: string; status?: number }): Promise<Node> {
  const hits: string[] = []
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method === 'OPTIONS') return res.end()
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      hits.push(req.url ?? '')
      const body = JSON.parse(raw) as { id: number }
      res.statusCode = answer.status ?? 200
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: answer.block }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const node = {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
  }
  nodes.push(node)
  return node
}

let down: Node
let publicNode: Node
let pinned: Node
beforeAll(async () => {
  down = await startNode({ status: 503 })
  publicNode = await startNode({ block: '0x10' })
  pinned = await startNode({ block: '0x20' })
})
afterEach(() => {
  localStorage.clear()
  setVerificationWalletProvider(undefined)
  for (const node of nodes) node.hits.length = 0
})
afterAll(async () => {
  await Promise.all(nodes.map((node) => new Promise((resolve) => node.server.close(resolve))))
})

const rpc = (value: string, authentication = 'NO_AUTHENTICATION') => ({ authentication, value })

describe('a Safe App’s rpcCall, by the app’s RPC policy', () => {
  it('never posts to a keyed URL without the build’s key: the public RPC answers', async () => {
    // The official gateway's mainnet config: a keyed node URL and a public one.
    const chain = {
      rpcUri: rpc(`${down.url}/v3/`, 'API_KEY_PATH'),
      publicRpcUri: rpc(publicNode.url),
    }
    await expect(forwardRpcCall({ chainId: '1', chain }, 'eth_blockNumber', [])).resolves.toBe(
      '0x10',
    )
    expect(down.hits).toEqual([])
    expect(publicNode.hits).toHaveLength(1)
  })

  it('falls back to the next URL when one fails', async () => {
    await expect(
      forwardRpcCall(
        { chainId: '1', publicUrls: [down.url, publicNode.url] },
        'eth_blockNumber',
        [],
      ),
    ).resolves.toBe('0x10')
    expect(down.hits.length).toBeGreaterThan(0)
    expect(publicNode.hits.length).toBeGreaterThan(0)
  })

  it('uses the RPC the user set for the chain before the public ones', async () => {
    setPinnedRpc('1', pinned.url)
    await expect(
      forwardRpcCall({ chainId: '1', publicUrls: [publicNode.url] }, 'eth_blockNumber', []),
    ).resolves.toBe('0x20')
    expect(publicNode.hits).toEqual([])
  })

  it('uses the wallet’s own provider on that chain before anything else', async () => {
    setPinnedRpc('1', pinned.url)
    const asked: string[] = []
    const provider = {
      request: async ({ method }: { method: string }) => {
        asked.push(method)
        return '0x30'
      },
    } as unknown as EIP1193Provider
    setVerificationWalletProvider({ provider, chainId: 1, connectorId: 'x', connectorName: 'X' })
    await expect(
      forwardRpcCall({ chainId: '1', publicUrls: [publicNode.url] }, 'eth_blockNumber', []),
    ).resolves.toBe('0x30')
    expect(asked).toEqual(['eth_blockNumber'])
    expect([...pinned.hits, ...publicNode.hits]).toEqual([])
  })

  it('says so when a chain has no usable RPC, and a check never reads public URLs', async () => {
    const keyedOnly = { rpcUri: rpc(`${down.url}/v3/`, 'API_KEY_PATH'), publicRpcUri: rpc('') }
    await expect(
      forwardRpcCall({ chainId: '1', chain: keyedOnly }, 'eth_blockNumber', []),
    ).rejects.toThrow('No RPC for chain 1')
    await expect(forwardRpcCall({ chainId: '1' }, 'eth_blockNumber', [])).rejects.toThrow(
      'No independent RPC for chain 1',
    )
    expect(down.hits).toEqual([])
  })
})
