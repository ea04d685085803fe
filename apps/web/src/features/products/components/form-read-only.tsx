import { createContext, useContext, type ReactNode } from 'react';
import { Box } from '@mui/material';

/** Whether the product form is shown to a role that may not change it (its selects read it). */
const FormReadOnly = createContext(false);

export const useFormReadOnly = () => useContext(FormReadOnly);

/**
 * Fields a role may not change, shown read-only: a disabled fieldset disables every native input and button
 * inside it, and the context disables MUI's selects (which are not native). Looks like no box of its own.
 */
export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <FormReadOnly.Provider value={readOnly}>
      <Box
        component="fieldset"
        disabled={readOnly}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}
      >
        {children}
      </Box>
    </FormReadOnly.Provider>
  );
}
