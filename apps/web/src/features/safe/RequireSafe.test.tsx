import { OWNER_A, OWNER_B } from '@assent/gateway-client/test-utils/fixtures'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { addressEx, testChainInfo, testSafeInfo } from '../../test-utils/fixtures'
import { renderWithProviders } from '../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../test-utils/setupTestHttpServer'
import { saveCounterfactualSafe } from './counterfactualSafesStore'
import { RequireSafe } from './RequireSafe'
import { useCurrentSafe } from './SafeContext'
import { SafeProvider } from './SafeProvider'

const SAFE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const safeInfo = testSafeInfo({
  address: addressEx(SAFE),
  nonce: 8,
  threshold: 2,
  owners: [OWNER_A, OWNER_B].map(addressEx),
})

// A real HTTP gateway: the chain list, one Safe, 404 for anything else, 500 for a broken one.
const gateway = setupTestHttpServer(({ path }) => {
  if (path === '/v1/chains') {
    return { json: { count: 1, next: null, previous: null, results: [testChainInfo()] } }
  }
  if (path === `/v1/chains/31337/safes/${SAFE}`) return { json: safeInfo }
  if (path.toLowerCase().endsWith('0x0000000000000000000000000000000000000bad')) {
    return { status: 500, json: { code: 500, message: 'Indexer down' } }
  }
  return { status: 404, json: { code: 1, message: 'Safe not found' } }
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})

function SafeOverview() {
  const { safeInfo: info, chain: c } = useCurrentSafe()
  return (
    <p>
      {c.chainName} Safe with {info.threshold}/{info.owners.length}
    </p>
  )
}

function renderWithSafe(safeParam: string) {
  return renderWithProviders(
    <SafeProvider safeParam={safeParam}>
      <RequireSafe>
        <SafeOverview />
      </RequireSafe>
    </SafeProvider>,
    { gateway: gateway.url },
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

  it('opens an undeployed Safe of this browser from its stored setup', async () => {
    const undeployed = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    saveCounterfactualSafe({
      chainId: '31337',
      address: undeployed,
      owners: [OWNER_A, OWNER_B],
      threshold: 1,
      saltNonce: '7',
      version: '1.4.1',
      l2: true,
    })
    renderWithSafe(`devnet:${undeployed}`)
    expect(await screen.findByText('Assent Devnet Safe with 1/2')).toBeTruthy()
    expect(screen.queryByText('No Safe found at this address')).toBeNull()
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
