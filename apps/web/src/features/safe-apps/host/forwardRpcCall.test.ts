import type { EIP1193Provider } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { setPinnedRpc } from '../../../verification-rpc/pinnedRpcStore'
import { setVerificationWalletProvider } from '../../../verification-rpc/walletProviderStore'
import { forwardRpcCall } from './forwardRpcCall'

/** A JSON-RPC node on a free port: answers eth_blockNumber with `block`, or HTTP `status`. */
const setupRpcNode = (answer: { block?: string; status?: number }) =>
  setupTestHttpServer(({ body }) => ({
    status: answer.status ?? 200,
    json: { jsonrpc: '2.0', id: (JSON.parse(body) as { id: number }).id, result: answer.block },
  }))
const down = setupRpcNode({ status: 503 })
const publicNode = setupRpcNode({ block: '0x10' })
const pinned = setupRpcNode({ block: '0x20' })
afterEach(() => {
  localStorage.clear()
  setVerificationWalletProvider(undefined)
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
    expect(down.requests).toEqual([])
    expect(publicNode.requests).toHaveLength(1)
  })

  it('falls back to the next URL when one fails', async () => {
    await expect(
      forwardRpcCall(
        { chainId: '1', publicUrls: [down.url, publicNode.url] },
        'eth_blockNumber',
        [],
      ),
    ).resolves.toBe('0x10')
    expect(down.requests.length).toBeGreaterThan(0)
    expect(publicNode.requests.length).toBeGreaterThan(0)
  })

  it('uses the RPC the user set for the chain before the public ones', async () => {
    setPinnedRpc('1', pinned.url)
    await expect(
      forwardRpcCall({ chainId: '1', publicUrls: [publicNode.url] }, 'eth_blockNumber', []),
    ).resolves.toBe('0x20')
    expect(publicNode.requests).toEqual([])
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
    expect([...pinned.requests, ...publicNode.requests]).toEqual([])
  })

  it('says so when a chain has no usable RPC, and a check never reads public URLs', async () => {
    const keyedOnly = { rpcUri: rpc(`${down.url}/v3/`, 'API_KEY_PATH'), publicRpcUri: rpc('') }
    await expect(
      forwardRpcCall({ chainId: '1', chain: keyedOnly }, 'eth_blockNumber', []),
    ).rejects.toThrow('No RPC for chain 1')
    await expect(forwardRpcCall({ chainId: '1' }, 'eth_blockNumber', [])).rejects.toThrow(
      'No independent RPC for chain 1',
    )
    expect(down.requests).toEqual([])
  })
})
