/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated wallet origins the app accepts answers from. */
  readonly VITE_ALLOWED_PARENT_ORIGINS?: string
}
