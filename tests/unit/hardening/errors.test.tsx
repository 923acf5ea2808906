// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '../../../src/app/ErrorBoundary.tsx'
import { RouteError, routeErrorText } from '../../../src/app/RouteError.tsx'

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
    expect(container.querySelector('[role="alert"] h1')?.textContent).toBe('Something went wrong.')
    expect(container.textContent).toContain('Please refresh the page. The error has been logged to the console.')
    expect(container.textContent).not.toContain('content')
    expect(logged.mock.calls.flat().some((a) => a instanceof Error && a.message === 'the part list is empty')).toBe(true)
    await unmount()
  })
})

describe("the router's error screen", () => {
  async function routeFailing(loader: () => never) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const router = createMemoryRouter([{ path: '/', loader, element: <p>never</p>, errorElement: <RouteError /> }])
    const view = await render(<RouterProvider router={router} />)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0))
    })
    return view
  }

  it("shows 'Unexpected Application Error!' with the status text of an error response", async () => {
    const { container, unmount } = await routeFailing(() => {
      throw new Response('', { status: 503, statusText: 'Service Unavailable' })
    })
    expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!')
    expect(container.textContent).toContain('503 Service Unavailable')
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/')
    await unmount()
  })

  it('shows the message of a thrown error', async () => {
    const { container, unmount } = await routeFailing(() => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!')
    expect(container.textContent).toContain('Failed to fetch dynamically imported module')
    await unmount()
  })

  it('words other kinds of errors', () => {
    expect(routeErrorText('plain text')).toBe('plain text')
    expect(routeErrorText(null)).toBe('Unknown error')
  })
})
