import { type Address, getAddress } from 'viem'
import type { SafeSetup } from './decodeSafeCreations'
import type { SafeEvent } from './parseSafeLogs'
import { toExecutionRecord } from './toExecutionRecord'
import type {
  ApprovalRecord,
  BareExecution,
  ExecutionRecord,
  ModuleChange,
  ModuleTransactionRecord,
  OwnerChange,
  SingletonChange,
  TransferRecord,
} from './types'

/** What a batch's Safe events say, as the records the indexer stores. */
export type SafeEventRecords = {
  ownerChanges: OwnerChange[]
  moduleChanges: ModuleChange[]
  /** Native coin received (SafeReceived). */
  transfers: TransferRecord[]
  approvals: ApprovalRecord[]
  moduleTransactions: ModuleTransactionRecord[]
  executions: ExecutionRecord[]
  /** Outcome events no SafeMultiSigTransaction announced: executions of non-L2 Safes. */
  bareExecutions: BareExecution[]
  /** ChangedMasterCopy events: a Safe moved to another singleton (version). */
  singletonChanges: SingletonChange[]
  /** Each Safe's last SafeSetup in the batch. */
  setups: Map<Address, SafeSetup>
}

/**
 * Turns Safe events, in log order, into records. SafeMultiSigTransaction and
 * SafeModuleTransaction are paired with the outcome event that follows them in the same tx.
 */
export async function decodeSafeEvents(
  events: SafeEvent[],
  timestampOf: (block: number) => number,
): Promise<SafeEventRecords> {
  const records: SafeEventRecords = {
    ownerChanges: [],
    moduleChanges: [],
    transfers: [],
    approvals: [],
    moduleTransactions: [],
    executions: [],
    bareExecutions: [],
    singletonChanges: [],
    setups: new Map(),
  }
  // Outcome events already paired with the SafeMultiSigTransaction before them.
  const paired = new Set<SafeEvent>()
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!
    const safe = getAddress(event.address)
    const blockNumber = Number(event.blockNumber)
    const timestamp = timestampOf(blockNumber)
    const outcome = (names: string[]) =>
      events
        .slice(i + 1)
        .find(
          (next) =>
            next.transactionHash === event.transactionHash &&
            getAddress(next.address) === safe &&
            names.includes(next.eventName),
        )
    switch (event.eventName) {
      case 'SafeSetup': {
        const owners = event.args.owners.map((o) => getAddress(o))
        records.setups.set(safe, { owners, threshold: Number(event.args.threshold) })
        records.ownerChanges.push({ safe, kind: 'setup', owners })
        break
      }
      case 'AddedOwner':
        records.ownerChanges.push({ safe, kind: 'add', owner: getAddress(event.args.owner) })
        break
      case 'RemovedOwner':
        records.ownerChanges.push({ safe, kind: 'remove', owner: getAddress(event.args.owner) })
        break
      case 'EnabledModule':
        records.moduleChanges.push({ safe, kind: 'enable', module: getAddress(event.args.module) })
        break
      case 'DisabledModule':
        records.moduleChanges.push({
          safe,
          kind: 'disable',
          module: getAddress(event.args.module),
        })
        break
      case 'ChangedMasterCopy':
        records.singletonChanges.push({
          safe,
          singleton: getAddress(event.args.masterCopy),
          blockNumber,
          logIndex: event.logIndex,
        })
        break
      case 'SafeReceived':
        records.transfers.push({
          txHash: event.transactionHash,
          logIndex: event.logIndex,
          safe,
          blockNumber,
          timestamp,
          tokenAddress: null,
          type: 'NATIVE_COIN',
          from: getAddress(event.args.sender),
          to: safe,
          value: event.args.value.toString(),
          tokenId: null,
          direction: 'INCOMING',
        })
        break
      case 'ApproveHash':
        records.approvals.push({
          safe,
          safeTxHash: event.args.approvedHash,
          owner: getAddress(event.args.owner),
          timestamp,
        })
        break
      case 'SafeModuleTransaction': {
        const result = outcome(['ExecutionFromModuleSuccess', 'ExecutionFromModuleFailure'])
        records.moduleTransactions.push({
          txHash: event.transactionHash,
          logIndex: event.logIndex,
          safe,
          module: getAddress(event.args.module),
          to: getAddress(event.args.to),
          value: event.args.value.toString(),
          data: event.args.data,
          operation: Number(event.args.operation),
          isSuccessful: result?.eventName === 'ExecutionFromModuleSuccess',
          blockNumber,
          timestamp,
        })
        break
      }
      case 'SafeMultiSigTransaction': {
        const result = outcome(['ExecutionSuccess', 'ExecutionFailure'])
        if (!result || !('txHash' in result.args)) break
        paired.add(result)
        const isSuccessful = result.eventName === 'ExecutionSuccess'
        records.executions.push(
          await toExecutionRecord(
            event,
            { safeTxHash: result.args.txHash, isSuccessful },
            timestamp,
          ),
        )
        break
      }
      case 'ExecutionSuccess':
      case 'ExecutionFailure':
        if (paired.has(event)) break
        records.bareExecutions.push({
          safe,
          safeTxHash: event.args.txHash,
          isSuccessful: event.eventName === 'ExecutionSuccess',
          txHash: event.transactionHash,
          blockNumber,
          logIndex: event.logIndex,
          timestamp,
        })
        break
    }
  }
  return records
}
