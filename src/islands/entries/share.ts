/**
 * A post's Share button (src/features/share/ShareButton.tsx): loaded on its first click, which it then
 * handles. Native share sheet, else the clipboard, else the legacy copy (src/features/share/share.ts),
 * reported as a toast.
 */
import { SHARE_TOASTS, shareOrCopy } from '../../features/share/share.ts'
import { showToast } from '../../components/Toast.tsx'

export default function share(island: HTMLElement, event?: Event) {
  const button = island.querySelector<HTMLButtonElement>('button')
  if (!button) return
  const { title = document.title, text, url = window.location.href } = button.dataset
  const run = async () => {
    const outcome = await shareOrCopy({ title, ...(text ? { text } : {}), url }, { navigator, document })
    if (outcome === 'cancelled') return
    showToast(SHARE_TOASTS[outcome].title, SHARE_TOASTS[outcome].text)
  }
  button.addEventListener('click', () => void run())
  if (event?.type === 'click') void run()
}
