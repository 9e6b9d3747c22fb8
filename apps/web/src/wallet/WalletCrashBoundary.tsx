import { Component, type ReactNode } from 'react'

type Props = {
  children: ReactNode
  /** What to render instead once something below threw; `reset` renders `children` again. */
  fallback: (error: Error, reset: () => void) => ReactNode
}

/**
 * Catches what the wallet stack throws while rendering (a RainbowKit dialog, a wagmi
 * provider), so a broken dialog cannot blank the page: WalletBoundary then renders the app
 * without the wallet and says what failed. Pages have their own boundary (the router's), so
 * what reaches this one comes from the wallet layer.
 */
export class WalletCrashBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  reset = () => this.setState({ error: null })

  override render() {
    const { error } = this.state
    return error ? this.props.fallback(error, this.reset) : this.props.children
  }
}
