import type { TransactionListPage } from '@assent/gateway-client'
import { customSummary, SAFE } from '@assent/gateway-client/test-utils/fixtures'
import { PAST_COUNTERPARTY_NAMES } from '@assent/review'
import { cleanup, waitFor } from '@testing-library/react'
import { type Address, getAddress } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHookWithProviders } from '../../../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../../../test-utils/setupTestHttpServer'
import { PAST_COUNTERPARTY_PAGES, usePastCounterparties } from './usePastCounterparties'

// A real HTTP gateway with a history of five pages, one outgoing transfer each, to recipient
// 0x…01, 0x…02 and so on; `failFrom` makes pages from that one on answer 500.
const recipient = (page: number) => getAddress(`0x${page.toString(16).padStart(40, '0')}`)
const PAGES = 5
let failFrom = Number.POSITIVE_INFINITY

function historyPage(page: number): TransactionListPage {
  return {
    next: page < PAGES ? `${gateway.url}/history-page/${page + 1}` : null,
    previous: null,
    results: [
      {
        type: 'TRANSACTION',
        conflictType: 'None',
        transaction: {
          ...customSummary,
          txStatus: 'SUCCESS',
          txInfo: {
            type: 'Transfer',
            direction: 'OUTGOING',
            sender: { value: SAFE },
            recipient: { value: recipient(page) },
            transferInfo: { type: 'NATIVE_COIN', value: '1' },
          },
        },
      },
    ],
  }
}

const gateway = setupTestHttpServer(({ url }) => {
  const page = Number(/\/history-page\/(\d+)$/.exec(url)?.[1] ?? 1)
  if (page >= failFrom) return { status: 500, json: { code: 500, message: 'down' } }
  return { json: historyPage(page) }
})
const requested = () => gateway.requests.map(({ url }) => url)
afterEach(() => {
  cleanup()
  failFrom = Number.POSITIVE_INFINITY
})

const renderPastCounterparties = () =>
  renderHookWithProviders(
    () => usePastCounterparties({ chainId: '31337', address: SAFE as Address }),
    { gateway: gateway.url },
  )

const recipients = (pages: number) =>
  Array.from({ length: pages }, (_, index) => ({
    address: recipient(index + 1),
    name: PAST_COUNTERPARTY_NAMES.recipient,
  }))

describe('usePastCounterparties', () => {
  it('reads the newest pages of the history, and only those, before answering', async () => {
    const { result } = renderPastCounterparties()
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toEqual(recipients(PAST_COUNTERPARTY_PAGES)))
    expect(requested()).toHaveLength(PAST_COUNTERPARTY_PAGES)
    expect(requested()[0]).toBe(`/v1/chains/31337/safes/${SAFE}/transactions/history?trusted=true`)
  })

  it('answers with what it could read when a page fails, so a review is not held up', async () => {
    failFrom = 2
    const { result } = renderPastCounterparties()
    await waitFor(() => expect(result.current).toEqual(recipients(1)))
  })

  it('answers with nothing when the history cannot be read at all', async () => {
    failFrom = 1
    const { result } = renderPastCounterparties()
    await waitFor(() => expect(result.current).toEqual([]))
  })
})
