/** Start a download of `href` (an address, or an object URL of a blob) as a link with `download` would. */
export function startDownload(href: string, fileName = ''): void {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}

/** The file name a response's Content-Disposition gives, or `fallback`. */
export function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? ''
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header)
  return match ? decodeURIComponent(match[1]) : fallback
}

/** Save `blob` as a file named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  try {
    startDownload(url, fileName)
  } finally {
    // The browser has taken the file once the click was handled; a moment later the address may go.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}
