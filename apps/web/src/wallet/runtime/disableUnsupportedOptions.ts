/**
 * Disables RainbowKit's list buttons (`data-testid="rk-wallet-option-<id>"`) of the wallets in
 * `reasons` under `root`, with the reason as their tooltip. RainbowKit renders the desktop and
 * compact lists' buttons always enabled; a disabled button is what SPEC §2 asks for, and it
 * keeps pointer and keyboard from even trying. Returns how many buttons it changed.
 */
export function disableUnsupportedOptions(
  root: ParentNode,
  reasons: ReadonlyMap<string, string>,
): number {
  let changed = 0
  for (const [id, reason] of reasons) {
    const selector = `button[data-testid="rk-wallet-option-${CSS.escape(id)}"]`
    for (const button of root.querySelectorAll<HTMLButtonElement>(selector)) {
      if (button.disabled && button.title === reason) continue
      button.disabled = true
      button.setAttribute('aria-disabled', 'true')
      button.title = reason
      changed++
    }
  }
  return changed
}
