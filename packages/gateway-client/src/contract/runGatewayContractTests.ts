import { describe, expect, test } from 'vitest'
import { getAuthNonce } from '../actions/getAuthNonce'
import { getBalances } from '../actions/getBalances'
import { getChainConfig } from '../actions/getChainConfig'
import { getChains } from '../actions/getChains'
import { getFiatCurrencies } from '../actions/getFiatCurrencies'
import { getIndexingStatus } from '../actions/getIndexingStatus'
import { getMasterCopies } from '../actions/getMasterCopies'
import { getNonces } from '../actions/getNonces'
import { getOwnedSafes } from '../actions/getOwnedSafes'
import { getSafeApps } from '../actions/getSafeApps'
import { getSafeInfo } from '../actions/getSafeInfo'
import { getSafeMessages } from '../actions/getSafeMessages'
import { getTransactionDetails } from '../actions/getTransactionDetails'
import { getTransactionHistory } from '../actions/getTransactionHistory'
import { getTransactionQueue } from '../actions/getTransactionQueue'
import { GatewayResponseError } from '../errors/gateway'
import { createGatewayClient } from '../transport/createGatewayClient'

export type GatewayContractFixtures = {
  chainId: string
  /** A deployed Safe the gateway has indexed. */
  safe: { address: string; owners: string[]; threshold: number }
  /** A checksummed address with no Safe behind it. */
  notASafe: string
}

/**
 * Registers Vitest tests that check a running gateway speaks this client's wire format: every
 * read endpoint answers and its reply passes the client's validation, plus the 404 paths.
 * Import from `@assent/gateway-client/contract` inside a test file (it needs Vitest).
 *
 * @example
 * runGatewayContractTests(() => gateway.url, { chainId: '31337', safe, notASafe })
 */
export function runGatewayContractTests(
  getBaseUrl: () => string,
  fixtures: GatewayContractFixtures,
): void {
  const client = () => createGatewayClient({ baseUrl: getBaseUrl() })
  const { chainId, safe } = fixtures
  const address = safe.address

  describe('gateway contract', () => {
    test('chains list and chain config', async () => {
      const page = await getChains(client())
      expect(page.results.map((chain) => chain.chainId)).toContain(chainId)
      const chain = await getChainConfig(client(), { chainId })
      expect(chain.chainId).toBe(chainId)
      for (const source of chain.gasPrice) expect(source.type).toBe(source.type.toUpperCase())
    })

    test('Safe info, nonces and owned Safes', async () => {
      const info = await getSafeInfo(client(), { chainId, address })
      expect(info.address.value).toBe(address)
      expect(info.chainId).toBe(chainId)
      expect(info.threshold).toBe(safe.threshold)
      // Owner order follows the contract's linked list; the fixture need not know it.
      expect(info.owners.map((owner) => owner.value).sort()).toEqual([...safe.owners].sort())
      const nonces = await getNonces(client(), { chainId, address })
      expect(nonces.currentNonce).toBe(info.nonce)
      expect(nonces.recommendedNonce).toBeGreaterThanOrEqual(info.nonce)
      const [owner] = safe.owners
      const owned = await getOwnedSafes(client(), { chainId, ownerAddress: owner ?? '' })
      expect(owned.safes).toContain(address)
    })

    test('balances and fiat codes', async () => {
      const balances = await getBalances(client(), { chainId, address })
      expect(typeof balances.fiatTotal).toBe('string')
      expect((await getFiatCurrencies(client())).length).toBeGreaterThan(0)
    })

    test('queue and history pages parse', async () => {
      const queue = await getTransactionQueue(client(), { chainId, address })
      const history = await getTransactionHistory(client(), { chainId, address })
      for (const page of [queue, history]) {
        expect(page.next === null || /^https?:\/\//.test(page.next)).toBe(true)
        expect(page.previous === null || /^https?:\/\//.test(page.previous)).toBe(true)
      }
      if (history.next) await getTransactionHistory(client(), { pageUrl: history.next })
    })

    test('apps, master copies, messages, SIWE nonce and indexing status parse', async () => {
      await getSafeApps(client(), { chainId })
      await getMasterCopies(client(), { chainId })
      await getSafeMessages(client(), { chainId, address })
      expect((await getAuthNonce(client())).nonce.length).toBeGreaterThan(0)
      expect((await getIndexingStatus(client(), { chainId })).chainId).toBe(chainId)
    })

    test('unknown Safe and unknown transaction are 404s', async () => {
      const safeError = await getSafeInfo(client(), { chainId, address: fixtures.notASafe }).catch(
        (error: unknown) => error,
      )
      expect(safeError).toBeInstanceOf(GatewayResponseError)
      expect(safeError).toMatchObject({ status: 404 })
      const txError = await getTransactionDetails(client(), {
        chainId,
        transactionId: `0x${'00'.repeat(32)}`,
      }).catch((error: unknown) => error)
      expect(txError).toMatchObject({ status: 404 })
    })
  })
}
