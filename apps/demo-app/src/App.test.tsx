// @vitest-environment happy-dom
import { createSafeAppsClient, type SafeAppsClient } from '@assent/safe-apps/app'
import { type AppHost, createAppHost, type Handlers } from '@assent/safe-apps/host'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from './App'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
const safeInfo = {
  safeAddress: SAFE,
  chainId: 31337,
  threshold: 1,
  owners: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  isReadOnly: false,
  nonce: 0,
  implementation: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  modules: null,
  fallbackHandler: null,
  guard: null,
  version: '1.4.1',
}

let client: SafeAppsClient
let host: AppHost
let handlers: Handlers

/**
 * The test page is both the wallet and the app (happy-dom has no frames). Its messages come with
 * happy-dom's inner window as `source`, which is not the `window` global: find it once, and use
 * it as the app's parent and as the host's iframe window.
 */
const messageSource = () =>
  new Promise<Window>((resolve) => {
    window.addEventListener('message', (event) => resolve(event.source as Window), { once: true })
    window.postMessage('probe', location.origin)
  })

beforeEach(async () => {
  const self = await messageSource()
  handlers = {
    getSafeInfo: vi.fn(() => safeInfo),
    sendTransactions: vi.fn(() => ({ safeTxHash: SAFE_TX_HASH })),
    getTxBySafeTxHash: vi.fn(({ safeTxHash }) => ({
      safeAddress: SAFE,
      txId: `multisig_${SAFE}_${safeTxHash}`,
      txStatus: 'SUCCESS',
      txHash: `0x${'cd'.repeat(32)}`,
    })),
    wallet_getPermissions: () => [],
    wallet_requestPermissions: () => {
      throw new Error('User denied the permission')
    },
    rpcCall: vi.fn(() => '0x0'),
  }
  host = createAppHost({ iframe: { contentWindow: self }, appUrl: location.href, handlers })
  client = createSafeAppsClient({
    allowedOrigins: [location.origin],
    window: {
      parent: self,
      addEventListener: (type, listener) => window.addEventListener(type, listener),
      removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    },
  })
})

afterEach(() => {
  cleanup()
  client.destroy()
  host.destroy()
})

const resultOf = (id: string) => screen.getByTestId(`result-${id}`).textContent ?? ''

describe('demo app', () => {
  it('connects, sends a self-call and looks it up by safeTxHash', async () => {
    render(<App client={client} allowedOrigins={[location.origin]} />)
    await waitFor(() => expect(screen.getByTestId('connection').dataset.status).toBe('connected'))
    expect(screen.getByTestId('safe-address').textContent).toBe(SAFE)

    fireEvent.click(screen.getByTestId('call-getSafeInfo'))
    await waitFor(() => expect(resultOf('getSafeInfo')).toContain(SAFE))

    fireEvent.click(screen.getByTestId('call-sendTransactions-self'))
    await waitFor(() => expect(resultOf('sendTransactions')).toContain(SAFE_TX_HASH))
    expect(handlers.sendTransactions).toHaveBeenCalledWith(
      { txs: [{ to: SAFE, value: '0', data: '0x' }] },
      expect.anything(),
    )
    expect((screen.getByTestId('input-safeTxHash') as HTMLInputElement).value).toBe(SAFE_TX_HASH)
    fireEvent.click(screen.getByTestId('call-getTxBySafeTxHash'))
    await waitFor(() => expect(resultOf('getTxBySafeTxHash')).toContain('cdcdcd'))
  })

  it('shows refusals: a call outside the allowlist, a denied permission, an unsupported provider method', async () => {
    render(<App client={client} allowedOrigins={[location.origin]} />)
    fireEvent.click(screen.getByTestId('call-rpcCall-eth_blockNumber'))
    await waitFor(() =>
      expect(resultOf('rpcCall-eth_blockNumber')).toContain(
        'RPC call \\"eth_blockNumber\\" is not allowed',
      ),
    )
    expect(handlers.rpcCall).not.toHaveBeenCalled()

    fireEvent.click(screen.getByTestId('call-requestAddressBook'))
    await waitFor(() => expect(resultOf('requestAddressBook')).toContain('Permissions rejected'))
    expect(resultOf('requestAddressBook')).toContain('4001')

    fireEvent.click(screen.getByTestId('call-provider-unsupported'))
    await waitFor(() =>
      expect(resultOf('provider')).toContain('\\"eth_coinbase\\" not implemented'),
    )
  })
})
