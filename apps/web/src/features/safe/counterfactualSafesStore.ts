import { getAddress } from 'viem'
import { z } from 'zod'
import { createLocalStore } from '../../kernel/createLocalStore'

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => getAddress(value))

/** A Safe predicted but not deployed: everything needed to open it and to deploy it later. */
export const CounterfactualSafe = z.object({
  chainId: z.string().regex(/^\d+$/),
  address,
  owners: z.array(address).min(1),
  threshold: z.number().int().min(1),
  /** Decimal string: JSON has no bigint. */
  saltNonce: z.string().regex(/^\d+$/),
  version: z.enum(['1.4.1', '1.3.0']),
  l2: z.boolean(),
})
export type CounterfactualSafe = z.output<typeof CounterfactualSafe>

/** Undeployed Safes created in this browser, per chain and address. */
export const counterfactualSafesStore = createLocalStore<CounterfactualSafe[]>(
  'assent-counterfactual-safes-v1',
  z.array(CounterfactualSafe),
  [],
)

const same = (a: { chainId: string; address: string }, b: { chainId: string; address: string }) =>
  a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase()

/** Remembers an undeployed Safe (replacing one at the same chain and address). */
export function saveCounterfactualSafe(safe: CounterfactualSafe): void {
  const parsed = CounterfactualSafe.parse(safe)
  counterfactualSafesStore.set((safes) => [...safes.filter((s) => !same(s, parsed)), parsed])
}

/** The undeployed Safe stored for this chain and address, if any. */
export function findCounterfactualSafe(
  safes: readonly CounterfactualSafe[],
  chainId: string,
  address: string,
): CounterfactualSafe | undefined {
  return safes.find((s) => same(s, { chainId, address }))
}

/** Forgets the undeployed Safe at this chain and address (it is deployed now). */
export function removeCounterfactualSafe(safe: { chainId: string; address: string }): void {
  counterfactualSafesStore.set((safes) => safes.filter((s) => !same(s, safe)))
}
