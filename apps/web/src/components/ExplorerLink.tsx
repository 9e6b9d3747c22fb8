import { StrokeIcon } from './StrokeIcon'

/** Opens a block explorer page in a new tab (nothing when the chain has no explorer). */
export function ExplorerLink({
  href,
  label = 'View on block explorer',
}: {
  href: string | undefined
  label?: string
}) {
  if (!href) return null
  return (
    <a
      className="icon-button"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
    >
      <StrokeIcon size={14}>
        <path d="M14 4h6v6M20 4l-9 9M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />
      </StrokeIcon>
      <span className="visually-hidden">{label}</span>
    </a>
  )
}
