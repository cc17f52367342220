/**
 * Saving files from the page: a temporary <a download> clicked on the visitor's behalf. Text goes
 * through a Blob and an object URL, released once the browser has had time to start the download
 * (revoking at once makes some browsers save nothing).
 */

const OBJECT_URL_LIFETIME_MS = 40_000

/** Saves what `url` points at (a data: or blob: URL) as `fileName`. */
export function saveUrl(url: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
}

/** Saves `blob` (an image drawn on the page, a file's text) as `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  saveUrl(url, fileName)
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS)
}

/** Saves `text` as `fileName` with the given media type. */
export function saveText(text: string, fileName: string, mediaType: string): void {
  saveBlob(new Blob([text], { type: mediaType }), fileName)
}
