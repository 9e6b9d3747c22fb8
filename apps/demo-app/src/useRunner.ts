import { useCallback, useState } from 'react'
import { formatResult } from './formatResult'

export type Run = <T>(id: string, call: () => Promise<T>) => Promise<T | undefined>

/** Per-call results, shown as text; a failed call shows its error text (and code). */
export function useRunner() {
  const [results, setResults] = useState<Record<string, string>>({})
  const run: Run = useCallback(async (id, call) => {
    setResults((current) => ({ ...current, [id]: 'pending…' }))
    try {
      const value = await call()
      setResults((current) => ({ ...current, [id]: formatResult(value) }))
      return value
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      setResults((current) => ({ ...current, [id]: formatResult(failure) }))
      return undefined
    }
  }, [])
  return { results, run }
}
