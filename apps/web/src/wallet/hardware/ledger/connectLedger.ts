import { type Chain, createPublicClient, type Transport } from 'viem'
import { chooseLedgerAccount } from './chooseLedgerAccount'
import type { ApduTransport } from './createLedgerEthApp'
import {
  type ChainClient,
  createLedgerProvider,
  type LedgerAccount,
  type LedgerProvider,
} from './createLedgerProvider'
import { createLedgerSession } from './createLedgerSession'
import { openLedgerTransport } from './openLedgerTransport'

/**
 * The Ledger signer's code that loads only when Ledger is picked (or reconnected): with a
 * stored `account`, a provider for it that opens the device when it first signs; without one,
 * the device opened now and the account chooser shown.
 * @throws UserRejectedRequestError when the chooser is closed; LedgerDeviceError from the device.
 */
export async function connectLedger({
  account,
  chainId,
  chains,
  transports,
  openTransport = openLedgerTransport,
}: {
  account: LedgerAccount | undefined
  chainId: number
  chains: readonly Chain[]
  transports: Record<number, Transport> | undefined
  openTransport?: () => Promise<ApduTransport>
}): Promise<LedgerProvider> {
  const session = createLedgerSession(openTransport)
  let chosen = account
  if (!chosen) {
    try {
      chosen = await chooseLedgerAccount(session)
    } catch (error) {
      await session.close()
      throw error
    }
  }
  const clients = new Map<number, ChainClient>()
  return createLedgerProvider({
    account: chosen,
    chainId,
    chainIds: chains.map((chain) => chain.id),
    session,
    publicClientOf: (id) => {
      const known = clients.get(id)
      if (known) return known
      const chain = chains.find((candidate) => candidate.id === id)
      const transport = transports?.[id]
      if (!chain || !transport) throw new Error(`No RPC is configured for chain ${id}.`)
      const client = createPublicClient({ chain, transport })
      clients.set(id, client)
      return client
    },
  })
}
