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

/** Save a fetched file under the name its server gave it. */
export async function saveResponse(response: Response, fallback: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob())
  try {
    startDownload(url, attachmentName(response, fallback))
  } finally {
    // Chromium has taken the blob once the click was handled; a moment later the URL may go.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}
