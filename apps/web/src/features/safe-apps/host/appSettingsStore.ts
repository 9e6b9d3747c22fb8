import type { SafeSettings } from '@assent/safe-apps'
import { safeSettingsSchema } from '@assent/safe-apps'
import { z } from 'zod'
import { createLocalStore, useLocalStore } from '../../../kernel/createLocalStore'

/** What apps set through `safe_setSettings`, keyed by the app's origin. */
export const appSettingsStore = createLocalStore<Record<string, SafeSettings>>(
  'assent-safe-apps-settings-v1',
  z.record(z.string(), safeSettingsSchema),
  {},
)

/** An app's settings; off-chain signing is on unless the app turned it off. */
export function getAppSettings(origin: string): Required<SafeSettings> {
  return { offChainSigning: appSettingsStore.get()[origin]?.offChainSigning ?? true }
}

/** Merges what the app set and returns its settings after the change. */
export function setAppSettings(origin: string, settings: SafeSettings): Required<SafeSettings> {
  appSettingsStore.set((all) => ({ ...all, [origin]: { ...all[origin], ...settings } }))
  return getAppSettings(origin)
}

/** Every origin's settings, live. */
export function useAllAppSettings(): Record<string, SafeSettings> {
  return useLocalStore(appSettingsStore)
}
