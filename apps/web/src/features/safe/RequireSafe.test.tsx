import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGatewayClient } from '@assent/gateway-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GatewayProvider } from '../../kernel/GatewayProvider'
import { RequireSafe } from './RequireSafe'
import { useCurrentSafe } from './SafeContext'
import { SafeProvider } from './SafeProvider'

const SAFE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const rpc = { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' }
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
  publicRpcUri: rpc,
  rpcUri: rpc,
  safeAppsRpcUri: rpc,
  disabledWallets: [],
  theme: { textColor: '#fff', backgroundColor: '#000' },
}
const addr = (value: string) => ({ value, name: null, logoUri: null })
const safeInfo = {
  address: addr(SAFE),
  chainId: '31337',
  nonce: 8,
  threshold: 2,
  owners: [
    addr('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    addr('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
  ],
  implementation: addr('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  guard: null,
  fallbackHandler: null,
  version: '1.4.1',
  collectiblesTag: null,
  txQueuedTag: null,
  txHistoryTag: null,
  messagesTag: null,
}

let server: Server
let baseUrl: string

beforeAll(async () => {
  // A real HTTP gateway: the chain list, one Safe, 404 for anything else, 500 for a broken one.
  server = createServer((req, res) => {
    // happy-dom's fetch applies CORS like a browser.
    const json = (status: number, body: unknown) =>
      res
        .writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': req.headers.origin ?? '*',
        })
        .end(JSON.stringify(body))
    if (req.method === 'OPTIONS') {
      // happy-dom preflights every cross-origin fetch, like a strict browser.
      return res
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET',
        })
        .end()
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/v1/chains')
      return json(200, { count: 1, next: null, previous: null, results: [chain] })
    if (path === `/v1/chains/31337/safes/${SAFE}`) return json(200, safeInfo)
    if (path.toLowerCase().endsWith('0x0000000000000000000000000000000000000bad'))
      return json(500, { code: 500, message: 'Indexer down' })
    json(404, { code: 1, message: 'Safe not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(cleanup)

function SafeOverview() {
  const { safeInfo: info, chain: c } = useCurrentSafe()
  return (
    <p>
      {c.chainName} Safe with {info.threshold}/{info.owners.length}
    </p>
  )
}

function renderWithSafe(safeParam: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <GatewayProvider client={createGatewayClient({ baseUrl })}>
        <SafeProvider safeParam={safeParam}>
          <RequireSafe>
            <SafeOverview />
          </RequireSafe>
        </SafeProvider>
      </GatewayProvider>
    </QueryClientProvider>,
  )
}

describe('RequireSafe with SafeProvider', () => {
  it('renders the page once the Safe of ?safe= is loaded from the gateway', async () => {
    renderWithSafe(`devnet:${SAFE.toLowerCase()}`)
    expect(await screen.findByText('Assent Devnet Safe with 2/2')).toBeTruthy()
  })

  it('says "No Safe found at this address" when the gateway answers 404', async () => {
    renderWithSafe('devnet:0x90F79bf6EB2c4f870365E785982E1f101E93b906')
    expect(await screen.findByText('No Safe found at this address')).toBeTruthy()
  })

  it('offers a retry for other gateway failures', async () => {
    renderWithSafe('devnet:0x0000000000000000000000000000000000000bad')
    expect(await screen.findByText('The Safe could not be loaded')).toBeTruthy()
    expect(screen.getByText('500: Indexer down')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('explains an invalid address and a network the gateway does not serve', async () => {
    renderWithSafe('devnet:0x1234')
    expect(await screen.findByText('This Safe address is not valid')).toBeTruthy()
    cleanup()
    renderWithSafe(`gno:${SAFE}`)
    expect(await screen.findByText('Unknown network')).toBeTruthy()
  })
})
