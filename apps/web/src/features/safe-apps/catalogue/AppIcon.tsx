import { useState } from 'react'

/** An app's icon, or its initial when there is none or it does not load. */
export function AppIcon({ src, name, size = 44 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false)
  const style = { width: size, height: size }
  if (!src || failed) {
    return (
      <span className="sa-icon sa-icon-fallback" style={style} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <img
      className="sa-icon"
      src={src}
      alt=""
      style={style}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  )
}
