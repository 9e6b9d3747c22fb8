import { z } from 'zod'
import { settingsStore, ThemePreference } from '../../kernel/settingsStore'
import {
  AddressBookEntry,
  addressBookStore,
  mergeAddressBookEntries,
} from '../address-book/addressBookStore'
import { balancesHiddenSchema, hiddenTokensStore } from '../balances/hiddenTokensStore'
import { addedSafesStore, addSafe } from '../safe/addedSafesStore'
import {
  CounterfactualSafe,
  counterfactualSafesStore,
  saveCounterfactualSafe,
} from '../safe/counterfactualSafesStore'

const LocalDataFile = z.object({
  app: z.literal('assent'),
  version: z.literal(1),
  exportedAt: z.string(),
  addressBook: z.array(AddressBookEntry),
  addedSafes: z.array(
    z.object({
      chainId: z.string().regex(/^\d+$/),
      address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    }),
  ),
  /** Undeployed Safes with their setup (absent from exports made before they existed). */
  counterfactualSafes: z.array(CounterfactualSafe).optional(),
  hiddenTokens: balancesHiddenSchema,
  settings: z.object({ theme: ThemePreference, currency: z.string().min(1) }),
})
export type LocalDataFile = z.output<typeof LocalDataFile>

/** Everything Assent keeps in this browser, as one JSON document. */
export function exportLocalData(now = new Date()): string {
  const file: LocalDataFile = {
    app: 'assent',
    version: 1,
    exportedAt: now.toISOString(),
    addressBook: addressBookStore.get(),
    addedSafes: addedSafesStore.get(),
    counterfactualSafes: counterfactualSafesStore.get(),
    hiddenTokens: hiddenTokensStore.get(),
    settings: settingsStore.get(),
  }
  return JSON.stringify(file, null, 2)
}

/**
 * Restores an export: address book and added Safes are merged (imported names win), hidden
 * tokens and settings replaced. Throws a readable Error for anything that is not an export.
 */
export function importLocalData(text: string): { addressBook: number; addedSafes: number } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('This file is not JSON.')
  }
  const parsed = LocalDataFile.safeParse(json)
  if (!parsed.success)
    throw new Error('This file is not an Assent data export (or it was changed).')
  const data = parsed.data
  mergeAddressBookEntries(data.addressBook)
  for (const safe of data.addedSafes) addSafe(safe as { chainId: string; address: `0x${string}` })
  for (const safe of data.counterfactualSafes ?? []) saveCounterfactualSafe(safe)
  hiddenTokensStore.set(data.hiddenTokens)
  settingsStore.set(data.settings)
  return { addressBook: data.addressBook.length, addedSafes: data.addedSafes.length }
}
