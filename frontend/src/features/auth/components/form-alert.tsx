import { Alert } from '@/components/ui/alert'

/** The form's single error message, or nothing. */
export function FormAlert({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <Alert id={id} tone="error">
      {message}
    </Alert>
  ) : null
}
