import { isHex, numberToHex } from 'viem'
import type { SafeAppsClient } from '../app/createSafeAppsClient'
import { isPermissionRequestValid } from '../app/createWallet'
import { ERRORS, PERMISSIONS_REQUEST_REJECTED, SafeAppsError } from '../protocol/errors'
import type { RpcCall } from '../protocol/rpc'
import type {
  BaseTransaction,
  ChainInfo,
  EIP712TypedData,
  SafeInfo,
  SignMessageResponse,
} from '../protocol/types'

export type ProviderEvent = 'connect' | 'disconnect' | 'chainChanged' | 'accountsChanged'
type Listener = (...args: unknown[]) => void

/** EIP-1193 provider acting as the Safe, for viem (`custom(provider)`), wagmi and other libraries. */
export type SafeAppProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: ProviderEvent, listener: Listener): SafeAppProvider
  removeListener(event: ProviderEvent, listener: Listener): SafeAppProvider
  /** Tells the listeners that the app stops using the Safe. */
  disconnect(): void
  readonly chainId: number
  readonly safe: SafeInfo
}

export type SafeAppProviderOptions = { safe: SafeInfo; chainInfo?: ChainInfo }

/** EIP-1193 "method not supported". */
const UNSUPPORTED_METHOD = 4200

const signatureOf = (response: SignMessageResponse) =>
  'signature' in response && response.signature ? response.signature : '0x'

const sameAddress = (a: unknown, b: string) =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/**
 * viem and most libraries hex-encode text for personal_sign; the protocol carries text, and the
 * host hashes it with EIP-191. Valid UTF-8 is turned back into text so both sides hash the same
 * bytes; anything else is passed on as the hex it is.
 */
function messageText(message: string): string {
  if (!isHex(message)) return message
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(message.slice(2).match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)),
    )
  } catch {
    return message
  }
}

function toQuantityString(value: unknown): string {
  if (value === undefined || value === null || value === '') return '0'
  return BigInt(value as string | number | bigint).toString()
}

/**
 * An EIP-1193 provider over the Safe Apps client: accounts and chain are the Safe's, signing and
 * sending go to the wallet through the protocol, reads go through `rpcCall`, and a safeTxHash
 * returned by `eth_sendTransaction` can be looked up as if it were a transaction hash.
 */
export function createSafeAppProvider(
  client: SafeAppsClient,
  { safe }: SafeAppProviderOptions,
): SafeAppProvider {
  const listeners = new Map<ProviderEvent, Set<Listener>>()
  const emit = (event: ProviderEvent, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const rpc = (call: RpcCall, params: unknown[]) =>
    client.communicator.send('rpcCall', { call, params })

  // The safeTxHash of an app's transaction stands in for its hash until it is executed.
  const onChainHash = async (hash: string) => {
    try {
      const details = await client.txs.getBySafeTxHash(hash)
      return details.txHash ?? hash
    } catch {
      return hash
    }
  }

  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const args = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [safe.safeAddress]
      case 'eth_chainId':
        return numberToHex(safe.chainId)
      case 'net_version':
        return String(safe.chainId)
      case 'personal_sign': {
        const [message, address] = args
        if (!sameAddress(address, safe.safeAddress) || typeof message !== 'string') {
          throw new SafeAppsError(ERRORS.invalidAddressOrMessageHash)
        }
        return signatureOf(await client.txs.signMessage(messageText(message)))
      }
      case 'eth_sign': {
        const [address, messageHash] = args
        if (
          !sameAddress(address, safe.safeAddress) ||
          typeof messageHash !== 'string' ||
          !messageHash.startsWith('0x')
        ) {
          throw new SafeAppsError(ERRORS.invalidAddressOrMessageHash)
        }
        return signatureOf(await client.txs.signMessage(messageHash))
      }
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4': {
        const [address, typedData] = args
        if (!sameAddress(address, safe.safeAddress)) throw new SafeAppsError(ERRORS.invalidAddress)
        let parsed: unknown = typedData
        if (typeof typedData === 'string') {
          try {
            parsed = JSON.parse(typedData)
          } catch {
            throw new SafeAppsError(ERRORS.invalidTypedData)
          }
        }
        return signatureOf(await client.txs.signTypedMessage(parsed as EIP712TypedData))
      }
      case 'eth_sendTransaction': {
        const tx = (args[0] ?? {}) as Record<string, unknown>
        const transaction: BaseTransaction = {
          to: String(tx.to),
          value: toQuantityString(tx.value),
          data:
            typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : '0x',
        }
        const gas =
          tx.gas === undefined || tx.gas === null ? undefined : Number(BigInt(tx.gas as string))
        const { safeTxHash } = await client.txs.send({
          txs: [transaction],
          ...(gas !== undefined && { params: { safeTxGas: gas } }),
        })
        return safeTxHash
      }
      case 'eth_blockNumber': {
        const block = await client.eth.getBlockByNumber('latest')
        return block?.number ?? null
      }
      case 'eth_getTransactionByHash': {
        const requested = String(args[0])
        const tx = await client.eth.getTransactionByHash(await onChainHash(requested))
        // Libraries check that the answer is for the hash they asked about.
        return tx && { ...tx, hash: requested }
      }
      case 'eth_getTransactionReceipt': {
        const requested = String(args[0])
        const receipt = await client.eth.getTransactionReceipt(await onChainHash(requested))
        return receipt && { ...receipt, transactionHash: requested }
      }
      case 'eth_call':
      case 'eth_getBalance':
      case 'eth_getCode':
      case 'eth_getTransactionCount':
        return rpc(method, [args[0], args[1] ?? 'latest'])
      case 'eth_getStorageAt':
        return rpc(method, [args[0], args[1], args[2] ?? 'latest'])
      case 'eth_getBlockByNumber':
        return rpc(method, [args[0] ?? 'latest', args[1] ?? false])
      case 'eth_getBlockByHash':
        return rpc(method, [args[0], args[1] ?? false])
      case 'eth_estimateGas':
      case 'eth_getLogs':
        return rpc(method, [args[0]])
      case 'eth_gasPrice':
        return rpc(method, [])
      case 'wallet_getPermissions':
        return client.wallet.getPermissions()
      case 'wallet_requestPermissions': {
        const [permissions] = args
        // The check requestPermissions makes first, with its error, here so the value is typed.
        if (!isPermissionRequestValid(permissions)) {
          throw new SafeAppsError(ERRORS.permissionsRequestInvalid, PERMISSIONS_REQUEST_REJECTED)
        }
        return client.wallet.requestPermissions(permissions)
      }
      case 'safe_setSettings':
        // The rpcCall eth.setSafeSettings sends, with the settings as the app gave them: the
        // host validates them.
        return rpc(method, [args[0]])
      default:
        throw new SafeAppsError(ERRORS.notImplemented(method), UNSUPPORTED_METHOD)
    }
  }

  const provider: SafeAppProvider = {
    request,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    disconnect: () => emit('disconnect', new SafeAppsError('Disconnected', 4900)),
    chainId: safe.chainId,
    safe,
  }
  // The Safe is known before the provider exists: announce the connection once listeners are on.
  queueMicrotask(() => emit('connect', { chainId: numberToHex(safe.chainId) }))
  return provider
}
