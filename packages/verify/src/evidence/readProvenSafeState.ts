import { type Address, getAddress, type Hex, numberToHex } from 'viem'
import {
  FALLBACK_HANDLER_SLOT,
  GUARD_SLOT,
  mappingEntry,
  SAFE_SLOTS,
  SENTINEL,
  slotWord,
} from './safeStorageSlots'

/** The Safe's security state as its proven storage holds it. */
export type ProvenSafeState = {
  owners: Address[]
  threshold: number
  nonce: number
  modules: Address[]
  guard: Address | null
  fallbackHandler: Address | null
  singleton: Address | null
}

/** Parameters of `readProvenSafeState`: proven slot values by their 32-byte key (lower case). */
export type ReadProvenSafeStateParameters = ReadonlyMap<Hex, bigint>

/** What `readProvenSafeState` answers: the state, and what the proofs leave unproven. */
export type ReadProvenSafeStateReturnType = {
  state: ProvenSafeState
  problems: { part: string; message: string }[]
}

// Far more owners or modules than any Safe has: a cycle in tampered values cannot loop.
const MAX_LINKS = 1_000

/**
 * Reads the Safe's state from proven storage alone: the plain slots, and the owner and module
 * lists walked link by link from the sentinel, so no list can be claimed without its proof.
 * A slot the proofs do not cover leaves its field unproven (a problem naming it).
 * @example const { state, problems } = readProvenSafeState(provenSlots)
 */
export function readProvenSafeState(
  slots: ReadProvenSafeStateParameters,
): ReadProvenSafeStateReturnType {
  const problems: { part: string; message: string }[] = []
  const read = (part: string, slot: Hex): bigint => {
    const value = slots.get(slot.toLowerCase() as Hex)
    if (value === undefined) {
      problems.push({ part, message: `The proofs do not cover the slot of ${part}.` })
      return 0n
    }
    return value
  }
  const address = (part: string, slot: Hex): Address | null => {
    const value = read(part, slot)
    return value === 0n ? null : getAddress(numberToHex(value, { size: 20 }))
  }
  const list = (part: 'owners' | 'modules'): Address[] => {
    const found: Address[] = []
    let current = SENTINEL
    for (let link = 0; link < MAX_LINKS; link++) {
      const next = address(`state.${part}`, mappingEntry(SAFE_SLOTS[part], current))
      if (next === null || next === SENTINEL) return found
      found.push(next)
      current = next
    }
    problems.push({ part: `state.${part}`, message: `The proven ${part} list does not end.` })
    return found
  }
  return {
    state: {
      owners: list('owners'),
      threshold: Number(read('state.threshold', slotWord(SAFE_SLOTS.threshold))),
      nonce: Number(read('state.nonce', slotWord(SAFE_SLOTS.nonce))),
      modules: list('modules'),
      guard: address('state.guard', GUARD_SLOT),
      fallbackHandler: address('state.fallbackHandler', FALLBACK_HANDLER_SLOT),
      singleton: address('state.singleton', slotWord(SAFE_SLOTS.singleton)),
    },
    problems,
  }
}
