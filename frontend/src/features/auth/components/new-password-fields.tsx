import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { PasswordField } from '@/components/ui/password-field'

import { MESSAGES } from '../validation'

interface NewPasswordFieldsProps {
  labels: [password: string, confirm: string]
  password: UseFormRegisterReturn
  confirm: UseFormRegisterReturn
  fieldState: (field: string) => { invalid: boolean; errorId: string }
}

/** A new password and its confirmation, with the length hint and one show/hide toggle for both. */
export function NewPasswordFields({ labels, password, confirm, fieldState }: NewPasswordFieldsProps) {
  const [visible, setVisible] = useState(false)
  return (
    <>
      <PasswordField
        label={labels[0]}
        hint={MESSAGES.passwordHint}
        autoComplete="off"
        visible={visible}
        onToggleVisible={() => setVisible((shown) => !shown)}
        {...fieldState('password')}
        {...password}
      />
      <PasswordField label={labels[1]} autoComplete="off" visible={visible} {...fieldState('confirm_password')} {...confirm} />
    </>
  )
}
