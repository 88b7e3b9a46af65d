import { useMutation, useQueryClient } from '@tanstack/react-query'

import { usersKeys } from './get-users'

/** A change to an account: once it is answered (done or refused), the accounts table is asked for again. */
export function useAccountMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  })
}
