import { act, cleanup, render, screen } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { CurrentSafeContext } from '../features/safe/SafeContext'
import { testCurrentSafe } from '../test-utils/fixtures'
import { setWalletAccount, type WalletAccount } from '../wallet/walletAccount'
import { ReadOnlyBadge } from './ReadOnlyBadge'

const SAFE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const STRANGER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const safe = testCurrentSafe({ address: SAFE, owners: [OWNER], threshold: 1 })

function renderBadge(account: WalletAccount, withSafe = true) {
  act(() => setWalletAccount(account))
  render(
    <CurrentSafeContext.Provider value={withSafe ? safe : null}>
      <ReadOnlyBadge />
    </CurrentSafeContext.Provider>,
  )
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

  it('needs an open Safe', () => {
    expect(renderBadge(connected(STRANGER), false)()).toBeNull()
  })
})
