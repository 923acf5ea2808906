import { Icon } from '../../components/Icon.tsx'
import { SHARE_TOASTS, shareOrCopy, type ShareTarget } from './share.ts'

/** Shares the article (or copies its link) and reports the outcome as a toast. */
export function ShareButton({
  target,
  onToast,
  disabled,
}: {
  target: Omit<ShareTarget, 'url'> & { url?: string }
  onToast: (title: string, text: string) => void
  disabled?: boolean
}) {
  const share = async () => {
    const outcome = await shareOrCopy({ ...target, url: target.url ?? window.location.href }, { navigator, document })
    if (outcome === 'cancelled') return
    const toast = SHARE_TOASTS[outcome]
    onToast(toast.title, toast.text)
  }
  return (
    <button type="button" className="btn btn-small" onClick={share} disabled={disabled}>
      <Icon name="share" size={18} />
      Share
    </button>
  )
}
