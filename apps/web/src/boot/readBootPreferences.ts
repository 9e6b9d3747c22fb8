import { HIDDEN_TOKENS_STORAGE_KEY, SETTINGS_STORAGE_KEY } from '../kernel/storageKeys'

/** What the boot needs of the user's stored settings, read as the full app's stores read them. */
export type BootPreferences = {
  /** Fiat currency of balances (default usd). */
  currency: string
  theme: 'system' | 'light' | 'dark'
  /** Hidden token addresses per chain id (lower-cased). */
  hiddenTokens: Record<string, string[]>
}

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key)
    return text == null ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The settings and hidden tokens in `storage`, each falling back to its default as a whole when
 * it does not pass the same checks as kernel/settingsStore.ts and
 * features/balances/hiddenTokensStore.ts (so the boot and the full app never disagree on the
 * currency or the rows shown).
 */
export function readBootPreferences(storage: Storage | undefined): BootPreferences {
  const preferences: BootPreferences = { currency: 'usd', theme: 'system', hiddenTokens: {} }
  const settings = readJson(storage, SETTINGS_STORAGE_KEY)
  if (
    isRecord(settings) &&
    (settings.theme === 'system' || settings.theme === 'light' || settings.theme === 'dark') &&
    typeof settings.currency === 'string' &&
    settings.currency.length > 0
  ) {
    preferences.currency = settings.currency
    preferences.theme = settings.theme
  }
  const hidden = readJson(storage, HIDDEN_TOKENS_STORAGE_KEY)
  if (
    isRecord(hidden) &&
    Object.entries(hidden).every(
      ([chainId, list]) =>
        /^\d+$/.test(chainId) &&
        Array.isArray(list) &&
        list.every((a) => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a)),
    )
  ) {
    preferences.hiddenTokens = hidden as Record<string, string[]>
  }
  return preferences
}
