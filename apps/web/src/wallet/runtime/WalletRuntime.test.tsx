import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testChainInfo } from '../../test-utils/fixtures'
import { renderWithProviders } from '../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../test-utils/setupTestHttpServer'
import { WalletButton } from '../WalletButton'
import { WALLETCONNECT_NOT_CONFIGURED } from './WalletConnectNotice'
import { WalletRuntime } from './WalletRuntime'

let up = false
const gateway = setupTestHttpServer(() =>
  up
    ? { json: { count: 1, next: null, previous: null, results: [testChainInfo()] } }
    : { status: 503, json: { code: 503, message: 'Service unavailable' } },
)
const chainRequests = () =>
  gateway.requests.filter(({ path }) => path.startsWith('/v1/chains')).length
afterEach(cleanup)

describe('the header’s wallet area when /v1/chains fails', () => {
  it('shows the error and a Retry instead of loading forever, recovers on Retry, and the picker explains a missing WalletConnect id', async () => {
    const { queryClient } = renderWithProviders(
      <WalletRuntime>
        <WalletButton />
        <p>Safe page</p>
      </WalletRuntime>,
      { gateway: gateway.url },
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The gateway did not answer.')
    expect(alert.getAttribute('title')).toContain('Service unavailable')
    expect(screen.queryByTestId('connect-wallet-placeholder')).toBeNull()
    expect(screen.getByText('Safe page')).toBeTruthy()
    // No request loop against a gateway that is down: one request, then waiting for the user. A
    // loop (the tree switching on the error remounts useChains) would be fetching again by now.
    expect(queryClient.isFetching()).toBe(0)
    expect(chainRequests()).toBe(1)

    up = true
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click())
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.getByText('Safe page')).toBeTruthy()
    expect(chainRequests()).toBe(2)

    // This build has no VITE_WALLETCONNECT_PROJECT_ID: the picker says what that means.
    await act(async () => screen.getByRole('button', { name: 'Connect Wallet' }).click())
    const notice = await screen.findByTestId('walletconnect-not-configured')
    expect(notice.textContent).toBe(WALLETCONNECT_NOT_CONFIGURED)
    expect(WALLETCONNECT_NOT_CONFIGURED).toContain('VITE_WALLETCONNECT_PROJECT_ID')
  })
})
