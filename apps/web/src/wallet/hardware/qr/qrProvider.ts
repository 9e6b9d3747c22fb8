import {
  type Address,
  type Chain,
  createPublicClient,
  type EIP1193Provider,
  type Hex,
  hexToBigInt,
  hexToBytes,
  http,
  isAddressEqual,
  numberToHex,
  ProviderRpcError,
  parseSignature,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  type SignableMessage,
  serializeTransaction,
  stringToBytes,
  type TransactionSerializableEIP1559,
  type TransactionSerializedEIP1559,
  type TypedDataDefinition,
} from 'viem'
import { type EthSignRequest, newRequestId, SIGN_DATA_TYPE, type SignDataType } from './ethUr'
import type { QrAccount } from './hdAccounts'
import { askForQrSignature } from './qrPrompts'

type RequestArguments = { method: string; params?: unknown }
type Listener = (...args: unknown[]) => void
type TxParams = { from?: Address; to?: Address; data?: Hex; value?: Hex; gas?: Hex; nonce?: Hex }

export type QrProvider = EIP1193Provider & {
  setAccount(account: QrAccount | undefined): void
}

class RpcError extends ProviderRpcError {
  constructor(code: number, message: string) {
    super(new Error(message), { code, shortMessage: message })
  }
}

/** Names the app in the sign request, as the device may show it. */
const ORIGIN = 'Assent'

/**
 * EIP-1193 provider of the air-gapped QR signer. Signing methods become an `eth-sign-request`
 * shown as QR code; the scanned `eth-signature` must answer that request and recover to the
 * paired account before it is used. Transactions are EIP-1559 (typed-transaction), filled in
 * here from the chain's RPC and broadcast there once signed; every other method goes to the RPC.
 */
export function createQrProvider({
  chains,
  initialChainId,
  account: initialAccount,
}: {
  chains: readonly Chain[]
  initialChainId: number
  account: QrAccount | undefined
}): QrProvider {
  let account = initialAccount
  let chainId = initialChainId
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const chain = (): Chain => {
    const found = chains.find((c) => c.id === chainId)
    if (!found) throw new RpcError(4901, `The QR signer has no network ${chainId}.`)
    return found
  }
  const client = () => createPublicClient({ chain: chain(), transport: http() })
  const signer = (address: unknown): QrAccount => {
    if (!account) throw new RpcError(4100, 'The QR signer is not connected.')
    if (typeof address === 'string' && !isAddressEqual(address as Address, account.address)) {
      throw new RpcError(4100, `The QR signer is paired with ${account.address}, not ${address}.`)
    }
    return account
  }
  const problemIf = (recovered: Address, who: QrAccount) =>
    isAddressEqual(recovered, who.address)
      ? undefined
      : `This signature is from ${recovered}, not from ${who.address}. Was another account chosen on the device?`

  async function ask(
    who: QrAccount,
    dataType: SignDataType,
    signData: Uint8Array,
    text: { title: string; summary: string },
    check: (signature: Hex) => Promise<string | undefined>,
  ): Promise<Hex> {
    const request: EthSignRequest = {
      requestId: newRequestId(),
      signData,
      dataType,
      chainId,
      path: who.path,
      address: who.address,
      origin: ORIGIN,
    }
    return askForQrSignature({ request, account: who, ...text, check })
  }

  async function sendTransaction(tx: TxParams): Promise<Hex> {
    const who = signer(tx.from)
    const rpc = client()
    const [nonce, fees, gas] = await Promise.all([
      tx.nonce
        ? Number(tx.nonce)
        : rpc.getTransactionCount({ address: who.address, blockTag: 'pending' }),
      rpc.estimateFeesPerGas(),
      tx.gas
        ? hexToBigInt(tx.gas)
        : rpc.estimateGas({
            account: who.address,
            to: tx.to,
            data: tx.data,
            value: tx.value ? hexToBigInt(tx.value) : undefined,
          }),
    ])
    const unsigned: TransactionSerializableEIP1559 = {
      type: 'eip1559',
      chainId,
      nonce,
      to: tx.to,
      data: tx.data,
      value: tx.value ? hexToBigInt(tx.value) : 0n,
      gas,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    }
    let signed: TransactionSerializedEIP1559 | undefined
    const withSignature = (signature: Hex): TransactionSerializedEIP1559 => {
      const { r, s, v, yParity } = parseSignature(signature)
      // Devices answer v as 0/1 or 27/28 for typed transactions; the envelope wants the parity.
      const parity = yParity ?? (v !== undefined ? Number(v >= 27n ? v - 27n : v) : 0)
      return serializeTransaction(unsigned, { r, s, yParity: parity })
    }
    await ask(
      who,
      SIGN_DATA_TYPE.typedTransaction,
      hexToBytes(serializeTransaction(unsigned)),
      {
        title: 'Sign a transaction',
        summary: `Send a transaction to ${tx.to ?? 'a new contract'}`,
      },
      async (signature) => {
        signed = withSignature(signature)
        return problemIf(await recoverTransactionAddress({ serializedTransaction: signed }), who)
      },
    )
    return rpc.request({ method: 'eth_sendRawTransaction', params: [signed as Hex] })
  }

  async function request(args: RequestArguments): Promise<unknown> {
    const params = Array.isArray(args.params) ? (args.params as unknown[]) : []
    switch (args.method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return account ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain': {
        const requested = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!chains.some((c) => c.id === requested)) {
          throw new RpcError(4902, `The QR signer has no network ${requested}.`)
        }
        chainId = requested
        emit('chainChanged', numberToHex(requested))
        return null
      }
      case 'personal_sign': {
        const [message, address] = params as [Hex, Address]
        const who = signer(address)
        const signable: SignableMessage = { raw: message }
        return ask(
          who,
          SIGN_DATA_TYPE.personalMessage,
          hexToBytes(message),
          { title: 'Sign a message', summary: 'Sign a message' },
          async (signature) =>
            problemIf(await recoverMessageAddress({ message: signable, signature }), who),
        )
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = params as [Address, string | object]
        const who = signer(address)
        const json = typeof typedData === 'string' ? typedData : JSON.stringify(typedData)
        const parsed = JSON.parse(json) as TypedDataDefinition
        return ask(
          who,
          SIGN_DATA_TYPE.typedData,
          stringToBytes(json),
          {
            title: 'Sign typed data',
            summary: `Sign ${parsed.primaryType ?? 'typed data'} (EIP-712)`,
          },
          async (signature) =>
            problemIf(await recoverTypedDataAddress({ ...parsed, signature }), who),
        )
      }
      case 'eth_sendTransaction':
        return sendTransaction((params[0] ?? {}) as TxParams)
      default:
        // Reads go to the chain's node as asked, through the bare transport: its request takes
        // any method (the client's is typed to viem's own schema).
        return http()({ chain: chain() }).request({ method: args.method, params })
    }
  }

  return {
    request: request as EIP1193Provider['request'],
    on: ((event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
    }) as EIP1193Provider['on'],
    removeListener: ((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    }) as EIP1193Provider['removeListener'],
    setAccount(next) {
      account = next
      emit('accountsChanged', next ? [next.address] : [])
    },
  }
}
