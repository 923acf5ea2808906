// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '../../../src/app/ErrorBoundary.tsx'
import { LazyRouteError } from '../../../src/app/LazyRouteError.tsx'
import { RouteError, rememberFreshLoad, routeErrorText, shouldLoadFresh } from '../../../src/app/RouteError.tsx'

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
  async function routeFailing(loader: () => never, errorElement: React.ReactNode = <RouteError />) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const router = createMemoryRouter([{ path: '/', loader, element: <p>never</p>, errorElement }])
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

  it('is loaded only when a route fails (the shell carries a small loader), then shows the same screen', async () => {
    const { container, unmount } = await routeFailing(() => {
      throw new Error('Failed to fetch dynamically imported module')
    }, <LazyRouteError />)
    for (let i = 0; i < 50 && !container.querySelector('h1'); i++)
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20))
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

describe('a route that fails after a deploy', () => {
  const memory = () => {
    const map = new Map<string, string>()
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
  }
  const check = (storage: ReturnType<typeof memory>, target = '/blog', build = '/assets/app-A.js') => ({ target, loaded: '/', build, storage })

  it('loads the page fresh from the server instead of showing the error screen', () => {
    expect(shouldLoadFresh(check(memory()))).toBe(true)
  })

  it('never reloads the page the tab loaded (it would fail the same way)', () => {
    expect(shouldLoadFresh({ ...check(memory()), target: '/' })).toBe(false)
  })

  it('tries once per page and build, so a page that keeps failing shows the error screen instead of reloading forever', () => {
    const storage = memory()
    rememberFreshLoad(check(storage))
    expect(shouldLoadFresh(check(storage))).toBe(false)
    expect(shouldLoadFresh(check(storage, '/contact-dubai'))).toBe(true)
    // A later deploy: the tab runs another build, so the same page may be loaded fresh again.
    expect(shouldLoadFresh(check(storage, '/blog', '/assets/app-B.js'))).toBe(true)
  })

  it('still loads fresh when storage is blocked', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError') }, setItem: () => { throw new Error('SecurityError') } }
    expect(shouldLoadFresh({ target: '/blog', loaded: '/', build: 'x', storage: blocked })).toBe(true)
    expect(() => rememberFreshLoad({ target: '/blog', build: 'x', storage: blocked })).not.toThrow()
  })
})
