import { act, cleanup, render, screen } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferred } from '../test-utils/deferred'
import type { WalletRuntimeModule } from './loadWalletRuntime'
import { WalletBoundary } from './WalletBoundary'
import { WalletButton } from './WalletButton'
import { WithWallet } from './WithWallet'
import { WalletContext, type WalletContextValue } from './walletContext'

const ready: WalletContextValue = {
  ready: true,
  error: null,
  retry: () => {},
  ui: {
    HeaderWallet: () => <button type="button">Wallet header</button>,
    SafeChainNotice: () => null,
  },
}
const fakeRuntime: WalletRuntimeModule = {
  WalletRuntime: ({ children }: { children: ReactNode }) => (
    <WalletContext.Provider value={ready}>{children}</WalletContext.Provider>
  ),
}

function App() {
  return (
    <>
      <WalletButton />
      <p>Safe page</p>
      <WithWallet fallback={<span>sign later</span>}>
        <span>sign now</span>
      </WithWallet>
    </>
  )
}

describe('WalletBoundary', () => {
  afterEach(cleanup)

  it('renders the app before the wallet module resolves, then hands over the header', async () => {
    const load = deferred<WalletRuntimeModule>()
    render(
      <WalletBoundary load={() => load.promise}>
        <App />
      </WalletBoundary>,
    )
    expect(screen.getByText('Safe page')).toBeTruthy()
    expect(screen.getByText('sign later')).toBeTruthy()
    const placeholder = screen.getByTestId('connect-wallet-placeholder') as HTMLButtonElement
    expect(placeholder.disabled).toBe(true)
    expect(placeholder.textContent).toContain('Connect Wallet')
    expect(placeholder.textContent).toContain('loading wallet…')

    await act(async () => load.resolve(fakeRuntime))
    expect(screen.getByText('Safe page')).toBeTruthy()
    expect(screen.getByText('sign now')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Wallet header' })).toBeTruthy()
    expect(screen.queryByTestId('connect-wallet-placeholder')).toBeNull()
  })

  it('mounts the app once, inside the providers, when the runtime is already loaded', async () => {
    function Draft() {
      const [text, setText] = useState('')
      return <input aria-label="Draft" value={text} onChange={(e) => setText(e.target.value)} />
    }
    const load = vi.fn(() => Promise.resolve(fakeRuntime))
    render(
      <WalletBoundary loaded={fakeRuntime} load={load}>
        <App />
        <Draft />
      </WalletBoundary>,
    )
    // Ready at the first render: no placeholder, no second load, no remount to come.
    expect(screen.getByText('sign now')).toBeTruthy()
    expect(screen.queryByTestId('connect-wallet-placeholder')).toBeNull()
    const draft = screen.getByLabelText('Draft') as HTMLInputElement
    await act(async () => {
      // A controlled input: set the DOM value through React's setter, then dispatch the event.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setValue?.call(draft, 'typed early')
      draft.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Draft')).toBe(draft)
    expect(draft.value).toBe('typed early')
  })

  it('remounts the app when the runtime arrives after it: why the full app waits for it', async () => {
    const load = deferred<WalletRuntimeModule>()
    render(
      <WalletBoundary load={() => load.promise}>
        <input aria-label="Draft" />
      </WalletBoundary>,
    )
    const before = screen.getByLabelText('Draft')
    await act(async () => load.resolve(fakeRuntime))
    expect(screen.getByLabelText('Draft')).not.toBe(before)
  })

  it('keeps the app usable when the wallet fails to load and retries on request', async () => {
    let attempt = 0
    const loads = [deferred<WalletRuntimeModule>(), deferred<WalletRuntimeModule>()]
    render(
      <WalletBoundary load={() => (loads[attempt++] as (typeof loads)[number]).promise}>
        <App />
      </WalletBoundary>,
    )
    await act(async () => loads[0]?.reject(new Error('offline')))
    expect(screen.getByText('Safe page')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded')

    await act(async () => screen.getByRole('button', { name: 'Retry' }).click())
    await act(async () => loads[1]?.resolve(fakeRuntime))
    expect(screen.getByText('sign now')).toBeTruthy()
  })

  it('keeps the app when a wallet dialog throws, says what failed, and mounts the wallet again on Retry', async () => {
    let broken = true
    const throwingRuntime: WalletRuntimeModule = {
      WalletRuntime: ({ children }: { children: ReactNode }) => {
        const [open, setOpen] = useState(false)
        if (open && broken) throw new RangeError('invalid border=0')
        return (
          <WalletContext.Provider value={ready}>
            <button type="button" onClick={() => setOpen(true)}>
              Open dialog
            </button>
            {children}
          </WalletContext.Provider>
        )
      },
    }
    // React reports the caught error on the console; that is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      render(
        <WalletBoundary load={async () => throwingRuntime}>
          <App />
        </WalletBoundary>,
      )
      const open = await screen.findByRole('button', { name: 'Open dialog' })
      await act(async () => open.click())
      expect(screen.getByText('Safe page')).toBeTruthy()
      expect(screen.getByText('sign later')).toBeTruthy()
      const alert = screen.getByRole('alert')
      expect(alert.textContent).toContain(
        'A wallet dialog failed and was closed (invalid border=0).',
      )

      broken = false
      await act(async () => screen.getByRole('button', { name: 'Retry' }).click())
      expect(screen.getByRole('button', { name: 'Wallet header' })).toBeTruthy()
      expect(screen.getByText('sign now')).toBeTruthy()
    } finally {
      quiet.mockRestore()
    }
  })
})
