import { z } from 'zod'
import { createLocalStore } from './createLocalStore'
import { SETTINGS_STORAGE_KEY } from './storageKeys'

export const ThemePreference = z.enum(['system', 'light', 'dark'])
export type ThemePreference = z.infer<typeof ThemePreference>

const Settings = z.object({
  theme: ThemePreference,
  /** Fiat currency of balances, as the gateway lists it (SPEC §9 default: usd). */
  currency: z.string().min(1),
})
export type Settings = z.infer<typeof Settings>

/** User preferences kept in this browser. */
export const settingsStore = createLocalStore<Settings>(SETTINGS_STORAGE_KEY, Settings, {
  theme: 'system',
  currency: 'usd',
})
