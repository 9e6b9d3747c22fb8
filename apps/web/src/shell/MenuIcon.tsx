import { StrokeIcon } from '../components/StrokeIcon'

/** The compact layout's menu (drawer) icon. */
export function MenuIcon() {
  return (
    <StrokeIcon size={20}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  )
}
