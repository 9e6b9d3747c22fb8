import { useEffect, useState } from 'react'
import { StrokeIcon } from './StrokeIcon'

/** Copies `value`; shows "Copied" for 1.5 s (SPEC §9). */
export function CopyButton({ value, label = 'Copy address' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), 1500)
    return () => window.clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={copied ? 'Copied' : label}
      title={copied ? 'Copied' : label}
      data-testid="copy-button"
      onClick={() => {
        navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }}
    >
      {copied ? <span className="copied">Copied</span> : <CopyIcon />}
    </button>
  )
}

function CopyIcon() {
  return (
    <StrokeIcon size={14}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </StrokeIcon>
  )
}
