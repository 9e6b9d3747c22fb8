import {
  type Address,
  type Chain,
  createWalletClient,
  type EIP1193Provider,
  type Hex,
  hexToBigInt,
  http,
  isAddressEqual,
  numberToHex,
  type PrivateKeyAccount,
  ProviderRpcError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

type RequestArguments = { method: string; params?: unknown }
type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider that signs locally with test keys and talks to one chain's RPC. */
export type DevnetProvider = EIP1193Provider & {
  /** The selectable accounts, in key order. */
  readonly accounts: readonly Address[]
  /** Makes `address` the active account (first in eth_accounts) and emits accountsChanged. */
  selectAccount(address: Address): void
  /** Forget the session (eth_accounts returns [] until eth_requestAccounts). */
  disconnect(): void
}

class RpcError extends ProviderRpcError {
  constructor(code: number, message: string) {
    super(new Error(message), { code, shortMessage: message })
  }
}

type TxParams = {
  from?: Address
  to?: Address
  data?: Hex
  value?: Hex
  gas?: Hex
  nonce?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

/**
 * Builds the Development wallet's provider: eth_requestAccounts, eth_accounts, eth_chainId,
 * eth_sendTransaction (signed here, sent raw), eth_signTypedData_v4, personal_sign and
 * wallet_switchEthereumChain (only to its own chain); every other method goes to the RPC.
 */
export function createDevnetProvider({
  chain,
  rpcUrl,
  privateKeys,
}: {
  chain: Chain
  rpcUrl: string
  privateKeys: readonly Hex[]
}): DevnetProvider {
  const signers: PrivateKeyAccount[] = privateKeys.map((key) => privateKeyToAccount(key))
  const transport = http(rpcUrl)
  const rpc = transport({ chain, retryCount: 0 })
  let active = signers[0]?.address
  let connected = false
  const listeners = new Map<string, Set<Listener>>()

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const ordered = (): Address[] => {
    const rest = signers.map((s) => s.address).filter((a) => a !== active)
    return active ? [active, ...rest] : rest
  }
  const signerOf = (address: unknown): PrivateKeyAccount => {
    const signer = signers.find(
      (s) => typeof address === 'string' && isAddressEqual(s.address, address as Address),
    )
    if (!signer) throw new RpcError(4100, 'The requested account is not one of the test accounts.')
    return signer
  }
  const paramsOf = (args: RequestArguments): unknown[] =>
    Array.isArray(args.params) ? args.params : []

  async function request(args: RequestArguments): Promise<unknown> {
    const params = paramsOf(args)
    switch (args.method) {
      case 'eth_requestAccounts':
        connected = true
        return ordered()
      case 'eth_accounts':
        return connected ? ordered() : []
      case 'eth_chainId':
        return numberToHex(chain.id)
      case 'wallet_switchEthereumChain': {
        const requested = (params[0] as { chainId?: string } | undefined)?.chainId
        if (requested && Number(requested) === chain.id) return null
        throw new RpcError(4902, `The Devnet test account only works on chain ${chain.id}.`)
      }
      case 'wallet_addEthereumChain':
        throw new RpcError(4200, 'The Devnet test account cannot add networks.')
      case 'personal_sign': {
        const [message, address] = params as [Hex, Address]
        return signerOf(address).signMessage({ message: { raw: message } })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = params as [Address, string | object]
        const parsed = typeof typedData === 'string' ? JSON.parse(typedData) : typedData
        return signerOf(address).signTypedData(parsed)
      }
      case 'eth_sendTransaction': {
        const tx = (params[0] ?? {}) as TxParams
        const signer = signerOf(tx.from ?? active)
        const wallet = createWalletClient({ account: signer, chain, transport })
        return wallet.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? hexToBigInt(tx.value) : undefined,
          gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
          nonce: tx.nonce ? Number(tx.nonce) : undefined,
          // A speed-up or cancel names its fees; otherwise viem estimates them.
          maxFeePerGas: tx.maxFeePerGas ? hexToBigInt(tx.maxFeePerGas) : undefined,
          maxPriorityFeePerGas: tx.maxPriorityFeePerGas
            ? hexToBigInt(tx.maxPriorityFeePerGas)
            : undefined,
        })
      }
      default:
        // Any other method goes to the node as asked (the http transport's request is untyped).
        return rpc.request({ method: args.method, params })
    }
  }

  return {
    accounts: signers.map((s) => s.address),
    request: request as EIP1193Provider['request'],
    on: ((event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
    }) as EIP1193Provider['on'],
    removeListener: ((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    }) as EIP1193Provider['removeListener'],
    selectAccount(address: Address) {
      active = signerOf(address).address
      if (connected) emit('accountsChanged', ordered())
    },
    disconnect() {
      connected = false
      emit('accountsChanged', [])
    },
  }
}
