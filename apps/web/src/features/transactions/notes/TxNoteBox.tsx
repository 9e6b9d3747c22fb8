import './notes.css'

/**
 * A transaction's note on its details page: the proposer's words in full, said to be unverified
 * (a note is free text the proposer stored with the proposal; it is not part of what is signed).
 */
export function TxNoteBox({ note }: { note: string | null | undefined }) {
  if (!note) return null
  return (
    <div className="tx-note-box" data-testid="tx-note-details">
      <strong>Note from the proposer</strong>{' '}
      <span className="muted">— their words, not verified and not part of what is signed</span>
      <p>
        <q className="tx-note-quote">{note}</q>
      </p>
    </div>
  )
}
