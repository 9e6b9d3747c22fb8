import { getCollectibles, getCollectiblesPage } from '@assent/gateway-client'
import { type Address, encodeFunctionData, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDemoToken } from '../testing/deployDemoToken'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'

const nftAbi = parseAbi([
  'function mint(address to) returns (uint256)',
  'function transferFrom(address from, address to, uint256 tokenId)',
])

describe.each(DATABASE_KINDS)('collectibles on %s', (kind) => {
  let stack: TestStack
  let safe: Address
  let nft: Address

  beforeAll(async () => {
    stack = await startTestStack(kind)
    const { devnet } = stack
    safe = (await deployTestSafe(devnet, { owners: [devnet.accounts[0]!.address], threshold: 1 }))
      .address
    nft = await deployDemoToken(devnet, { name: 'Test Kitties', symbol: 'TKIT' })
    for (let i = 0; i < 3; i++) {
      await devnet.walletClient.writeContract({
        address: nft,
        abi: nftAbi,
        functionName: 'mint',
        args: [safe],
      })
    }
    // Token ids count from the contract's first mint; read the ids the Safe got from the chain.
    const hash = await execTestSafeTransaction(devnet, {
      safe,
      signers: [0],
      to: nft,
      data: encodeFunctionData({
        abi: nftAbi,
        functionName: 'transferFrom',
        args: [safe, devnet.accounts[2]!.address, await firstTokenId()],
      }),
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
  })
  afterAll(async () => {
    await stack?.stop()
  })

  async function firstTokenId(): Promise<bigint> {
    for (const id of [0n, 1n]) {
      const owner = await stack.devnet.publicClient
        .readContract({
          address: nft,
          abi: parseAbi(['function ownerOf(uint256) view returns (address)']),
          functionName: 'ownerOf',
          args: [id],
        })
        .catch(() => null)
      if (owner) return id
    }
    throw new Error('no token minted')
  }

  it('lists the ERC-721 tokens the Safe still holds (v1)', async () => {
    const first = await firstTokenId()
    const list = await getCollectibles(stack.gateway.client, { chainId: '31337', address: safe })
    expect(list.map((c) => [c.address, c.id, c.tokenName, c.tokenSymbol])).toEqual([
      [nft, String(first + 1n), 'Test Kitties', 'TKIT'],
      [nft, String(first + 2n), 'Test Kitties', 'TKIT'],
    ])
  })

  it('pages them with cursors (v2)', async () => {
    const page1 = await getCollectiblesPage(stack.gateway.client, {
      chainId: '31337',
      address: safe,
      cursor: 'limit=1&offset=0',
    })
    expect(page1.count).toBe(2)
    expect(page1.results).toHaveLength(1)
    expect(page1.previous).toBeNull()
    expect(page1.next).toContain('cursor=limit%3D1%26offset%3D1')
    const page2 = await getCollectiblesPage(stack.gateway.client, { pageUrl: page1.next! })
    expect(page2.results.map((c) => c.id)).not.toContain(page1.results[0]!.id)
    expect(page2.next).toBeNull()
    expect(page2.previous).toContain('cursor=limit%3D1%26offset%3D0')
  })

  it('rejects a malformed cursor with 400', async () => {
    const response = await fetch(
      `${stack.gateway.url}/v2/chains/31337/safes/${safe}/collectibles?cursor=limit%3Dx`,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 400, message: 'Invalid cursor: limit=x' })
  })
})
