import { SECOND_DEVNET_CHAIN_ID } from '@assent/devnet'
import { OWNER_A } from '@assent/gateway-client/test-utils/fixtures'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { testChainInfo } from '../../test-utils/fixtures'
import { GENEROUS_WAIT } from '../../test-utils/generousWait'
import { renderWithProviders } from '../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../test-utils/setupTestHttpServer'
import { WalletRuntime } from '../../wallet/runtime/WalletRuntime'
import { useWalletReady } from '../../wallet/walletContext'
import { addedSafesStore } from '../safe/addedSafesStore'
import { counterfactualSafesStore } from '../safe/counterfactualSafesStore'
import { CreateSafePage } from './CreateSafePage'

// The create page with a gateway serving two chains, each a real anvil with the Safe
// contracts: "Create without deploying" on both networks stores the same address under each
// chain and lists the Safe on both.
let first: TestDevnet
let second: TestDevnet
const gateway = setupTestHttpServer(({ path }) =>
  path === '/v1/chains'
    ? {
        json: {
          count: 2,
          next: null,
          previous: null,
          results: [
            testChainInfo({}, first.rpcUrl),
            testChainInfo(
              {
                chainId: String(SECOND_DEVNET_CHAIN_ID),
                shortName: 'devnet2',
                chainName: 'Devnet 2',
              },
              second.rpcUrl,
            ),
          ],
        },
      }
    : { status: 404, json: { code: 1, message: 'Not found' } },
)

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startTestDevnet(),
    startTestDevnet({ chainId: SECOND_DEVNET_CHAIN_ID }),
  ])
}, 90_000)
afterAll(() => Promise.all([first?.stop(), second?.stop()]))
afterEach(() => {
  cleanup()
  counterfactualSafesStore.set([])
  addedSafesStore.set([])
})

function OnceWalletReady({ children }: { children: ReactNode }) {
  return useWalletReady() ? children : null
}

describe('CreateSafePage on two served chains', () => {
  it('creates the undeployed Safe on both picked networks at one address', async () => {
    const root = createRootRoute({
      component: () => (
        <WalletRuntime>
          <OnceWalletReady>
            <CreateSafePage />
          </OnceWalletReady>
        </WalletRuntime>
      ),
    })
    const router = createRouter({
      routeTree: root,
      history: createMemoryHistory({ initialEntries: ['/new-safe'] }),
    })
    renderWithProviders(<RouterProvider router={router} />, { gateway: gateway.url })
    const also = await screen.findByTestId('counterfactual-network-devnet2')
    expect((screen.getByTestId('counterfactual-network-devnet') as HTMLInputElement).checked).toBe(
      true,
    )
    fireEvent.click(also)
    fireEvent.change(screen.getByLabelText('Owner 1'), { target: { value: OWNER_A } })
    const create = await screen.findByTestId('create-counterfactual-button')
    await vi.waitFor(() => expect(create.hasAttribute('disabled')).toBe(false), GENEROUS_WAIT)
    fireEvent.click(create)

    await vi.waitFor(() => expect(counterfactualSafesStore.get()).toHaveLength(2), GENEROUS_WAIT)
    const [onFirst, onSecond] = counterfactualSafesStore.get()
    expect(onFirst?.chainId).toBe('31337')
    expect(onSecond?.chainId).toBe(String(SECOND_DEVNET_CHAIN_ID))
    expect(onSecond?.address).toBe(onFirst?.address)
    expect(addedSafesStore.get().map(({ chainId, address }) => `${chainId}:${address}`)).toEqual(
      expect.arrayContaining([
        `31337:${onFirst?.address}`,
        `${SECOND_DEVNET_CHAIN_ID}:${onFirst?.address}`,
      ]),
    )
  })
})
