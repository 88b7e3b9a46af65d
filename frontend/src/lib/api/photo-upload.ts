import type { components } from './schema'

export type PhotoRules = components['schemas']['PhotoRulesOut']

/**
 * The options of a typed photo upload: `api.POST(path, { params, ...photoUpload(file) })` sends the file
 * as multipart field "file" (the generated type names OpenAPI's binary format `string`; the serializer
 * sends the File itself).
 */
export function photoUpload(file: File) {
  return {
    body: { file: file.name },
    bodySerializer: () => {
      const form = new FormData()
      form.append('file', file)
      return form
    },
  }
}

/**
 * The server's upload rules (from /api/reference) checked when a photo is chosen or taken, so the person
 * hears of a wrong type or size before anything is saved. The server checks the content again and decides.
 */
export function photoProblem(file: File, rules: PhotoRules): string | null {
  if (!rules.media_types.includes(file.type)) return rules.not_an_image
  if (file.size > rules.max_bytes) return rules.too_large
  return null
}
