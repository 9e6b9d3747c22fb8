import { useSyncExternalStore } from 'react'

/** RainbowKit's breakpoint: under this window width its modals are compact. */
const LARGE_SCREEN_MIN_WIDTH = 768

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** Whether RainbowKit shows its compact connect modal now (window under 768 px wide). */
export function useCompactConnectModal(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < LARGE_SCREEN_MIN_WIDTH,
    () => false,
  )
}
