import './notes.css'

/**
 * A transaction's note on one line of a list row (queue and history), quoted and labelled as
 * the proposer's words: nobody checks what a note says. The text arrives cleaned and cut by the
 * gateway client (cleanTxNote). Nothing when there is no note.
 */
export function TxNoteLine({ note }: { note: string | null | undefined }) {
  if (!note) return null
  return (
    <span className="tx-note-line" data-testid="tx-note" title={`Proposer's note: ${note}`}>
      Proposer's note: <q className="tx-note-quote">{note}</q>
    </span>
  )
}
