import {
  decodeSafeCallTree,
  flattenSafeCallTree,
  getSettingsChangeType,
  type SafeCallNode,
  SettingsInfoType,
} from '@assent/core'
import { type Address, type Hex, toFunctionSelector } from 'viem'

/** Part of the transaction was not decoded, so a critical change cannot be ruled out there. */
export const UNDECODED_PART = 'UNDECODED_PART'

/** A call that changes who or what controls the Safe, or a part that could hide one. */
export type CriticalChange = {
  kind: SettingsInfoType | typeof UNDECODED_PART
  /**
   * 'owners': who signs and how many (owners, threshold); 'control': code that acts for the
   * Safe without its owners (modules, guards, fallback handler, singleton) or a part that
   * could hide such a change.
   */
  area: 'owners' | 'control'
  /** [] for the transaction itself, [i, …] for an action inside its batch. */
  path: number[]
  title: string
  /** The call's data, to compute the owners and threshold it leaves. */
  data: Hex
}

type CriticalMethod = { kind: SettingsInfoType; area: CriticalChange['area']; title: string }

/**
 * Settings whose change can hand the Safe to someone else or bypass its owners, matched by
 * selector: the Safe decodes arguments leniently, so odd encodings must not slip through.
 */
const CRITICAL_METHODS: Record<string, CriticalMethod> = {
  'addOwnerWithThreshold(address,uint256)': {
    kind: SettingsInfoType.ADD_OWNER,
    area: 'owners',
    title: 'Adds an owner',
  },
  'removeOwner(address,address,uint256)': {
    kind: SettingsInfoType.REMOVE_OWNER,
    area: 'owners',
    title: 'Removes an owner',
  },
  'swapOwner(address,address,address)': {
    kind: SettingsInfoType.SWAP_OWNER,
    area: 'owners',
    title: 'Replaces an owner',
  },
  'changeThreshold(uint256)': {
    kind: SettingsInfoType.CHANGE_THRESHOLD,
    area: 'owners',
    title: 'Changes the threshold',
  },
  'changeMasterCopy(address)': {
    kind: SettingsInfoType.CHANGE_IMPLEMENTATION,
    area: 'control',
    title: 'Changes the Safe implementation (masterCopy)',
  },
  'setFallbackHandler(address)': {
    kind: SettingsInfoType.SET_FALLBACK_HANDLER,
    area: 'control',
    title: 'Changes the fallback handler',
  },
  'setGuard(address)': {
    kind: SettingsInfoType.SET_GUARD,
    area: 'control',
    title: 'Sets a transaction guard',
  },
  'setModuleGuard(address)': {
    kind: SettingsInfoType.SET_GUARD,
    area: 'control',
    title: 'Sets a module guard',
  },
  'enableModule(address)': {
    kind: SettingsInfoType.ENABLE_MODULE,
    area: 'control',
    title: 'Enables a module (it can move funds without the owners)',
  },
  'disableModule(address,address)': {
    kind: SettingsInfoType.DISABLE_MODULE,
    area: 'control',
    title: 'Disables a module',
  },
}
const BY_SELECTOR: ReadonlyMap<string, CriticalMethod> = new Map(
  Object.entries(CRITICAL_METHODS).map(([signature, method]) => [
    toFunctionSelector(signature),
    method,
  ]),
)
const SET_GUARD = toFunctionSelector('setGuard(address)')

/** Parameters of `findCriticalChanges`: the transaction (or its call tree), and the Safe. */
export type FindCriticalChangesParameters = Parameters<typeof findCriticalChanges>

/** What `findCriticalChanges` answers: every critical change, in execution order. */
export type FindCriticalChangesReturnType = CriticalChange[]

/**
 * Calls to the Safe itself that change its owners, threshold, implementation, fallback handler,
 * guards or modules, anywhere in the transaction's call tree (nested batches at any depth, as the chain will run
 * them) — the review marks them critical, and each needs its typed word whatever a simulation
 * says: a contract can tell a simulation from the real execution. A part of the tree that could not be decoded (too
 * deep, or read too far past its data) may hide one and is listed as `UNDECODED_PART`.
 * @param tx the Safe transaction, or its call tree when the caller already decoded it
 * @example
 * const changes = findCriticalChanges(tx, safeAddress)
 * changes.map((change) => change.kind) // ['ADD_OWNER', 'CHANGE_THRESHOLD']
 */
export function findCriticalChanges(
  tx: { to: Address; value?: bigint; data: Hex; operation?: number } | SafeCallNode,
  safeAddress: Address,
): FindCriticalChangesReturnType {
  const tree = 'problems' in tx ? tx : decodeSafeCallTree({ ...tx, operation: tx.operation ?? 0 })
  const safe = safeAddress.toLowerCase()
  const changes: CriticalChange[] = []
  for (const node of flattenSafeCallTree(tree)) {
    if (node.to.toLowerCase() === safe) {
      const change = criticalChange(node.data)
      if (change) changes.push({ ...change, path: node.path, data: node.data })
    }
    if (
      node.problems.some(
        (problem) => problem.kind === 'depth-limit' || problem.kind === 'undecodable',
      )
    ) {
      changes.push({
        kind: UNDECODED_PART,
        area: 'control',
        path: node.path,
        data: node.data,
        title: 'Part of this transaction could not be decoded: it may change any setting',
      })
    }
  }
  return changes
}

function criticalChange(data: Hex): CriticalMethod | undefined {
  const selector = data.slice(0, 10).toLowerCase()
  const method = BY_SELECTOR.get(selector)
  if (selector === SET_GUARD && getSettingsChangeType(data) === SettingsInfoType.DELETE_GUARD) {
    return {
      kind: SettingsInfoType.DELETE_GUARD,
      area: 'control',
      title: 'Removes the transaction guard',
    }
  }
  return method
}
