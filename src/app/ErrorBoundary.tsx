import { Component, type ReactNode } from 'react'

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
    return (
      <div className="container error-fallback" role="alert">
        <h1>Something went wrong.</h1>
        <p>Please refresh the page. The error has been logged to the console.</p>
      </div>
    )
  }
}
