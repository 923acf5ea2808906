import { Icon } from '../../components/Icon.tsx'

/** The article's Share button, static; ./share.behaviour.ts shares (or copies the link) on click and reports it as a toast. */
export function ShareButton({ label, title, text, url }: { label: string; title: string; text?: string; url: string }) {
  return (
    <button type="button" className="btn btn-small share-button" data-title={title} data-text={text} data-url={url}>
      <Icon name="share" size={18} />
      {label}
    </button>
  )
}
