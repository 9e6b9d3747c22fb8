import type { SafeAppsClient } from '@assent/safe-apps/app'
import type { SafeInfoExtended } from '@assent/safe-apps/protocol'
import { createContext, useContext } from 'react'
import type { Run } from './useRunner'

export type DemoState = {
  client: SafeAppsClient
  run: Run
  results: Record<string, string>
  /** The Safe, once getSafeInfo answered (used for defaults such as the self-call target). */
  safe: SafeInfoExtended | undefined
  setSafe: (safe: SafeInfoExtended) => void
  /** The last safeTxHash / messageHash seen, to prefill lookups. */
  lastSafeTxHash: string
  setLastSafeTxHash: (hash: string) => void
  lastMessageHash: string
  setLastMessageHash: (hash: string) => void
}

export const DemoContext = createContext<DemoState | null>(null)

/** The demo's shared state; only inside <App>. */
export function useDemo(): DemoState {
  const state = useContext(DemoContext)
  if (!state) throw new Error('useDemo outside <App>')
  return state
}
