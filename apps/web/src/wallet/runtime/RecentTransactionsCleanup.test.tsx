import { RainbowKitProvider, useAccountModal } from '@rainbow-me/rainbowkit'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { custom, defineChain } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, WagmiProvider } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { createTestQueryClient } from '../../test-utils/createTestQueryClient'
import { RecentTransactionsCleanup } from './RecentTransactionsCleanup'
import { RECENT_TRANSACTIONS_KEY } from './recentTransactions/removeRecentTransactions'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = defineChain({
  id: 31337,
  name: 'Assent Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const seeded = (description: string) => ({
  hash: `0x${'ab'.repeat(32)}`,
  description,
  status: 'confirmed',
})

function setup(children: ReactNode) {
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [A] })],
    // The account modal asks for the balance: an empty account, without a node.
    transports: {
      [chain.id]: custom({
        request: async ({ method }) => (method === 'eth_chainId' ? '0x7a69' : '0x0'),
      }),
    },
    storage: null,
  })
  const queryClient = createTestQueryClient()
  render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider showRecentTransactions>
          {children}
          <OpenAccount />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  const connector = config.connectors[0]
  if (!connector) throw new Error('no connector')
  return {
    config,
    connectAgain: () => act(() => connect(config, { connector }).then(() => undefined)),
    disconnect: () => act(() => disconnect(config)),
  }
}

function OpenAccount() {
  const { openAccountModal } = useAccountModal()
  return (
    <button type="button" disabled={!openAccountModal} onClick={() => openAccountModal?.()}>
      account
    </button>
  )
}

/** Opens RainbowKit's account modal and reads whether `description` is listed, then closes it. */
async function listed(description: string): Promise<boolean> {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'account' }).hasAttribute('disabled')).toBe(false),
  )
  act(() => screen.getByRole('button', { name: 'account' }).click())
  const dialog = await screen.findByRole('dialog')
  // The list renders with the modal; "Recent Transactions" heads it when it has entries.
  const shown = dialog.textContent?.includes(description) ?? false
  act(() => screen.getByRole('button', { name: 'Close' }).click())
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  return shown
}

describe('RecentTransactionsCleanup', () => {
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })

  it("removes the address's recent transactions on disconnect, also from RainbowKit's memory", async () => {
    localStorage.setItem(
      RECENT_TRANSACTIONS_KEY,
      JSON.stringify({
        [A]: { 31337: [seeded('Seeded for A')] },
        [B]: { 31337: [seeded('Seeded for B')] },
      }),
    )
    const wallet = setup(<RecentTransactionsCleanup />)
    await wallet.connectAgain()
    expect(await listed('Seeded for A')).toBe(true)

    await wallet.disconnect()
    expect(JSON.parse(localStorage.getItem(RECENT_TRANSACTIONS_KEY) ?? '{}')).toEqual({
      [B]: { 31337: [seeded('Seeded for B')] },
    })
    await wallet.connectAgain()
    expect(await listed('Seeded for A')).toBe(false)
    // Nothing was added by making the store re-read storage.
    expect(Object.keys(JSON.parse(localStorage.getItem(RECENT_TRANSACTIONS_KEY) ?? '{}'))).toEqual([
      B,
    ])
  })

  it('is needed: without it RainbowKit keeps showing what storage no longer has', async () => {
    localStorage.setItem(
      RECENT_TRANSACTIONS_KEY,
      JSON.stringify({ [A]: { 31337: [seeded('Kept in memory')] } }),
    )
    // Let the shared store pick up this seed, as the cleanup does on connect.
    const wallet = setup(<RecentTransactionsCleanup />)
    await wallet.connectAgain()
    expect(await listed('Kept in memory')).toBe(true)
    cleanup()

    const bare = setup(null)
    await bare.connectAgain()
    await bare.disconnect()
    localStorage.removeItem(RECENT_TRANSACTIONS_KEY)
    await bare.connectAgain()
    expect(await listed('Kept in memory')).toBe(true)
  })

  it('keeps at most 10 finished transactions, also when RainbowKit has written 11', async () => {
    const finished = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...seeded(`Done ${i}`), hash: `0x${i}` }))
    const write = (count: number) =>
      localStorage.setItem(
        RECENT_TRANSACTIONS_KEY,
        JSON.stringify({ [A]: { 31337: finished(count) } }),
      )
    const kept = () =>
      JSON.parse(localStorage.getItem(RECENT_TRANSACTIONS_KEY) ?? '{}')[A]?.[31337]?.length
    write(12)
    const wallet = setup(<RecentTransactionsCleanup />)
    await wallet.connectAgain()
    await waitFor(() => expect(kept()).toBe(10))
    // What RainbowKit's `count++ <= 10` leaves after an update: found by the periodic check
    // (every 4 s), within a ceiling that leaves a busy machine room.
    write(11)
    await waitFor(() => expect(kept()).toBe(10), { timeout: 20_000 })
  }, 30_000)
})
