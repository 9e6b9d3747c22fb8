import { RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { defineChain } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { renderWithProviders } from '../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../test-utils/setupTestHttpServer'
import type { JsonReply } from '../../test-utils/startTestHttpServer'
import { SiweProvider } from './SiweProvider'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const answers: { nonce: JsonReply; verify: JsonReply } = {
  nonce: { status: 200, json: { nonce: 'abcdefgh12345678' } },
  verify: { status: 200, json: {} },
}
// One server is both the gateway (/v1/auth/…) and the chain's node (the mock wallet signs
// through eth_sign there).
const server = setupTestHttpServer(({ path, body }) => {
  if (path === '/v1/auth/nonce') return answers.nonce
  if (path === '/v1/auth/verify') return answers.verify
  const call = JSON.parse(body) as { id: number; method: string }
  const result =
    call.method === 'eth_sign'
      ? `0x${'11'.repeat(65)}`
      : call.method === 'eth_chainId'
        ? '0x7a69'
        : '0x0'
  return { json: { jsonrpc: '2.0', id: call.id, result } }
})
const asked = () => server.requests.map(({ url }) => url)
afterEach(() => {
  cleanup()
  localStorage.clear()
  answers.nonce = { status: 200, json: { nonce: 'abcdefgh12345678' } }
  answers.verify = { status: 200, json: {} }
})

function OpenConnect() {
  const { openConnectModal } = useConnectModal()
  return (
    <button type="button" disabled={!openConnectModal} onClick={() => openConnectModal?.()}>
      sign in
    </button>
  )
}

/** Connects the mock wallet, then opens RainbowKit's sign-in step as the header would. */
async function startSignIn(features: { signMessageError?: boolean | Error } = {}) {
  const chain = defineChain({
    id: 31337,
    name: 'Assent Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [server.url] } },
  })
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [A], features })],
    transports: { [chain.id]: http(server.url) },
    storage: null,
  })
  renderWithProviders(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <SiweProvider>
        <RainbowKitProvider>
          <OpenConnect />
        </RainbowKitProvider>
      </SiweProvider>
    </WagmiProvider>,
    { gateway: server.url },
  )
  const connector = config.connectors[0]
  if (!connector) throw new Error('no connector')
  await act(() => connect(config, { connector }).then(() => undefined))
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'sign in' }).hasAttribute('disabled')).toBe(false),
  )
  act(() => screen.getByRole('button', { name: 'sign in' }).click())
  return screen.findByRole('dialog')
}

async function signMessage() {
  const button = await screen.findByRole('button', { name: 'Sign message' })
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
  act(() => button.click())
}

describe('sign-in errors show the spec’s texts (SPEC §8)', () => {
  it('a nonce the gateway cannot give: "Error preparing message, please retry!"', async () => {
    answers.nonce = { status: 500, json: { code: 500, message: 'down' } }
    const dialog = await startSignIn()
    await waitFor(() =>
      expect(dialog.textContent).toContain('Error preparing message, please retry!'),
    )
    expect(asked()).toContain('/v1/auth/nonce')
    expect(asked()).not.toContain('/v1/auth/verify')
  })

  it('a signature the wallet fails to make: "Error signing message, please retry!"', async () => {
    const dialog = await startSignIn({ signMessageError: new Error('the wallet crashed') })
    await signMessage()
    await waitFor(() =>
      expect(dialog.textContent).toContain('Error signing message, please retry!'),
    )
    expect(asked()).not.toContain('/v1/auth/verify')
  })

  it('a signature the user refuses: back to "Sign message", quietly, nothing verified', async () => {
    const dialog = await startSignIn({ signMessageError: true })
    await signMessage()
    const again = await screen.findByRole('button', { name: 'Sign message' })
    await waitFor(() => expect(again.hasAttribute('disabled')).toBe(false))
    expect(dialog.textContent).not.toMatch(/please retry|went wrong/)
    expect(asked()).not.toContain('/v1/auth/verify')
  })

  it('a signature the gateway does not accept: "Error verifying signature, please retry!"', async () => {
    answers.verify = { status: 401, json: { code: 401, message: 'Invalid signature' } }
    const dialog = await startSignIn()
    await signMessage()
    await waitFor(() =>
      expect(dialog.textContent).toContain('Error verifying signature, please retry!'),
    )
    expect(asked()).toContain('/v1/auth/verify')
    // Nothing is remembered as signed in.
    expect(localStorage.getItem('assent.siwe.address')).toBeNull()
  })
})
