import type { BatchCandidate } from '@assent/review'
import { useSyncExternalStore } from 'react'

/** A queued transaction picked for a batch execution, with what the rules check of it. */
export type BatchSelectionEntry = BatchCandidate & { txId: string }

type Selection = { safeKey: string; entries: readonly BatchSelectionEntry[] }

const empty: readonly BatchSelectionEntry[] = []
let selection: Selection = { safeKey: '', entries: empty }
const listeners = new Set<() => void>()

function set(next: Selection) {
  selection = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The queue's selection for "Execute together", in memory and for one Safe at a time (`safeKey`,
 * chain and address): kept in nonce order, since that is the only order a batch can run in.
 * Opening another Safe starts from nothing.
 */
export function useBatchSelection(safeKey: string) {
  const current = useSyncExternalStore(
    subscribe,
    () => selection,
    () => selection,
  )
  const entries = current.safeKey === safeKey ? current.entries : empty
  return {
    entries,
    isSelected: (txId: string) => entries.some((entry) => entry.txId === txId),
    toggle: (entry: BatchSelectionEntry) => {
      const rest = entries.filter((item) => item.txId !== entry.txId)
      set({
        safeKey,
        entries:
          rest.length < entries.length ? rest : [...rest, entry].sort((a, b) => a.nonce - b.nonce),
      })
    },
    clear: () => set({ safeKey, entries: empty }),
  }
}
