import { useEffect, useRef } from 'react'

/**
 * A ref for a sentinel element at the end of a list: `load` runs when it scrolls into view and
 * `enabled` is true (there is a next page and none is loading).
 */
export function useInfiniteScrollTrigger(load: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement | null>(null)
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadRef.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return ref
}
