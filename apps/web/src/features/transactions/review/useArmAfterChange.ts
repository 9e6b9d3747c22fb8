import { useEffect, useState } from 'react'

/** How long the sign button stays disarmed after what it would sign changes. */
export const ARM_DELAY_MS = 1_500

/**
 * False for a moment after `content` changes (and after the first render), then true. A button
 * that signs `content` uses it so that a swap right under the cursor — a refetch, a new app
 * request — cannot turn a click meant for one transaction into a signature of another.
 */
export function useArmAfterChange(content: string | undefined, delayMs = ARM_DELAY_MS): boolean {
  const [armedFor, setArmedFor] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (content === undefined) return
    const timer = setTimeout(() => setArmedFor(content), delayMs)
    return () => clearTimeout(timer)
  }, [content, delayMs])
  return content !== undefined && armedFor === content
}
