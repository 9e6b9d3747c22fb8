import type { BootPreferences } from './readBootPreferences'

/**
 * Puts the resolved theme on <html> before the first paint, as app/ThemeSync.tsx does once the
 * full app runs (which then keeps it in sync with the settings and the system).
 */
export function applyBootTheme(theme: BootPreferences['theme']): void {
  const dark =
    theme === 'dark' ||
    (theme === 'system' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches)
  const resolved = dark ? 'dark' : 'light'
  document.documentElement.dataset.theme = resolved
  document.documentElement.style.colorScheme = resolved
}
