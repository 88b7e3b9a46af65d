import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { PASSWORD_MESSAGES } from '@/lib/auth/password-rules'

import { PasswordField } from './password-field'
import type { TextFieldProps } from './text-field'

type FieldState = Pick<TextFieldProps, 'invalid' | 'errorId' | 'error'>

interface NewPasswordFieldsProps {
  labels: [password: string, confirm: string]
  password: UseFormRegisterReturn
  confirm: UseFormRegisterReturn
  /** How each field shows its problem: marked invalid and described by the form's alert, or its own message. */
  fieldState: (field: 'password' | 'confirm_password') => FieldState
  /** 'off' on the signed-out screens (the spec clears their fields); 'new-password' lets a manager offer one. */
  autoComplete?: 'off' | 'new-password'
}

/** A new password and its confirmation, with the length hint and one show/hide toggle for both. */
export function NewPasswordFields({ labels, password, confirm, fieldState, autoComplete = 'off' }: NewPasswordFieldsProps) {
  const [visible, setVisible] = useState(false)
  return (
    <>
      <PasswordField
        label={labels[0]}
        hint={PASSWORD_MESSAGES.passwordHint}
        autoComplete={autoComplete}
        visible={visible}
        onToggleVisible={() => setVisible((shown) => !shown)}
        {...fieldState('password')}
        {...password}
      />
      <PasswordField
        label={labels[1]}
        autoComplete={autoComplete}
        visible={visible}
        {...fieldState('confirm_password')}
        {...confirm}
      />
    </>
  )
}
