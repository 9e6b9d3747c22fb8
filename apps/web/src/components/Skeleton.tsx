/** A loading placeholder bar (never a fake value). */
export function Skeleton({
  width = '100%',
  height = '1em',
}: {
  width?: string | number
  height?: string | number
}) {
  return <span className="skeleton" style={{ width, height }} aria-hidden="true" />
}
