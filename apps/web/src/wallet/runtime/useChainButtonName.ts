import { type RefObject, useEffect } from 'react'

/**
 * RainbowKit names its chain button "Chain Selector" whatever it shows. Where it shows the
 * network's name (a chain without an icon), that name must be part of the button's (WCAG 2.5.3,
 * axe's label-content-name-mismatch): the button inside `area` is named "Network: <name>",
 * again whenever RainbowKit renders it anew.
 */
export function useChainButtonName(area: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = area.current
    if (!root) return
    const name = () => {
      const button = root.querySelector('[data-testid="rk-chain-button"]')
      // Its first child holds the icon and the name; the dropdown icon has a <title>.
      const chain = button?.firstElementChild?.textContent?.trim()
      if (!button || !chain) return
      const label = `Network: ${chain}`
      if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label)
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributeFilter: ['aria-label'],
    })
    return () => observer.disconnect()
  }, [area])
}
