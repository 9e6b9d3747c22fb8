import { TX_NOTE_MAX_LENGTH } from '@assent/core'
import { cleanDisplayText } from '@assent/gateway-client/cleanDisplayText'

/**
 * The optional note a proposer stores with a proposal (in its `origin`, the way Safe{Wallet}
 * does), shown to the other owners as the proposer's words. At most TX_NOTE_MAX_LENGTH
 * characters; what is stored is the cleaned text (noteToStore).
 */
export function TxNoteField({
  value,
  onChange,
  disabled,
}: {
  value: string
  onChange: (note: string) => void
  disabled?: boolean
}) {
  const length = [...(noteToStore(value) ?? '')].length
  return (
    <div className="field">
      <label className="field-label" htmlFor="tx-note">
        Note (optional)
      </label>
      <input
        id="tx-note"
        className="input"
        value={value}
        maxLength={TX_NOTE_MAX_LENGTH * 2}
        disabled={disabled}
        placeholder="What this is for, for the other owners"
        onChange={(event) => onChange(event.target.value)}
        data-testid="tx-note-input"
      />
      {length > TX_NOTE_MAX_LENGTH ? (
        <p className="field-error" data-testid="tx-note-error">
          A note is at most {TX_NOTE_MAX_LENGTH} characters ({length} now).
        </p>
      ) : (
        <span className="field-hint">
          Stored with the proposal, visible to anyone who can see the queue; not signed. {length}/
          {TX_NOTE_MAX_LENGTH}
        </span>
      )}
    </div>
  )
}

/** The note as it is stored: cleaned like any text shown to people; empty is none. */
export function noteToStore(value: string): string | undefined {
  return cleanDisplayText(value) || undefined
}

/** The blocker the sign button shows while the note is too long, or none. */
export function noteBlockers(value: string): string[] {
  return [...(noteToStore(value) ?? '')].length > TX_NOTE_MAX_LENGTH
    ? [`Shorten the note to ${TX_NOTE_MAX_LENGTH} characters.`]
    : []
}
