import { getAddress } from 'viem'
import { z } from 'zod'
import { createLocalStore } from '../../kernel/createLocalStore'

const AddedSafe = z.object({
  chainId: z.string().regex(/^\d+$/),
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => getAddress(value)),
})
export type AddedSafe = z.output<typeof AddedSafe>

/** Safes the user opened by address ("Added Safes" on the welcome page), in this browser. */
export const addedSafesStore = createLocalStore<AddedSafe[]>(
  'assent-added-safes-v1',
  z.array(AddedSafe),
  [],
)

const same = (a: AddedSafe, b: AddedSafe) =>
  a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase()

/** Remembers a Safe (no duplicate per chain and address). */
export function addSafe(safe: AddedSafe): void {
  const parsed = AddedSafe.parse(safe)
  addedSafesStore.set((safes) => [...safes.filter((s) => !same(s, parsed)), parsed])
}

/** Forgets a Safe. */
export function removeSafe(safe: AddedSafe): void {
  addedSafesStore.set((safes) => safes.filter((s) => !same(s, safe)))
}
