import { SAFE_DEPLOYMENTS } from '@assent/core'
import { GatewayResponseError, getSafeInfo } from '@assent/gateway-client'
import type { TestDevnet } from '@assent/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRegistry } from '../chain/createChainRegistry'
import { devnetChainConfig } from '../config/devnetChainConfig'
import { bumpDataVersion } from '../db/dataVersion'
import { messages } from '../db/schema/messages'
import { multisigTransactions } from '../db/schema/multisig'
import { deployTestSafe } from '../testing/deployTestSafe'
import { multisigRow } from '../testing/multisigRow'
import type { TestGateway } from '../testing/startTestGateway'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { implementationVersionState } from './getSafeInfo'

describe.each(DATABASE_KINDS)('GET /v1/chains/{chainId}/safes/{address} on %s', (kind) => {
  let stack: TestStack
  let devnet: TestDevnet
  let gateway: TestGateway
  let safe: `0x${string}`

  beforeAll(async () => {
    stack = await startTestStack(kind)
    devnet = stack.devnet
    gateway = stack.gateway
    const owners = devnet.accounts.slice(0, 3).map((a) => a.address)
    safe = (await deployTestSafe(devnet, { owners, threshold: 2 })).address
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('reads a freshly deployed Safe from the chain', async () => {
    const info = await getSafeInfo(gateway.client, { chainId: '31337', address: safe })
    const d = SAFE_DEPLOYMENTS['1.4.1']
    expect(info.address.value).toBe(safe)
    expect(info.chainId).toBe('31337')
    expect(info.owners.map((o) => o.value)).toEqual(
      devnet.accounts.slice(0, 3).map((a) => a.address),
    )
    expect(info.threshold).toBe(2)
    expect(info.nonce).toBe(0)
    expect(info.version).toBe('1.4.1')
    expect(info.implementation).toEqual({ value: d.safeL2, name: 'Safe 1.4.1 L2', logoUri: null })
    expect(info.implementationVersionState).toBe('UP_TO_DATE')
    expect(info.fallbackHandler?.value).toBe(d.compatibilityFallbackHandler)
    expect(info.modules).toBeNull()
    expect(info.guard).toBeNull()
    expect(info.collectiblesTag).toBeNull()
  })

  it('accepts a lower-case address and answers with the checksummed one', async () => {
    const info = await getSafeInfo(gateway.client, {
      chainId: '31337',
      address: safe.toLowerCase(),
    })
    expect(info.address.value).toBe(safe)
  })

  it("rates the singleton against the chain's recommended master copy version", () => {
    const state = { implementation: SAFE_DEPLOYMENTS['1.4.1'].safeL2 }
    const chainWith = (recommended: string) => {
      const config = devnetChainConfig(devnet.rpcUrl)
      config.info.recommendedMasterCopyVersion = recommended
      return createChainRegistry([config]).list()[0]!
    }
    expect(implementationVersionState(chainWith('1.4.1'), state)).toBe('UP_TO_DATE')
    expect(implementationVersionState(chainWith('1.3.0'), state)).toBe('UP_TO_DATE')
    expect(implementationVersionState(chainWith('1.5.0'), state)).toBe('OUTDATED')
    const unknown = { implementation: devnet.accounts[5]!.address }
    expect(implementationVersionState(chainWith('1.4.1'), unknown)).toBe('UNKNOWN')
  })

  it('moves txHistoryTag once the indexer sees an incoming transfer', async () => {
    const hash = await devnet.walletClient.sendTransaction({ to: safe, value: 10n ** 15n })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(gateway, receipt.blockNumber)
    const info = await getSafeInfo(gateway.client, { chainId: '31337', address: safe })
    const block = await devnet.publicClient.getBlock({ blockNumber: receipt.blockNumber })
    expect(info.txHistoryTag).toBe(new Date(Number(block.timestamp) * 1000).toISOString())
    expect(info.txQueuedTag).toBeNull()
  })

  it('moves txQueuedTag and messagesTag with queue and message changes', async () => {
    const submittedAt = Date.UTC(2030, 0, 1)
    await gateway.deps.db
      .insert(multisigTransactions)
      .values(multisigRow(safe, 0, { safeTxHash: `0x${'ab'.repeat(32)}`, to: safe, submittedAt }))
    await gateway.deps.db.insert(messages).values({
      chainId: 31337,
      messageHash: `0x${'cd'.repeat(32)}`,
      safe,
      message: 'hello',
      messageKind: 'string',
      proposedBy: devnet.accounts[0]!.address,
      createdAt: submittedAt,
      modifiedAt: submittedAt + 5,
    })
    // Written around the services, so mark the change as each of them does.
    await bumpDataVersion(gateway.deps.db, 31337)
    const info = await getSafeInfo(gateway.client, { chainId: '31337', address: safe })
    expect(info.txQueuedTag).toBe(new Date(submittedAt).toISOString())
    expect(info.messagesTag).toBe(new Date(submittedAt + 5).toISOString())
  })

  it.each([
    ['a malformed address', '31337', '0x1234', 400, '400: Invalid address: 0x1234'],
    ['a non-hex address', '31337', 'not-an-address', 400, '400: Invalid address: not-an-address'],
    [
      'a bad checksum',
      '31337',
      '0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266',
      400,
      '400: Invalid checksum address: 0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ],
    [
      'an address without a Safe',
      '31337',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      404,
      '404: Safe 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 not found',
    ],
    [
      'an unknown chain',
      '1',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      404,
      '404: Chain 1 is not supported',
    ],
    [
      'a non-numeric chain',
      'abc',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      400,
      '400: Invalid chainId: abc',
    ],
  ])('rejects %s with a JSON %s', async (_, chainId, address, status, message) => {
    const error = await getSafeInfo(gateway.client, { chainId, address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayResponseError)
    expect((error as GatewayResponseError).status).toBe(status)
    expect((error as GatewayResponseError).message).toBe(message)
  })
})
