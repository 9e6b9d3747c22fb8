import { act, cleanup, screen } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { testCurrentSafe } from '../test-utils/fixtures'
import { renderWithProviders } from '../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../test-utils/setupTestHttpServer'
import { setWalletAccount, type WalletAccount } from '../wallet/walletAccount'
import { ReadOnlyBadge } from './ReadOnlyBadge'

const SAFE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const STRANGER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const PROPOSER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const safe = testCurrentSafe({ address: SAFE, owners: [OWNER], threshold: 1 })

// The Safe's delegates: PROPOSER, added by its owner.
const gateway = setupTestHttpServer(({ path }) =>
  path.startsWith('/v2/chains/31337/delegates')
    ? {
        json: {
          count: 1,
          next: null,
          previous: null,
          results: [
            { safe: SAFE, delegate: PROPOSER, delegator: OWNER, label: 'Bot', expiryDate: null },
          ],
        },
      }
    : { status: 404, json: { code: 404, message: 'Not found' } },
)

function renderBadge(account: WalletAccount, withSafe = true) {
  act(() => setWalletAccount(account))
  renderWithProviders(<ReadOnlyBadge />, {
    gateway: gateway.url,
    ...(withSafe ? { safe } : {}),
  })
  return () => screen.queryByTestId('read-only-badge')
}

const connected = (address: Address): WalletAccount => ({
  status: 'connected',
  address,
  chainId: 31337,
  connectorId: 'injected',
})

describe('ReadOnlyBadge', () => {
  afterEach(() => {
    cleanup()
    act(() => setWalletAccount({ status: 'loading' }))
  })

  it('shows when the connected wallet is not an owner', () => {
    const badge = renderBadge(connected(STRANGER))
    expect(badge()?.textContent).toBe('Read-only')
  })

  it('stays away for an owner, whatever the address case', () => {
    expect(renderBadge(connected(OWNER.toLowerCase() as Address))()).toBeNull()
  })

  it('stays away without a wallet: not connected, still loading, or connecting', () => {
    const states: WalletAccount[] = [
      { status: 'disconnected' },
      { status: 'loading' },
      { status: 'connecting' },
      { status: 'reconnecting', address: STRANGER },
    ]
    for (const state of states) {
      expect(renderBadge(state)(), state.status).toBeNull()
      cleanup()
    }
  })

  it('appears when a non-owner connects and goes on disconnect', () => {
    const badge = renderBadge({ status: 'disconnected' })
    expect(badge()).toBeNull()
    act(() => setWalletAccount(connected(STRANGER)))
    expect(badge()).not.toBeNull()
    act(() => setWalletAccount({ status: 'disconnected' }))
    expect(badge()).toBeNull()
  })

  it("says Proposer instead for one of the Safe's proposers", async () => {
    const readOnly = renderBadge(connected(PROPOSER))
    await screen.findByTestId('proposer-badge')
    expect(readOnly()).toBeNull()
    expect(screen.getByTestId('proposer-badge').textContent).toBe('Proposer')
  })

  it('needs an open Safe', () => {
    expect(renderBadge(connected(STRANGER), false)()).toBeNull()
  })
})
