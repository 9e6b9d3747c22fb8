import { CopyButton } from './CopyButton'

/**
 * A long hex value (raw call data, a signature) in a box of its own: it wraps inside the box,
 * scrolls when very long and never widens the page; the copy button beside it copies it whole.
 */
export function HexBox({
  value,
  label = 'Copy',
  testId,
}: {
  value: string
  /** The copy button's accessible name, e.g. "Copy raw data". */
  label?: string
  /** Test id of the box holding the value. */
  testId?: string
}) {
  return (
    <div className="hex-box">
      <div className="hex-box-value" data-testid={testId}>
        {value}
      </div>
      <CopyButton value={value} label={label} />
    </div>
  )
}
