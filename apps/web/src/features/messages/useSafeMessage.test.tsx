import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGatewayClient } from '@assent/gateway-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GatewayProvider } from '../../kernel/GatewayProvider'
import { useSafeMessage } from './useSafeMessage'

const HASH = `0x${'ab'.repeat(32)}`
let server: Server
let base: string
const readAt: number[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    if (req.method === 'OPTIONS') return res.end()
    readAt.push(performance.now())
    // Not known yet: the prompt keeps polling until it is.
    res.writeHead(404, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ code: 404, message: 'not found' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
afterEach(() => {
  cleanup()
  readAt.length = 0
})

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <QueryClientProvider client={queryClient}>
      <GatewayProvider client={createGatewayClient({ baseUrl: base })}>{children}</GatewayProvider>
    </QueryClientProvider>
  )
}

describe('useSafeMessage polling (SPEC §9: 250 ms, doubling, ceiling 10 s)', () => {
  it('reads again after 250 ms, then 500 ms, then 1 s', async () => {
    const { result } = renderHook(() => useSafeMessage('31337', HASH, true), { wrapper })
    await waitFor(() => expect(readAt.length).toBeGreaterThanOrEqual(4), { timeout: 5_000 })
    expect(result.current.data).toBeNull()
    const gaps = readAt.slice(1, 4).map((at, i) => at - (readAt[i] as number))
    expect(gaps[0]).toBeGreaterThanOrEqual(200)
    expect(gaps[0]).toBeLessThan(480)
    expect(gaps[1]).toBeGreaterThanOrEqual(450)
    expect(gaps[2]).toBeGreaterThanOrEqual(950)
  })

  it('reads once when not asked to poll', async () => {
    renderHook(() => useSafeMessage('31337', HASH), { wrapper })
    await waitFor(() => expect(readAt).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(readAt).toHaveLength(1)
  })
})
