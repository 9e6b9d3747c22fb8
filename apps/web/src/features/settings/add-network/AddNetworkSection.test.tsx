import { OWNER_A } from '@assent/gateway-client/test-utils/fixtures'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  addressEx,
  testChainInfo,
  testCurrentSafe,
  testSafeInfo,
} from '../../../test-utils/fixtures'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { AddNetworkSection } from './AddNetworkSection'

const ON_ONE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const ON_BOTH = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const devnet = testChainInfo()
const devnet2 = testChainInfo({ chainId: '31338', shortName: 'devnet2', chainName: 'Devnet 2' })

// A real HTTP gateway serving two chains: ON_ONE is a Safe on devnet only, ON_BOTH on both.
const gateway = setupTestHttpServer(({ path }) => {
  if (path === '/v1/chains') {
    return { json: { count: 2, next: null, previous: null, results: [devnet, devnet2] } }
  }
  const match = path.match(/^\/v1\/chains\/(\d+)\/safes\/(0x[0-9a-fA-F]{40})$/)
  if (match && (match[2] === ON_BOTH || match[1] === '31337')) {
    return { json: testSafeInfo({ chainId: match[1], address: addressEx(match[2] ?? '') }) }
  }
  return { status: 404, json: { code: 1, message: 'Safe not found' } }
})
afterEach(cleanup)

function renderSection(address: `0x${string}`) {
  const root = createRootRoute({ component: AddNetworkSection })
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/settings/setup'] }),
  })
  renderWithProviders(<RouterProvider router={router} />, {
    gateway: gateway.url,
    safe: testCurrentSafe({ address, owners: [OWNER_A], threshold: 1 }),
  })
}

describe('AddNetworkSection', () => {
  it('offers the served networks the Safe is not on yet', async () => {
    renderSection(ON_ONE)
    const network = await screen.findByLabelText('Network')
    expect([...network.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Devnet 2'])
  })

  it('says so when the Safe is on every served network', async () => {
    renderSection(ON_BOTH)
    expect(
      await screen.findByText('This Safe is on every network this gateway serves.'),
    ).toBeTruthy()
  })
})
