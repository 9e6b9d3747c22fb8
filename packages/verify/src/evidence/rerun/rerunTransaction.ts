import type { SafeTransactionData } from '@assent/core'
import {
  type ApprovalGrant,
  type AssetChange,
  buildSimulationCall,
  type NativeTransfer,
  outcomeFromLogs,
  readAssetChanges,
  type SimulatedLog,
  type SimulationRun,
} from '@assent/review'
import { createCustomCommon, Hardfork, Mainnet } from '@ethereumjs/common'
import { createEVM } from '@ethereumjs/evm'
import { bytesToHex, createAddressFromString, hexToBytes } from '@ethereumjs/util'
import { type Address, getAddress, type Hex, hexToBigInt, pad } from 'viem'
import type { EvidencePrestate } from '../evidenceFile'
import type { BlockHeader } from '../hashBlockHeader'
import type { ProvenAccount } from '../verifyPrestate'
import { ProvenStateManager } from './ProvenStateManager'

/** Parameters of `rerunTransaction`: the proven Safe state, block and prestate. */
export type RerunTransactionParameters = {
  chainId: number
  safe: Address
  tx: SafeTransactionData
  /** Recomputed from the transaction's fields, not read from the file. */
  safeTxHash: Hex
  /** From the proofs: who approves in the run, and whether a guard is switched off. */
  state: { owners: readonly Address[]; threshold: number; guard: Address | null }
  header: BlockHeader
  sender: EvidencePrestate['sender']
  accounts: ReadonlyMap<string, ProvenAccount>
}

/** What `rerunTransaction` answers: the effects of the execution, as the review reads them. */
export type RerunTransactionReturnType = {
  outcome: SimulationRun['outcome']
  changes: AssetChange[]
  approvals: ApprovalGrant[]
}

/**
 * Re-runs the execTransaction in EthereumJS's EVM over the proven state alone, the way the
 * review's simulation runs it (`buildSimulationCall`: approvals, nonce and guard overrides,
 * rebuilt here from the proven owners, threshold and guard) in the header's block context and
 * fork, and
 * reads its effects: value moved by every call frame that did not revert, token events, and
 * the Safe's ExecutionSuccess or ExecutionFailure.
 * @throws UnprovenStateError when the run reads an account, slot or code the file does not prove
 * @example const { outcome, changes } = await rerunTransaction({ chainId, safe, tx, safeTxHash, state, header, sender, accounts })
 */
export async function rerunTransaction({
  chainId,
  safe,
  tx,
  safeTxHash,
  state,
  header,
  sender,
  accounts,
}: RerunTransactionParameters): Promise<RerunTransactionReturnType> {
  const call = buildSimulationCall({
    safe,
    tx,
    safeTxHash,
    ...state,
    sender: {
      address: getAddress(sender.address),
      balance: BigInt(sender.balance),
      gasPrice: BigInt(sender.gasPrice),
    },
  })
  const stateManager = ProvenStateManager.fromProven(accounts.values())
  for (const { slot, value } of call.stateDiff) {
    stateManager.overrideStorage(safe, pad(slot, { size: 32 }), hexToBigInt(value))
  }
  stateManager.overrideBalance(call.from, call.senderBalance)
  const common = createCustomCommon({ chainId }, Mainnet, { hardfork: forkOfHeader(header) })
  const evm = await createEVM({ common, stateManager })

  // Value each frame moved; a frame that reverts undoes its own and its children's.
  const frames: NativeTransfer[][] = []
  const moved: NativeTransfer[] = []
  evm.events.on('beforeMessage', (message) => {
    const transfers: NativeTransfer[] = []
    if (message.value > 0n && message.to && !message.delegatecall) {
      const from = getAddress(message.caller.toString())
      const to = getAddress(message.to.toString())
      transfers.push({ from, to, value: message.value, logIndex: 0 })
    }
    frames.push(transfers)
  })
  evm.events.on('afterMessage', (result) => {
    const transfers = frames.pop() ?? []
    if (result.execResult.exceptionError) return
    ;(frames.at(-1) ?? moved).push(...transfers)
  })

  const result = await evm.runCall({
    caller: createAddressFromString(call.from),
    origin: createAddressFromString(call.from),
    to: createAddressFromString(call.to),
    data: hexToBytes(call.data),
    gasLimit: call.gas,
    gasPrice: call.gasPrice,
    value: 0n,
    block: blockContext(header),
  })
  if (result.execResult.exceptionError) return { outcome: 'reverted', changes: [], approvals: [] }
  const logs: SimulatedLog[] = (result.execResult.logs ?? []).map(([address, topics, data]) => ({
    address: getAddress(bytesToHex(address)),
    topics: topics.map((topic) => bytesToHex(topic)),
    data: bytesToHex(data),
  }))
  return { outcome: outcomeFromLogs(safe, logs), ...readAssetChanges(safe, logs, moved) }
}

/**
 * The newest fork the header's own fields show (each fork up to Prague added one), so the
 * rules match the chain's; a fork that adds no header field (Osaka) runs as Prague.
 */
function forkOfHeader(header: BlockHeader): Hardfork {
  if (header.requestsHash) return Hardfork.Prague
  if (header.parentBeaconBlockRoot) return Hardfork.Cancun
  if (header.withdrawalsRoot) return Hardfork.Shanghai
  if (header.baseFeePerGas) return header.difficulty === '0x0' ? Hardfork.Paris : Hardfork.London
  return Hardfork.Berlin
}

/** The block the run executes in, from the (hash-checked) header. */
function blockContext(header: BlockHeader) {
  const number = (value: Hex | undefined) => (value ? hexToBigInt(value) : 0n)
  return {
    header: {
      number: number(header.number),
      coinbase: createAddressFromString(
        header.miner ?? '0x0000000000000000000000000000000000000000',
      ),
      timestamp: number(header.timestamp),
      difficulty: number(header.difficulty),
      prevRandao: hexToBytes(header.mixHash ?? pad('0x0', { size: 32 })),
      gasLimit: number(header.gasLimit),
      baseFeePerGas: number(header.baseFeePerGas),
      getBlobGasPrice: () => undefined,
    },
  }
}
