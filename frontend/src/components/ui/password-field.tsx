import { TextField, type TextFieldProps } from './text-field'
import { useTranslation } from 'react-i18next'

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Whether the characters are shown. */
  visible: boolean
  /** When given, a "Show password" / "Hide password" button sits inside the field. */
  onToggleVisible?: () => void
}

/** A password input; one toggle can drive several fields (password and its confirmation). */
export function PasswordField({ visible, onToggleVisible, ...props }: PasswordFieldProps) {
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={onToggleVisible && <PasswordToggle visible={visible} onToggle={onToggleVisible} />}
    />
  )
}

function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const { t } = useTranslation('common')
  return (
    <button
      type="button"
      onClick={onToggle}
      className="flex h-10 w-10 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900"
    >
      <span className="sr-only">{visible ? t('hide_password') : t('show_password')}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {visible && <path d="M3 3l18 18" />}
      </svg>
    </button>
  )
}
