import { Component, type ReactNode } from 'react'
import errorMessages from '../i18n/ns/errors.ts'

/** Once a render error happens, show the error message instead of the content. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  componentDidCatch(error: Error) {
    console.error(error)
  }

  render() {
    if (!this.state.error) return this.props.children
    // In the browser, with no locale context: the page's own language.
    const m = (document.documentElement.lang === 'ar' ? errorMessages.ar : errorMessages.en).island
    return (
      <div className="container error-fallback" role="alert">
        {/* A heading inside the page (which has its own h1), as the spec's error catalogue asks. */}
        <h2>{m.title}</h2>
        <p>{m.text}</p>
      </div>
    )
  }
}
