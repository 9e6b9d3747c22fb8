import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGatewayClient } from '@assent/gateway-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GatewayProvider } from '../../kernel/GatewayProvider'
import { WalletButton } from '../WalletButton'
import { WALLETCONNECT_NOT_CONFIGURED } from './WalletConnectNotice'
import { WalletRuntime } from './WalletRuntime'

const chain = {
  chainId: '31337',
  chainName: 'Assent Devnet',
  shortName: 'devnet',
  l2: true,
  description: '',
  chainLogoUri: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  transactionService: '',
  blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
  ensRegistryAddress: null,
  features: [],
  gasPrice: [],
  publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' },
  rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' },
  safeAppsRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' },
  disabledWallets: [],
  theme: { textColor: '#ffffff', backgroundColor: '#000000' },
}

let server: Server
let base: string
let up = false
let chainRequests = 0
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method === 'OPTIONS') return res.end()
    res.setHeader('content-type', 'application/json')
    if (req.url?.startsWith('/v1/chains')) chainRequests++
    if (!up) {
      res.statusCode = 503
      return res.end(JSON.stringify({ code: 503, message: 'Service unavailable' }))
    }
    res.end(JSON.stringify({ count: 1, next: null, previous: null, results: [chain] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
afterEach(cleanup)

describe('the header’s wallet area when /v1/chains fails', () => {
  it('shows the error and a Retry instead of loading forever, recovers on Retry, and the picker explains a missing WalletConnect id', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={queryClient}>
        <GatewayProvider client={createGatewayClient({ baseUrl: base })}>
          <WalletRuntime>
            <WalletButton />
            <p>Safe page</p>
          </WalletRuntime>
        </GatewayProvider>
      </QueryClientProvider>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The gateway did not answer.')
    expect(alert.getAttribute('title')).toContain('Service unavailable')
    expect(screen.queryByTestId('connect-wallet-placeholder')).toBeNull()
    expect(screen.getByText('Safe page')).toBeTruthy()
    // No request loop against a gateway that is down: one request, then waiting for the user.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(chainRequests).toBe(1)

    up = true
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click())
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.getByText('Safe page')).toBeTruthy()
    expect(chainRequests).toBe(2)

    // This build has no VITE_WALLETCONNECT_PROJECT_ID: the picker says what that means.
    await act(async () => screen.getByRole('button', { name: 'Connect Wallet' }).click())
    const notice = await screen.findByTestId('walletconnect-not-configured')
    expect(notice.textContent).toBe(WALLETCONNECT_NOT_CONFIGURED)
    expect(WALLETCONNECT_NOT_CONFIGURED).toContain('VITE_WALLETCONNECT_PROJECT_ID')
  })
})
