import type { ReactNode } from 'react'

type Props = {
  /** Result id: the <pre> is `data-testid="result-<id>"`. */
  id: string
  title: string
  description?: string
  result: string | undefined
  children: ReactNode
}

/** One protocol call: its controls and the answer it got. */
export function MethodCard({ id, title, description, result, children }: Props) {
  return (
    <section className="card" aria-labelledby={`title-${id}`}>
      <h2 id={`title-${id}`}>{title}</h2>
      {description && <p className="hint">{description}</p>}
      <div className="controls">{children}</div>
      <pre data-testid={`result-${id}`} aria-live="polite">
        {result ?? '—'}
      </pre>
    </section>
  )
}
