// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '../../../src/islands/ErrorBoundary.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

async function render(node: React.ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(node))
  return { container, unmount: () => act(() => root.unmount()) }
}

function Broken(): React.ReactNode {
  throw new Error('the part list is empty')
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('render error fallback', () => {
  it('shows the spec texts instead of the content and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container, unmount } = await render(
      <ErrorBoundary>
        <p>content</p>
        <Broken />
      </ErrorBoundary>,
    )
    expect(container.querySelector('[role="alert"] h2')?.textContent).toBe('Something went wrong.')
    expect(container.textContent).toContain('Please refresh the page. The error has been logged to the console.')
    expect(container.textContent).not.toContain('content')
    expect(logged.mock.calls.flat().some((a) => a instanceof Error && a.message === 'the part list is empty')).toBe(true)
    await unmount()
  })
})
