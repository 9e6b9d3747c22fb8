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
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M14 4h6v6M20 4l-9 9M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </a>
  )
}
