import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGatewayClient, type TransactionListPage } from '@assent/gateway-client'
import { customSummary, SAFE } from '@assent/gateway-client/test-utils/fixtures'
import { PAST_COUNTERPARTY_NAMES } from '@assent/review'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, getAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GatewayProvider } from '../../../../kernel/GatewayProvider'
import { PAST_COUNTERPARTY_PAGES, usePastCounterparties } from './usePastCounterparties'

// A real HTTP gateway with a history of five pages, one outgoing transfer each, to recipient
// 0x…01, 0x…02 and so on; `failFrom` makes pages from that one on answer 500.
const recipient = (page: number) => getAddress(`0x${page.toString(16).padStart(40, '0')}`)
const PAGES = 5
let failFrom = Number.POSITIVE_INFINITY
const requested: string[] = []
let server: Server
let baseUrl: string

function historyPage(page: number): TransactionListPage {
  return {
    next: page < PAGES ? `${baseUrl}/history-page/${page + 1}` : null,
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

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*' }
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    requested.push(req.url ?? '')
    const page = Number(/\/history-page\/(\d+)$/.exec(req.url ?? '')?.[1] ?? 1)
    if (page >= failFrom) {
      return res
        .writeHead(500, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 500, message: 'down' }))
    }
    res
      .writeHead(200, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify(historyPage(page)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  requested.length = 0
  failFrom = Number.POSITIVE_INFINITY
})

function renderPastCounterparties() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <GatewayProvider client={createGatewayClient({ baseUrl })}>{children}</GatewayProvider>
    </QueryClientProvider>
  )
  return renderHook(() => usePastCounterparties({ chainId: '31337', address: SAFE as Address }), {
    wrapper,
  })
}

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
    expect(requested).toHaveLength(PAST_COUNTERPARTY_PAGES)
    expect(requested[0]).toBe(`/v1/chains/31337/safes/${SAFE}/transactions/history?trusted=true`)
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
