import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGatewayClient } from '@assent/gateway-client'
import { RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { defineChain } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { GatewayProvider } from '../../kernel/GatewayProvider'
import { SiweProvider } from './SiweProvider'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
type Answer = { status: number; body: unknown }
const answers: { nonce: Answer; verify: Answer } = {
  nonce: { status: 200, body: { nonce: 'abcdefgh12345678' } },
  verify: { status: 200, body: {} },
}
const asked: string[] = []
let server: Server
let base: string

// One server is both the gateway (/v1/auth/…) and the chain's node (the mock wallet signs
// through eth_sign there).
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method === 'OPTIONS') return res.end()
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      const path = req.url ?? '/'
      asked.push(path)
      const answer =
        path === '/v1/auth/nonce'
          ? answers.nonce
          : path === '/v1/auth/verify'
            ? answers.verify
            : null
      if (answer) {
        res.statusCode = answer.status
        return res.end(JSON.stringify(answer.body))
      }
      const body = JSON.parse(raw) as { id: number; method: string }
      const result =
        body.method === 'eth_sign'
          ? `0x${'11'.repeat(65)}`
          : body.method === 'eth_chainId'
            ? '0x7a69'
            : '0x0'
      res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
afterEach(() => {
  cleanup()
  localStorage.clear()
  asked.length = 0
  answers.nonce = { status: 200, body: { nonce: 'abcdefgh12345678' } }
  answers.verify = { status: 200, body: {} }
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
    rpcUrls: { default: { http: [base] } },
  })
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [A], features })],
    transports: { [chain.id]: http(base) },
    storage: null,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <GatewayProvider client={createGatewayClient({ baseUrl: base })}>
          <SiweProvider>
            <RainbowKitProvider>
              <OpenConnect />
            </RainbowKitProvider>
          </SiweProvider>
        </GatewayProvider>
      </QueryClientProvider>
    </WagmiProvider>,
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
    answers.nonce = { status: 500, body: { code: 500, message: 'down' } }
    const dialog = await startSignIn()
    await waitFor(() =>
      expect(dialog.textContent).toContain('Error preparing message, please retry!'),
    )
    expect(asked).toContain('/v1/auth/nonce')
    expect(asked).not.toContain('/v1/auth/verify')
  })

  it('a signature the wallet fails to make: "Error signing message, please retry!"', async () => {
    const dialog = await startSignIn({ signMessageError: new Error('the wallet crashed') })
    await signMessage()
    await waitFor(() =>
      expect(dialog.textContent).toContain('Error signing message, please retry!'),
    )
    expect(asked).not.toContain('/v1/auth/verify')
  })

  it('a signature the user refuses: back to "Sign message", quietly, nothing verified', async () => {
    const dialog = await startSignIn({ signMessageError: true })
    await signMessage()
    const again = await screen.findByRole('button', { name: 'Sign message' })
    await waitFor(() => expect(again.hasAttribute('disabled')).toBe(false))
    expect(dialog.textContent).not.toMatch(/please retry|went wrong/)
    expect(asked).not.toContain('/v1/auth/verify')
  })

  it('a signature the gateway does not accept: "Error verifying signature, please retry!"', async () => {
    answers.verify = { status: 401, body: { code: 401, message: 'Invalid signature' } }
    const dialog = await startSignIn()
    await signMessage()
    await waitFor(() =>
      expect(dialog.textContent).toContain('Error verifying signature, please retry!'),
    )
    expect(asked).toContain('/v1/auth/verify')
    // Nothing is remembered as signed in.
    expect(localStorage.getItem('assent.siwe.address')).toBeNull()
  })
})
