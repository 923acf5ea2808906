/** What a post imports for its Share button: the button, the share behaviour, and their copy in the page's language. Server only (it imports every locale's messages). */
export { ShareButton } from './ShareButton.tsx'
export { default as shareBehaviour } from './share.behaviour.ts'
export { shareCopy } from './copy.ts'
