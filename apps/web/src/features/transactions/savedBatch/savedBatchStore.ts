import { useSyncExternalStore } from 'react'
import { type Address, getAddress, type Hex } from 'viem'
import { z } from 'zod'

/** Batches over this size are refused: one Safe transaction must still fit in a block. */
export const SAVED_BATCH_LIMIT = 100

const SavedBatchItem = z.object({
  id: z.string().min(1).max(64),
  /** One line the flow wrote ("Send 1 ETH to 0x12…"), or how an import named it. */
  title: z.string().min(1).max(300),
  to: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => getAddress(value)),
  /** Wei as a decimal string: JSON has no bigint. */
  value: z.string().regex(/^\d{1,78}$/),
  data: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})*$/)
    .transform((value) => value as Hex),
  /** The Safe App that asked for the call, when one did. */
  origin: z.object({ name: z.string().max(200), url: z.string().max(2000) }).optional(),
})

/** One action waiting in a Safe's batch: a plain CALL the Safe will make. */
export type SavedBatchItem = z.output<typeof SavedBatchItem>

/** What is added to a batch: the call with its value as a bigint. */
export type NewBatchAction = {
  title: string
  to: Address
  value: bigint
  data: Hex
  origin?: { name: string; url: string }
}

/** A Safe's batch as read from storage: the items that parsed and how many did not. */
export type SavedBatch = { items: readonly SavedBatchItem[]; dropped: number }

/** The Safe a batch belongs to: a batch never follows the user to another Safe or chain. */
export type BatchOwner = { chainId: string; address: Address }

const EMPTY: SavedBatch = { items: [], dropped: 0 }
const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; batch: SavedBatch }>()

/** The localStorage key of a Safe's batch (the address in lower case: one Safe, one key). */
export function savedBatchKey({ chainId, address }: BatchOwner): string {
  return `assent-batch-v1:${chainId}:${address.toLowerCase()}`
}

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage

/**
 * A Safe's batch. Each stored item is checked on its own: one that does not parse (an older
 * version's, or edited by hand) is left out and counted in `dropped`, the rest stay usable.
 */
export function readSavedBatch(owner: BatchOwner): SavedBatch {
  const key = savedBatchKey(owner)
  const raw = storage()?.getItem(key) ?? null
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.batch
  const batch = parseStored(raw)
  cache.set(key, { raw, batch })
  return batch
}

function parseStored(raw: string | null): SavedBatch {
  if (raw === null) return EMPTY
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { items: [], dropped: 1 }
  }
  if (!Array.isArray(json)) return { items: [], dropped: 1 }
  const items: SavedBatchItem[] = []
  for (const entry of json) {
    const parsed = SavedBatchItem.safeParse(entry)
    if (parsed.success) items.push(parsed.data)
  }
  return { items, dropped: json.length - items.length }
}

function write(owner: BatchOwner, items: readonly SavedBatchItem[]): void {
  const key = savedBatchKey(owner)
  if (items.length === 0) storage()?.removeItem(key)
  else storage()?.setItem(key, JSON.stringify(items))
  for (const listener of listeners) listener()
}

function newId(): string {
  return globalThis.crypto.randomUUID()
}

/**
 * Appends actions to the Safe's batch, in order.
 * @throws Error when the batch would hold more than SAVED_BATCH_LIMIT actions
 */
export function addToSavedBatch(owner: BatchOwner, actions: readonly NewBatchAction[]): void {
  const { items } = readSavedBatch(owner)
  if (items.length + actions.length > SAVED_BATCH_LIMIT) {
    throw new Error(
      `A batch holds at most ${SAVED_BATCH_LIMIT} actions; this one has ${items.length}. Review it first.`,
    )
  }
  const added = actions.map((action) =>
    SavedBatchItem.parse({
      id: newId(),
      title: action.title.slice(0, 300) || 'Action',
      to: action.to,
      value: action.value.toString(),
      data: action.data,
      ...(action.origin ? { origin: action.origin } : {}),
    }),
  )
  write(owner, [...items, ...added])
}

/** Takes one action out of the batch. */
export function removeFromSavedBatch(owner: BatchOwner, id: string): void {
  write(
    owner,
    readSavedBatch(owner).items.filter((item) => item.id !== id),
  )
}

/** Moves an action one place up (-1) or down (+1); at either end nothing moves. */
export function moveInSavedBatch(owner: BatchOwner, id: string, step: -1 | 1): void {
  const items = [...readSavedBatch(owner).items]
  const from = items.findIndex((item) => item.id === id)
  const to = from + step
  const moving = items[from]
  const other = items[to]
  if (from < 0 || !moving || !other) return
  items[from] = other
  items[to] = moving
  write(owner, items)
}

/**
 * Empties the batch. With `proposed`, only those actions go (the batch was proposed): an action
 * added in another tab meanwhile stays.
 */
export function clearSavedBatch(owner: BatchOwner, proposed?: readonly string[]): void {
  const gone = new Set(proposed)
  write(owner, proposed ? readSavedBatch(owner).items.filter((item) => !gone.has(item.id)) : [])
}

/** Stores only the items that parsed, so the notice about dropped ones goes away. */
export function forgetDroppedItems(owner: BatchOwner): void {
  write(owner, readSavedBatch(owner).items)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('assent-batch-v1:')) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The Safe's batch, re-rendering on every change (also from other tabs); empty without a Safe. */
export function useSavedBatch(owner: BatchOwner | null): SavedBatch {
  const read = () => (owner ? readSavedBatch(owner) : EMPTY)
  return useSyncExternalStore(subscribe, read, read)
}
