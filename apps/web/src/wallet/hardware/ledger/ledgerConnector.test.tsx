import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { defineChain, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, createStorage } from 'wagmi'
import { connect, disconnect, reconnect } from 'wagmi/actions'
import { LEDGER_ACCOUNTS_PER_PAGE } from './LedgerAccountChooser'
import { ledgerConnector } from './ledgerConnector'
import {
  createTestLedgerTransport,
  type TestLedgerScreen,
} from './testing/createTestLedgerTransport'

// Picking Ledger in the wallet list: the connector opens the device, the chooser lists the
// accounts it reads from it, and the one picked is what wagmi connects — then restored from
// storage on the next visit without asking the device. The device is the test device.
const MNEMONIC = 'test test test test test test test test test test test junk'
const chain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

function setUp(store = new Map<string, string>()) {
  const screens: TestLedgerScreen[] = []
  let opened = 0
  const config = createConfig({
    chains: [chain],
    connectors: [
      ledgerConnector({
        openTransport: async () => {
          opened++
          return createTestLedgerTransport({
            mnemonic: MNEMONIC,
            onScreen: (s) => screens.push(s),
          })
        },
      }),
    ],
    transports: { [chain.id]: http() },
    storage: createStorage({
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    }),
  })
  const connector = config.connectors[0]
  if (!connector) throw new Error('no connector')
  return { config, connector, store, screens, opened: () => opened }
}

const addressRows = () =>
  screen.getAllByTestId('ledger-account-address').map((cell) => cell.textContent)

// The connector imports the Ledger code when it is picked; the first import (Ledger's
// transport, the chooser) is transformed here, which on a busy machine outlasts a findBy.
beforeAll(() => import('./connectLedger'), 120_000)

afterEach(() => {
  for (const layer of document.querySelectorAll('.ledger-layer')) layer.remove()
})

describe('ledgerConnector', () => {
  it('connects the account picked among those read from the device, and restores it on reload', async () => {
    const user = userEvent.setup()
    const { config, connector, store, screens } = setUp()
    const connecting = connect(config, { connector })
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Ledger account' })
    const ledgerLive = Array.from({ length: LEDGER_ACCOUNTS_PER_PAGE }, (_, accountIndex) =>
      mnemonicToAccount(MNEMONIC, { accountIndex }),
    )
    await waitFor(() => expect(addressRows()).toEqual(ledgerLive.map((a) => a.address)))
    expect(within(dialog).getByText("m/44'/60'/1'/0/0")).toBeTruthy()

    await user.click(within(dialog).getAllByRole('radio')[1] as HTMLElement)
    await user.click(within(dialog).getByRole('button', { name: 'Show on Ledger' }))
    expect((await screen.findByTestId('ledger-address-shown')).textContent).toBe(
      `Your Ledger showed ${ledgerLive[1]?.address}.`,
    )
    expect(screens.at(-1)).toMatchObject({ kind: 'address', shown: true, path: "m/44'/60'/1'/0/0" })
    await user.click(within(dialog).getByRole('button', { name: 'Use this account' }))
    const connected = await connecting
    expect(connected.accounts).toEqual([ledgerLive[1]?.address])
    expect(connected.chainId).toBe(chain.id)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // A reload: the stored account comes back without the chooser and without the device.
    const again = setUp(new Map(store))
    await again.config.storage?.setItem('recentConnectorId', again.connector.id)
    const restored = await reconnect(again.config, { connectors: [again.connector] })
    expect(restored[0]?.accounts).toEqual([ledgerLive[1]?.address])
    expect(again.opened()).toBe(0)
    await disconnect(again.config)
    expect(await again.connector.isAuthorized()).toBe(false)
    // Deriving keys from the mnemonic takes seconds on a busy machine.
  }, 90_000)

  it('lists legacy paths and more accounts on request', async () => {
    const user = userEvent.setup()
    const { config, connector } = setUp()
    const connecting = connect(config, { connector })
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Ledger account' })
    await user.selectOptions(within(dialog).getByLabelText('Derivation path'), 'legacy')
    const legacy = (index: number) =>
      mnemonicToAccount(MNEMONIC, { path: `m/44'/60'/0'/${index}` }).address
    await waitFor(() => expect(addressRows()[2]).toBe(legacy(2)))
    await user.click(within(dialog).getByRole('button', { name: 'More accounts' }))
    await waitFor(() => expect(addressRows()).toHaveLength(2 * LEDGER_ACCOUNTS_PER_PAGE))
    await waitFor(() => expect(addressRows()[7]).toBe(legacy(7)))
    await user.click(within(dialog).getAllByRole('radio')[7] as HTMLElement)
    await user.click(within(dialog).getByRole('button', { name: 'Use this account' }))
    expect((await connecting).accounts).toEqual([legacy(7)])
  }, 90_000)

  it('rejects the connection as the user saying no when the chooser is closed', async () => {
    const user = userEvent.setup()
    const { config, connector } = setUp()
    const connecting = connect(config, { connector }).catch((error: unknown) => error)
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Ledger account' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await connecting).toMatchObject({ code: 4001 })
    expect(config.state.status).toBe('disconnected')
  })
})
