import { typedDataDeviceHashes } from '@assent/review'
import {
  type Address,
  type Chain,
  type EIP1193Provider,
  type EIP1193RequestFn,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  numberToHex,
  ProviderRpcError,
  type PublicClient,
  recoverAddress,
  recoverMessageAddress,
  recoverTransactionAddress,
  serializeSignature,
  serializeTransaction,
  type TransactionSerializableEIP1559,
  type Transport,
  type TypedDataDefinition,
  UserRejectedRequestError,
} from 'viem'
import type { DeviceSignature, LedgerEthApp } from './createLedgerEthApp'
import type { LedgerSession } from './createLedgerSession'
import { LedgerDeviceError } from './ledgerDeviceError'

/** The account the user chose on the device: its address and derivation path. */
export type LedgerAccount = { address: Address; path: string }

/** An EIP-1193 provider that signs on a Ledger and reads and broadcasts through the chain's RPC. */
export type LedgerProvider = EIP1193Provider & {
  readonly account: LedgerAccount
  /** The chain it signs transactions for now. */
  chainId(): number
  /** Moves to another configured chain and emits chainChanged. */
  switchChain(chainId: number): void
  /** Lets the device go and emits disconnect. */
  disconnect(): Promise<void>
}

/** A public client that knows its chain. */
export type ChainClient = PublicClient<Transport, Chain>

type RequestArguments = { method: string; params?: unknown }
type Listener = (...args: unknown[]) => void
type TransactionRequest = {
  from?: Address
  to?: Address | null
  data?: Hex
  value?: Hex
  gas?: Hex
  nonce?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  gasPrice?: Hex
  chainId?: Hex
}

class RpcError extends ProviderRpcError {
  constructor(code: number, message: string) {
    super(new Error(message), { code, shortMessage: message })
  }
}

/**
 * The Ledger signer as an EIP-1193 provider, for a wagmi connector:
 * - eth_signTypedData_v4: the Ethereum app's hashed EIP-712 command, so the device shows the
 *   domain hash and message hash the page shows (typedDataDeviceHashes), nothing fetched;
 * - personal_sign: its personal-message command;
 * - eth_sendTransaction: the missing nonce, gas and EIP-1559 fees read from the chain, the
 *   transaction signed on the device and broadcast raw through the chain's RPC;
 * - eth_accounts, eth_chainId, wallet_switchEthereumChain (to the configured chains); any other
 *   method goes to the chain's RPC.
 * Every signature is recovered before it is returned: one by another key (another device or
 * passphrase) is refused. A "no" on the device becomes the standard 4001 rejection.
 */
export function createLedgerProvider({
  account,
  chainId: initialChainId,
  chainIds,
  session,
  publicClientOf,
}: {
  account: LedgerAccount
  chainId: number
  /** The chains it may switch to. */
  chainIds: readonly number[]
  session: LedgerSession
  /** Reads and broadcasts for a chain (the app's RPC for it). */
  publicClientOf: (chainId: number) => ChainClient
}): LedgerProvider {
  let chainId = initialChainId
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }

  const requireAccount = (address: unknown) => {
    if (typeof address !== 'string' || !isAddressEqual(address as Address, account.address)) {
      throw new RpcError(4100, `The Ledger signs for ${account.address} only.`)
    }
  }

  /** Runs a device command; a "no" on the device becomes a 4001 rejection. */
  const onDevice = async (
    work: (app: LedgerEthApp) => Promise<DeviceSignature>,
  ): Promise<DeviceSignature> => {
    try {
      return await session.run(work)
    } catch (error) {
      if (error instanceof LedgerDeviceError && error.rejected) {
        throw new UserRejectedRequestError(error)
      }
      throw error
    }
  }

  const requireSigner = (recovered: Address) => {
    if (!isAddressEqual(recovered, account.address)) {
      throw new LedgerDeviceError(
        `The Ledger signed with another key (${recovered}, not ${account.address}): is it the same Ledger, with the same passphrase?`,
      )
    }
  }

  async function signTypedData(params: unknown[]): Promise<Hex> {
    const [address, json] = params as [Address, string | object]
    requireAccount(address)
    const typedData = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
    const hashes = typedDataDeviceHashes(typedData)
    const { v, r, s } = await onDevice((app) => app.signEip712Hashed(account.path, hashes))
    const signature = serializeSignature({ r, s, v: BigInt(v) })
    requireSigner(await recoverAddress({ hash: hashes.hash, signature }))
    return signature
  }

  async function personalSign(params: unknown[]): Promise<Hex> {
    const [message, address] = params as [Hex, Address]
    requireAccount(address)
    const { v, r, s } = await onDevice((app) => app.signPersonalMessage(account.path, message))
    const signature = serializeSignature({ r, s, v: BigInt(v) })
    requireSigner(await recoverMessageAddress({ message: { raw: message }, signature }))
    return signature
  }

  async function sendTransaction(params: unknown[]): Promise<Hex> {
    const request = (params[0] ?? {}) as TransactionRequest
    requireAccount(request.from ?? account.address)
    if (request.chainId !== undefined && Number(request.chainId) !== chainId) {
      throw new RpcError(4901, `The Ledger is on chain ${chainId}, not ${Number(request.chainId)}.`)
    }
    const client = publicClientOf(chainId)
    const value = request.value ? hexToBigInt(request.value) : 0n
    const to = request.to ?? undefined
    const [nonce, gas, fees] = await Promise.all([
      request.nonce !== undefined
        ? Number(request.nonce)
        : client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
      request.gas
        ? hexToBigInt(request.gas)
        : client.estimateGas({ account: account.address, to, data: request.data, value }),
      feesOf(request, client),
    ])
    const transaction: TransactionSerializableEIP1559 = {
      type: 'eip1559',
      chainId,
      nonce,
      gas,
      ...fees,
      to,
      value,
      data: request.data,
    }
    const { v, r, s } = await onDevice((app) =>
      app.signTransaction(account.path, serializeTransaction(transaction)),
    )
    // Typed transactions answer the y-parity; an older app may still add 27.
    const yParity = v >= 27 ? v - 27 : v
    const signed = serializeTransaction(transaction, { r, s, yParity })
    requireSigner(await recoverTransactionAddress({ serializedTransaction: signed }))
    return client.sendRawTransaction({ serializedTransaction: signed })
  }

  async function request(args: RequestArguments): Promise<unknown> {
    const params = Array.isArray(args.params) ? (args.params as unknown[]) : []
    switch (args.method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address]
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain': {
        const requested = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!chainIds.includes(requested)) {
          throw new RpcError(4902, `Chain ${requested} is not configured in this app.`)
        }
        switchChain(requested)
        return null
      }
      case 'wallet_addEthereumChain':
        throw new RpcError(4200, 'The Ledger signs for the chains of this app only.')
      case 'eth_signTypedData_v4':
        return signTypedData(params)
      case 'personal_sign':
        return personalSign(params)
      case 'eth_sendTransaction':
        return sendTransaction(params)
      case 'eth_sign':
      case 'eth_signTypedData':
      case 'eth_signTypedData_v3':
      case 'eth_signTransaction':
        throw new RpcError(4200, `The Ledger signer does not offer ${args.method}.`)
      default: {
        // Reads go to the chain's RPC as asked: viem types the client's request() per known
        // method, so it is called through viem's untyped EIP-1193 request type.
        const client: { request: EIP1193RequestFn } = publicClientOf(chainId)
        return client.request({ method: args.method, params })
      }
    }
  }

  function switchChain(next: number) {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', numberToHex(next))
  }

  return {
    account,
    chainId: () => chainId,
    switchChain,
    request: request as EIP1193Provider['request'],
    on: ((event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
    }) as EIP1193Provider['on'],
    removeListener: ((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    }) as EIP1193Provider['removeListener'],
    async disconnect() {
      await session.close()
      emit('disconnect')
    },
  }
}

/** The request's fees if it names them (a legacy gas price counts for both), else the chain's. */
async function feesOf(
  request: TransactionRequest,
  client: ChainClient,
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  if (request.maxFeePerGas) {
    const maxFeePerGas = hexToBigInt(request.maxFeePerGas)
    const priority = request.maxPriorityFeePerGas
    return {
      maxFeePerGas,
      maxPriorityFeePerGas: priority ? hexToBigInt(priority) : maxFeePerGas,
    }
  }
  if (request.gasPrice) {
    const gasPrice = hexToBigInt(request.gasPrice)
    return { maxFeePerGas: gasPrice, maxPriorityFeePerGas: gasPrice }
  }
  const estimated = await client.estimateFeesPerGas({ type: 'eip1559' })
  return {
    maxFeePerGas: estimated.maxFeePerGas,
    maxPriorityFeePerGas: estimated.maxPriorityFeePerGas,
  }
}
