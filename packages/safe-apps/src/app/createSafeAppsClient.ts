import {
  type Communicator,
  type CommunicatorOptions,
  createCommunicator,
} from './createCommunicator'
import { createEth, type Eth } from './createEth'
import { createSafe, type Safe } from './createSafe'
import { createTxs, type Txs } from './createTxs'
import { createWallet, type Wallet } from './createWallet'

export type SafeAppsClientOptions = CommunicatorOptions

export type SafeAppsClient = {
  safe: Safe
  txs: Txs
  eth: Eth
  wallet: Wallet
  /** The raw channel, for methods or RPC calls the namespaces do not wrap. */
  communicator: Communicator
  /** Stops listening for replies and rejects pending requests. */
  destroy(): void
}

/**
 * The SDK a Safe App uses to talk to the wallet that embeds it: one object per namespace of the
 * protocol, wire-compatible with `@safe-global/safe-apps-sdk` v9.
 *
 * @example
 * const client = createSafeAppsClient({ allowedOrigins: ['https://wallet.example'] })
 * const { safeAddress } = await client.safe.getInfo()
 * const { safeTxHash } = await client.txs.send({ txs: [{ to: safeAddress, value: '0', data: '0x' }] })
 */
export function createSafeAppsClient(options: SafeAppsClientOptions = {}): SafeAppsClient {
  const communicator = createCommunicator(options)
  return {
    safe: createSafe(communicator),
    txs: createTxs(communicator),
    eth: createEth(communicator),
    wallet: createWallet(communicator),
    communicator,
    destroy: () => communicator.destroy(),
  }
}
