import type { ReactNode } from 'react'

/**
 * A line icon drawn in the text colour on a 24-unit grid, hidden from assistive technology:
 * the control around it carries the name. `children` are its shapes.
 */
export function StrokeIcon({
  size,
  strokeWidth = 2,
  strokeLinejoin,
  className,
  children,
}: {
  size: number
  strokeWidth?: number
  strokeLinejoin?: 'round'
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinejoin={strokeLinejoin}
    >
      {children}
    </svg>
  )
}
