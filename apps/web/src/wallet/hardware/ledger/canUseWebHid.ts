/**
 * Whether this browser can reach a Ledger over USB: WebHID, which Chromium-based browsers have
 * (or the browser suites' build, whose Ledger is a test device).
 */
export function canUseWebHid(): boolean {
  return (
    import.meta.env.VITE_LEDGER_TEST_DEVICE === '1' ||
    (typeof navigator !== 'undefined' && 'hid' in navigator)
  )
}
