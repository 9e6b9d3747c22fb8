import { OWNER_A, OWNER_B } from '@assent/gateway-client/test-utils/fixtures'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  counterfactualSafesStore,
  saveCounterfactualSafe,
} from '../features/safe/counterfactualSafesStore'
import { SafeProvider } from '../features/safe/SafeProvider'
import { SafeGroupRow } from '../features/welcome/SafeGroupRow'
import { addressEx, testChainInfo, testSafeInfo } from '../test-utils/fixtures'
import { renderWithProviders } from '../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../test-utils/setupTestHttpServer'
import { SafeChainSwitcher } from './SafeChainSwitcher'

const SAFE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const ONE_CHAIN = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const devnet = testChainInfo()
const devnet2 = testChainInfo({ chainId: '31338', shortName: 'devnet2', chainName: 'Devnet 2' })
let thresholdOnDevnet2 = 1

// A real HTTP gateway serving two chains: SAFE on both (threshold on devnet2 set per test),
// ONE_CHAIN on devnet only, a balance of 10 on devnet and 5 on devnet2.
const gateway = setupTestHttpServer(({ path }) => {
  if (path === '/v1/chains') {
    return { json: { count: 2, next: null, previous: null, results: [devnet, devnet2] } }
  }
  const balances = path.match(/^\/v1\/chains\/(\d+)\/safes\/0x[0-9a-fA-F]{40}\/balances\//)
  if (balances) {
    return { json: { fiatTotal: balances[1] === '31337' ? '10' : '5', items: [] } }
  }
  const info = (chainId: string, address: string, threshold: number) =>
    testSafeInfo({
      chainId,
      address: addressEx(address),
      threshold,
      owners: [OWNER_A, OWNER_B].map(addressEx),
    })
  if (path === `/v1/chains/31337/safes/${SAFE}`) return { json: info('31337', SAFE, 1) }
  if (path === `/v1/chains/31338/safes/${SAFE}`) {
    return { json: info('31338', SAFE, thresholdOnDevnet2) }
  }
  if (path === `/v1/chains/31337/safes/${ONE_CHAIN}`) return { json: info('31337', ONE_CHAIN, 1) }
  return { status: 404, json: { code: 1, message: 'Safe not found' } }
})
afterEach(() => {
  cleanup()
  thresholdOnDevnet2 = 1
  counterfactualSafesStore.set([])
})

/** The switcher inside SafeProvider on a route that reads ?safe=, as the app layout has it. */
function SwitcherPage() {
  const { safe } = useSearch({ strict: false }) as { safe?: string }
  return (
    <SafeProvider safeParam={safe}>
      <SafeChainSwitcher />
    </SafeProvider>
  )
}

function renderAt(url: string, page: () => ReactNode) {
  const root = createRootRoute({ component: () => <Outlet /> })
  const home = createRoute({
    getParentRoute: () => root,
    path: '$',
    validateSearch: (search: Record<string, unknown>) => ({ safe: String(search.safe ?? '') }),
    component: page,
  })
  const router = createRouter({
    routeTree: root.addChildren([home]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { gateway: gateway.url })
  return router
}

/** Waits for the switcher, asserts it offers exactly `names` in order, and returns it. */
async function findSwitcherListing(names: readonly string[]): Promise<HTMLElement> {
  const switcher = await screen.findByTestId('safe-chain-switcher')
  expect(
    within(switcher)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(names)
  return switcher
}

describe('SafeChainSwitcher', () => {
  it('moves between the networks the same address is a Safe on, through ?safe=', async () => {
    const router = renderAt(`/home?safe=devnet:${SAFE}`, SwitcherPage)
    const switcher = await findSwitcherListing(['Assent Devnet', 'Devnet 2'])
    act(() => {
      fireEvent.change(switcher, { target: { value: '31338' } })
    })
    await waitFor(() => expect(router.state.location.search).toEqual({ safe: `devnet2:${SAFE}` }))
    expect(router.state.location.pathname).toBe('/home')
  })

  it('lists the networks this browser holds the Safe on undeployed (the gateway knows none)', async () => {
    const undeployed = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
    for (const chainId of ['31337', '31338']) {
      saveCounterfactualSafe({
        chainId,
        address: undeployed,
        owners: [OWNER_A],
        threshold: 1,
        saltNonce: '7',
        version: '1.4.1',
        l2: true,
      })
    }
    renderAt(`/home?safe=devnet:${undeployed}`, SwitcherPage)
    await findSwitcherListing(['Assent Devnet', 'Devnet 2'])
  })

  it('is hidden for a Safe on one network only', async () => {
    renderAt(`/home?safe=devnet:${ONE_CHAIN}`, () => (
      <>
        <p>page</p>
        <SwitcherPage />
      </>
    ))
    await screen.findByText('page')
    // Decided only once the second chain has answered its 404.
    await waitFor(() =>
      expect(gateway.requests.map((r) => r.path)).toContain(`/v1/chains/31338/safes/${ONE_CHAIN}`),
    )
    await act(async () => {})
    expect(screen.queryByTestId('safe-chain-switcher')).toBeNull()
  })
})

describe('SafeGroupRow', () => {
  it('shows threshold and balance per network, the total, and no warning when they agree', async () => {
    renderAt('/', () => <SafeGroupRow address={SAFE} chains={[devnet, devnet2]} />)
    const lines = await screen.findAllByTestId('safe-group-chain')
    await waitFor(() => expect(lines[0]?.textContent).toContain('1/2 · $10.00'))
    await waitFor(() => expect(lines[1]?.textContent).toContain('1/2 · $5.00'))
    expect(screen.getByTestId('safe-group-total').textContent).toBe('$15.00')
    expect(screen.getByRole('link', { name: 'Open on Devnet 2' }).getAttribute('href')).toBe(
      `/home?safe=devnet2%3A${SAFE}`,
    )
    expect(screen.queryByTestId('safe-group-warning')).toBeNull()
  })

  it('warns when the threshold differs between networks', async () => {
    thresholdOnDevnet2 = 2
    renderAt('/', () => <SafeGroupRow address={SAFE} chains={[devnet, devnet2]} />)
    expect((await screen.findByTestId('safe-group-warning')).textContent).toBe(
      'The threshold differs between networks: check each network before signing.',
    )
  })
})
