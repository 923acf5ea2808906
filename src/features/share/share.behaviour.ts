/**
 * A post's Share button (src/features/share/ShareButton.tsx): loaded on its first click, which the
 * bootstrap replays once it listens. Native share sheet, else the clipboard, else the legacy copy (src/features/share/share.ts),
 * reported as a toast in the page's language (the behaviour's props, ./copy.ts).
 */
import { shareOrCopy, type ShareCopy } from './share.ts'
import { showToast } from '../../components/Toast.tsx'
import type { BehaviourSpec } from '../../islands/define.ts'

export default {
  name: 'share',
  run: (island, t) => {
    const button = island.querySelector<HTMLButtonElement>('button')
    if (!button) return
    const { title = document.title, text, url = window.location.href } = button.dataset
    const run = async () => {
      const outcome = await shareOrCopy({ title, ...(text ? { text } : {}), url }, { navigator, document })
      if (outcome === 'cancelled') return
      const toast = t[outcome]
      // `dismiss` is "Dismiss: {title}" in the page's language (a plain replace: this chunk loads nothing else).
      showToast(toast.title, toast.text, t.dismiss.replace('{title}', () => toast.title))
    }
    button.addEventListener('click', () => void run())
  },
} satisfies BehaviourSpec<ShareCopy>
