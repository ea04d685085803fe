import { useId } from 'react';
import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A boolean field of a form as a labelled switch, with its error under it (a server 400 on
 * `enabled` lands on 'Enable product', spec 000 section 5), announced with the switch.
 */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box>
          <FormControlLabel
            label={label}
            control={
              <Switch
                checked={!!field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-invalid': fieldState.error ? true : undefined,
                    'aria-describedby': fieldState.error ? errorId : undefined,
                  },
                }}
              />
            }
          />
          {fieldState.error && (
            <FormHelperText error id={errorId} sx={{ mt: 0, mb: 1 }}>
              {fieldState.error.message}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}
