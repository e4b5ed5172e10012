import { createContext, useContext } from 'react';

/** Whether the enclosing Form's submit is still on its way (SubmitButton's busy look). */
export const FormBusyContext = createContext(false);

export function useFormBusy(): boolean {
  return useContext(FormBusyContext);
}
