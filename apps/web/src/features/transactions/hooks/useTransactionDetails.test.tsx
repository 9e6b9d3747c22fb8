import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGatewayClient, type TransactionDetails } from '@assent/gateway-client'
import { baseTx, detailsOf, owners, signSafeTx } from '@assent/review/test-utils/fixtures'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GatewayProvider } from '../../../kernel/GatewayProvider'
import { useTransactionDetails } from './useTransactionDetails'

// A real HTTP gateway whose copy of the transaction has one more confirmation than the cache.
let latest: TransactionDetails
let requests = 0
let server: Server
let baseUrl: string

beforeAll(async () => {
  latest = detailsOf(baseTx, [
    { signer: owners[0].address, signature: await signSafeTx(owners[0], baseTx) },
  ])
  server = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*' }
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    requests++
    res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(latest))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  requests = 0
})

/** Renders the hook over a cache already holding a copy without confirmations, fresh for 30 s. */
function renderDetails(fresh: boolean) {
  const client = createGatewayClient({ baseUrl })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  })
  const cached = detailsOf(baseTx, [])
  queryClient.setQueryData(['gateway', baseUrl, 'transactionDetails', '31337', cached.txId], cached)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <GatewayProvider client={client}>{children}</GatewayProvider>
    </QueryClientProvider>
  )
  return renderHook(() => useTransactionDetails('31337', cached.txId, { fresh }), { wrapper })
}

const confirmations = (details: TransactionDetails | undefined) =>
  details?.detailedExecutionInfo?.type === 'MULTISIG'
    ? details.detailedExecutionInfo.confirmations.length
    : undefined

describe('useTransactionDetails', () => {
  it('uses a recent cached copy as is', async () => {
    const { result } = renderDetails(false)
    expect(confirmations(result.current.data)).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(requests).toBe(0)
  })

  it('with fresh, fetches the latest copy on mount however recent the cache', async () => {
    const { result } = renderDetails(true)
    expect(confirmations(result.current.data)).toBe(0)
    await waitFor(() => expect(confirmations(result.current.data)).toBe(1))
    expect(requests).toBe(1)
  })
})
