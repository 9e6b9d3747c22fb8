import { useEffect } from 'react'
import { useResolvedTheme } from '../kernel/useResolvedTheme'

/** Mirrors the resolved theme onto <html data-theme>, which the CSS variables key on. */
export function ThemeSync() {
  const theme = useResolvedTheme()
  useEffect(() => {
    document.documentElement.dataset.theme = theme
    document.documentElement.style.colorScheme = theme
  }, [theme])
  return null
}
