import type { TransactionDetails } from '@assent/gateway-client'
import { baseTx, detailsOf, owners, signSafeTx } from '@assent/review/test-utils/fixtures'
import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestQueryClient } from '../../../test-utils/createTestQueryClient'
import { renderHookWithProviders } from '../../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { useTransactionDetails } from './useTransactionDetails'

// A real HTTP gateway whose copy of the transaction has one more confirmation than the cache.
let latest: TransactionDetails
beforeAll(async () => {
  latest = detailsOf(baseTx, [
    { signer: owners[0].address, signature: await signSafeTx(owners[0], baseTx) },
  ])
})
const gateway = setupTestHttpServer(() => ({ json: latest }))
afterEach(cleanup)

/** Renders the hook over a cache already holding a copy without confirmations, fresh for 30 s. */
function renderDetails(fresh: boolean) {
  const queryClient = createTestQueryClient({ staleTime: 30_000 })
  const cached = detailsOf(baseTx, [])
  queryClient.setQueryData(
    ['gateway', gateway.url, 'transactionDetails', '31337', cached.txId],
    cached,
  )
  return renderHookWithProviders(() => useTransactionDetails('31337', cached.txId, { fresh }), {
    queryClient,
    gateway: gateway.url,
  })
}

const confirmations = (details: TransactionDetails | undefined) =>
  details?.detailedExecutionInfo?.type === 'MULTISIG'
    ? details.detailedExecutionInfo.confirmations.length
    : undefined

describe('useTransactionDetails', () => {
  it('uses a recent cached copy as is', async () => {
    const { result, queryClient } = renderDetails(false)
    expect(confirmations(result.current.data)).toBe(0)
    // A fetch on mount would have started by now (the mount's effects ran): none is running.
    expect(result.current.fetchStatus).toBe('idle')
    expect(queryClient.isFetching()).toBe(0)
    expect(gateway.requests).toHaveLength(0)
  })

  it('with fresh, fetches the latest copy on mount however recent the cache', async () => {
    const { result } = renderDetails(true)
    expect(confirmations(result.current.data)).toBe(0)
    await waitFor(() => expect(confirmations(result.current.data)).toBe(1))
    expect(gateway.requests).toHaveLength(1)
  })
})
