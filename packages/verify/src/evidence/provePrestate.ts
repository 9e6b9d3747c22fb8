import type { SafeTransactionData } from '@assent/core'
import { buildSimulationCall } from '@assent/review'
import {
  type Address,
  getAddress,
  type Hex,
  hexToBigInt,
  keccak256,
  numberToHex,
  type PublicClient,
  pad,
  toHex,
} from 'viem'
import type { EvidenceAccount, EvidencePrestate } from './evidenceFile'

/** Parameters of `provePrestate`: the transaction, the proven-to-be Safe state and the block. */
export type ProvePrestateParameters = {
  client: Pick<PublicClient, 'request'>
  safe: Address
  tx: SafeTransactionData
  safeTxHash: Hex
  state: { owners: readonly Address[]; threshold: number; guard: Address | null }
  blockNumber: bigint
}

/** What `provePrestate` answers: the re-run's sender and every touched account, proven. */
export type ProvePrestateReturnType = EvidencePrestate

/** keccak256 of no bytes: the codeHash of an account without code. */
export const EMPTY_CODE_HASH = keccak256('0x')

/** debug_traceCall with the prestate tracer, typed for viem's `request`. */
type PrestateTraceSchema = {
  Method: 'debug_traceCall'
  Parameters: [
    { from: Address; to: Address; data: Hex; gas: Hex; gasPrice: Hex },
    Hex,
    {
      tracer: 'prestateTracer'
      stateOverrides: Record<Address, { balance?: Hex; stateDiff?: Record<Hex, Hex> }>
    },
  ]
  ReturnType: unknown
}

const ONE_GWEI = 1_000_000_000n

/**
 * Finds every account and storage slot the execTransaction touches at the block (the
 * prestate tracer of `debug_traceCall`, run as the review's simulation runs a transaction
 * that lacks signatures: `buildSimulationCall`'s approvals, nonce and guard overrides), then
 * proves each with `eth_getProof` and reads its code, so a verifier can re-run the call
 * over proven state alone.
 * @throws the RPC's error when it offers no prestate tracer or cannot prove that block;
 *   an Error when the tracer's answer is not an account map
 * @example const prestate = await provePrestate({ client, safe, tx, safeTxHash, state, blockNumber })
 */
export async function provePrestate({
  client,
  safe,
  tx,
  safeTxHash,
  state,
  blockNumber,
}: ProvePrestateParameters): Promise<ProvePrestateReturnType> {
  const block = numberToHex(blockNumber)
  const gasPrice = await client
    .request({ method: 'eth_gasPrice' })
    .then(hexToBigInt)
    .catch(() => ONE_GWEI)
  const sender = {
    // A fresh address, as the review's simulation sends from: no contract can single it out.
    address: getAddress(toHex(crypto.getRandomValues(new Uint8Array(20)))),
    balance: 0n,
    gasPrice: gasPrice > 0n ? gasPrice : ONE_GWEI,
  }
  const call = buildSimulationCall({ safe, tx, safeTxHash, ...state, sender })
  const trace = await client.request<PrestateTraceSchema>({
    method: 'debug_traceCall',
    params: [
      {
        from: call.from,
        to: call.to,
        data: call.data,
        gas: numberToHex(call.gas),
        gasPrice: numberToHex(call.gasPrice),
      },
      block,
      {
        tracer: 'prestateTracer',
        stateOverrides: {
          [call.from]: { balance: numberToHex(call.senderBalance) },
          [safe]: { stateDiff: Object.fromEntries(call.stateDiff.map((o) => [o.slot, o.value])) },
        },
      },
    ],
  })
  const touched = readTouchedAccounts(trace)
  const accounts = await Promise.all(
    touched.map(({ address, slots }) => proveAccount(client, address, slots, block)),
  )
  return {
    sender: {
      address: sender.address,
      balance: sender.balance.toString(),
      gasPrice: sender.gasPrice.toString(),
    },
    accounts,
  }
}

async function proveAccount(
  client: Pick<PublicClient, 'request'>,
  address: Address,
  slots: Hex[],
  block: Hex,
): Promise<EvidenceAccount> {
  const proof = await client.request({ method: 'eth_getProof', params: [address, slots, block] })
  const code =
    proof.codeHash.toLowerCase() === EMPTY_CODE_HASH
      ? '0x'
      : await client.request({ method: 'eth_getCode', params: [address, block] })
  return {
    address,
    nonce: proof.nonce,
    balance: proof.balance,
    codeHash: proof.codeHash,
    storageHash: proof.storageHash,
    accountProof: proof.accountProof,
    code,
    storageProof: proof.storageProof.map(({ key, value, proof: nodes }) => ({
      key: pad(key, { size: 32 }),
      value,
      proof: nodes,
    })),
  }
}

/** The tracer's `{ address: { storage: { slot: value } } }` as addresses and 32-byte slots. */
function readTouchedAccounts(trace: unknown): { address: Address; slots: Hex[] }[] {
  if (typeof trace !== 'object' || trace === null || Array.isArray(trace)) {
    throw new Error('The prestate tracer did not answer an account map.')
  }
  return Object.entries(trace).map(([address, account]) => {
    const storage: unknown =
      typeof account === 'object' && account !== null && 'storage' in account
        ? account.storage
        : undefined
    const slots =
      typeof storage === 'object' && storage !== null
        ? Object.keys(storage).map((slot) => pad(hexSlot(slot), { size: 32 }))
        : []
    return { address: getAddress(address), slots }
  })
}

function hexSlot(slot: string): Hex {
  if (!/^0x[0-9a-fA-F]{1,64}$/.test(slot)) throw new Error(`The tracer named a slot ${slot}.`)
  return `0x${slot.slice(2).toLowerCase()}`
}
