import { useSyncExternalStore } from 'react'
import { useLocalStore } from './createLocalStore'
import { settingsStore } from './settingsStore'

const darkQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined

function subscribeSystem(listener: () => void): () => void {
  const query = darkQuery()
  query?.addEventListener('change', listener)
  return () => query?.removeEventListener('change', listener)
}

const systemPrefersDark = () => darkQuery()?.matches ?? false

/** 'light' or 'dark': the user's choice, or the system's when they chose 'system' (default). */
export function useResolvedTheme(): 'light' | 'dark' {
  const { theme } = useLocalStore(settingsStore)
  const systemDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false)
  if (theme === 'system') return systemDark ? 'dark' : 'light'
  return theme
}
