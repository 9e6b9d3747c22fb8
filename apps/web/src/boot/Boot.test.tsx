import {
  createGatewayClient,
  getBalances,
  getTransactionHistory,
  type SafeBalanceResponse,
  type TransactionListPage,
} from '@assent/gateway-client'
import { chainInfo, customSummary, safeInfo } from '@assent/gateway-client/test-utils/fixtures'
import {
  type ScriptedReply,
  startTestServer,
  type TestServer,
} from '@assent/gateway-client/test-utils/startTestServer'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { balancesParameters } from '../features/balances/hooks/useBalances'
import { Boot } from './Boot'
import type { BootHandoff, FullApp } from './bootHandoff'
import type { BootPreferences } from './readBootPreferences'
import { startBootReads } from './startBootReads'

// The boot against a real HTTP server playing the gateway: it renders the rows of what the
// gateway answers, in the full app's markup, asks for the URLs the full app asks for, and
// refuses an answer that does not pass its checks with a message instead of rows.

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TIME_ZONE = 'Europe/Berlin'
const preferences: BootPreferences = { currency: 'usd', theme: 'system', hiddenTokens: {} }

const balances: SafeBalanceResponse = {
  fiatTotal: '3500.5',
  items: [
    {
      tokenInfo: {
        type: 'NATIVE_TOKEN',
        address: '0x0000000000000000000000000000000000000000',
        decimals: 18,
        symbol: 'ETH',
        name: 'Ether',
        logoUri: null,
      },
      balance: '1500000000000000000',
      fiatBalance: '3000',
      fiatConversion: '2000',
    },
    {
      tokenInfo: {
        type: 'ERC20',
        address: '0x00000000000000000000000000000000000000aa',
        decimals: 6,
        symbol: 'USDC',
        name: 'USD Coin',
        logoUri: null,
      },
      balance: '500500000',
      fiatBalance: '500.5',
      fiatConversion: '1',
    },
  ],
}

const history: TransactionListPage = {
  next: null,
  previous: null,
  results: [
    { type: 'DATE_LABEL', timestamp: 1_760_000_000_000 },
    { type: 'TRANSACTION', transaction: customSummary, conflictType: 'None' },
  ],
}

let server: TestServer
/** What the fake gateway answers per path, on top of chains and Safe info. */
let answers: Record<string, ScriptedReply> = {}
const cors = { 'Access-Control-Allow-Origin': '*' }

beforeAll(async () => {
  server = await startTestServer()
})
afterEach(() => {
  cleanup()
  server.reset()
})
afterAll(async () => {
  await server.close()
})

function serve(pageReplies: Record<string, ScriptedReply>) {
  answers = {
    '/v1/chains': { json: { next: null, previous: null, results: [chainInfo] } },
    [`/v1/chains/31337/safes/${SAFE}`]: { json: safeInfo },
    ...pageReplies,
  }
  server.route((request) => {
    const reply = answers[request.path] ?? { status: 404, json: { message: 'not found' } }
    return { ...reply, headers: { ...cors, ...reply.headers } }
  })
}

const never = new Promise<FullApp>(() => {})

function boot(pathname: string, fullApp: Promise<FullApp> = never): BootHandoff {
  const handoff = startBootReads({ pathname, search: `?safe=devnet:${SAFE}` }, preferences, {
    gatewayUrl: server.url,
    fetchImpl: (input, init) => fetch(input, init),
    timeZone: TIME_ZONE,
  })
  if (!handoff) throw new Error(`the boot does not render ${pathname}`)
  render(<Boot handoff={handoff} fullApp={fullApp} />)
  return handoff
}

/** The URL (path and query) of the one request the gateway-client makes for `read`. */
async function clientUrl(
  read: (client: ReturnType<typeof createGatewayClient>) => Promise<unknown>,
) {
  const seen: string[] = []
  const client = createGatewayClient({
    baseUrl: server.url,
    fetch: async (input, init) => {
      seen.push(String(input))
      return fetch(input, init)
    },
  })
  await read(client)
  return seen[0]
}

describe('the boot', () => {
  it('renders the Safe’s balance rows from the gateway, as the balances page does', async () => {
    serve({ [`/v1/chains/31337/safes/${SAFE}/balances/usd`]: { json: balances } })
    const handoff = boot('/balances')
    const rows = await screen.findAllByTestId('balance-row')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ether'),
      expect.stringContaining('USD Coin'),
    ])
    expect(rows[0]?.textContent).toContain('1.5 ETH')
    expect(rows[1]?.textContent).toContain('500.5 USDC')
    expect(screen.getByTestId('balances-total').textContent).toBe('$3,500.50')
    // The controls are there, in place, but wait for the full app.
    expect(screen.getByRole('button', { name: 'Hide USDC' })).toHaveProperty('disabled', true)
    // The Safe's info (only the full app reads it) is asked once the page is painted, not
    // beside the rows; the answers are kept, unchanged, for the full app's cache.
    const safeInfoPath = `/v1/chains/31337/safes/${SAFE}`
    expect(server.requests.map((r) => r.path)).not.toContain(safeInfoPath)
    handoff.firstPaintDone()
    await waitFor(() => expect(handoff.answers.safeInfo?.json).toEqual(safeInfo))
    expect(server.requests.map((r) => r.path)).toContain(safeInfoPath)
    expect(handoff.answers.balances?.json).toEqual(balances)

    // The same URLs the full app's gateway-client requests (so it joins the boot's reads).
    const requested = server.requests.map(
      (r) => `${server.url}${r.path}${r.query ? `?${r.query}` : ''}`,
    )
    const balancesUrl = await clientUrl((client) =>
      getBalances(client, balancesParameters('31337', SAFE, 'usd')),
    )
    expect(requested).toContain(balancesUrl)
    expect(handoff.answers.balances?.url).toBe(balancesUrl)
  })

  it('renders the history’s first rows from the gateway, as the history page does', async () => {
    serve({ [`/v1/chains/31337/safes/${SAFE}/transactions/history`]: { json: history } })
    const handoff = boot('/transactions/history')
    const rows = await screen.findAllByTestId('tx-row')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.getAttribute('data-tx-id')).toBe(customSummary.id)
    expect(screen.getAllByTestId('date-label')).toHaveLength(1)
    const historyUrl = await clientUrl((client) =>
      getTransactionHistory(client, {
        chainId: '31337',
        address: SAFE,
        timezone: TIME_ZONE,
        trusted: true,
      }),
    )
    expect(handoff.answers.transactionHistory?.url).toBe(historyUrl)
  })

  it('refuses balances that fail its checks, with a message naming the field, and no rows', async () => {
    const broken = structuredClone(balances) as unknown as { items: { balance: unknown }[] }
    if (broken.items[1]) broken.items[1].balance = 500.5
    serve({ [`/v1/chains/31337/safes/${SAFE}/balances/usd`]: { json: broken } })
    boot('/balances')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Balances could not be loaded')
    expect(alert.textContent).toContain(
      "The gateway's balances is not valid: items.1.balance is not an integer string",
    )
    expect(screen.queryAllByTestId('balance-row')).toEqual([])
  })

  it('refuses an answer that is not JSON', async () => {
    serve({
      [`/v1/chains/31337/safes/${SAFE}/transactions/history`]: {
        raw: '{"results": [',
        headers: { 'Content-Type': 'application/json' },
      },
    })
    boot('/transactions/history')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The history could not be loaded')
    expect(alert.textContent).toMatch(
      /The gateway's answer for .*\/transactions\/history.* is not JSON/,
    )
    expect(screen.queryAllByTestId('tx-row')).toEqual([])
  })

  it('refuses a transaction whose fields it reads are of the wrong type', async () => {
    const broken = structuredClone(history) as unknown as {
      results: { transaction?: { timestamp: unknown } }[]
    }
    const item = broken.results[1]
    if (item?.transaction) item.transaction.timestamp = 'yesterday'
    serve({ [`/v1/chains/31337/safes/${SAFE}/transactions/history`]: { json: broken } })
    boot('/transactions/history')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('results.1.transaction.timestamp is not a number')
    expect(screen.queryAllByTestId('tx-row')).toEqual([])
  })

  it('hands over to the full app: seeds it with the answers, then renders it instead', async () => {
    serve({ [`/v1/chains/31337/safes/${SAFE}/balances/usd`]: { json: balances } })
    let open: (app: FullApp) => void = () => {}
    const fullApp = new Promise<FullApp>((resolve) => {
      open = resolve
    })
    boot('/balances', fullApp)
    await screen.findAllByTestId('balance-row')
    let seeded = 0
    open({ element: <p data-testid="full-app">full app</p>, seed: () => seeded++ })
    await screen.findByTestId('full-app')
    expect(seeded).toBe(1)
    expect(screen.queryAllByTestId('balance-row')).toEqual([])
    expect(document.querySelector('[data-boot-view]')).toBeNull()
  })

  it('leaves every other page to the full app', () => {
    const prefs = preferences
    expect(
      startBootReads({ pathname: '/settings/setup', search: `?safe=devnet:${SAFE}` }, prefs),
    ).toBeNull()
    expect(startBootReads({ pathname: '/balances', search: '' }, prefs)).toBeNull()
    expect(startBootReads({ pathname: '/balances', search: '?safe=devnet:0x12' }, prefs)).toBeNull()
  })
})
