import { useState } from 'react';
import { Box, Button, Chip, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import {
  convertPortions,
  decimalProblem,
  formatAmountOfUnit,
  parseDecimal,
  PORTION_MESSAGES,
  PORTION_RULE,
  PRODUCT_MESSAGES as M,
  unitsCompatible,
  type ProductForm,
  type Unit,
} from '@portal/domain';
import { useFormReadOnly } from './form-read-only.tsx';

/** The first error among the portions' own (one per portion that breaks a rule). */
function portionItemError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const first = (errors as Array<{ message?: string } | undefined>).find(Boolean);
  return first?.message;
}

/** The portion unit (only units that fit the price unit) and the list of portion sizes. */
export function PortionsEditor({
  control,
  errors,
  units,
  unitOfPriceId,
  portions,
  onPortionsChange,
}: {
  control: Control<ProductForm>;
  errors: FieldErrors<ProductForm>;
  units: Unit[];
  unitOfPriceId: string;
  portions: string[];
  onPortionsChange: (next: string[]) => void;
}) {
  const readOnly = useFormReadOnly();
  const [newPortion, setNewPortion] = useState('');
  const [portionError, setPortionError] = useState<string | null>(null);
  const fitting = units.filter((u) => unitOfPriceId && unitsCompatible(Number(unitOfPriceId), u.id));

  const add = () => {
    const problem = decimalProblem(newPortion, PORTION_RULE, PORTION_MESSAGES);
    if (problem) {
      setPortionError(problem);
      return;
    }
    onPortionsChange([...portions, String(parseDecimal(newPortion))]);
    setNewPortion('');
    setPortionError(null);
  };

  return (
    <Controller
      control={control}
      name="unitOfPortionId"
      render={({ field }) => {
        const portionUnit = units.find((u) => u.id === Number(field.value));
        return (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                alignItems: 'start',
              }}
            >
              <TextField
                select
                label="Unit of Portion"
                required
                disabled={readOnly || !unitOfPriceId}
                {...field}
                onChange={(e) => {
                  // kg ↔ g keeps each portion's amount: 0.25 kg becomes 250 g (spec 002 section 9).
                  const next = String(e.target.value);
                  if (field.value)
                    onPortionsChange(convertPortions(portions, Number(field.value), Number(next)));
                  field.onChange(next);
                }}
                error={!!errors.unitOfPortionId}
                helperText={
                  errors.unitOfPortionId?.message ?? (!unitOfPriceId ? 'Choose a unit of price first' : ' ')
                }
              >
                {fitting.map((u) => (
                  <MenuItem key={u.id} value={String(u.id)}>
                    {u.title}
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  label="Portion size"
                  value={newPortion}
                  onChange={(e) => setNewPortion(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      add();
                    }
                  }}
                  error={!!portionError}
                  helperText={portionError ?? (portionUnit ? `In ${portionUnit.title.toLowerCase()}` : ' ')}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ flex: 1 }}
                />
                <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
                  Add Portion
                </Button>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }} aria-label="Portions" role="list">
              {portions.map((p, i) => (
                <Chip
                  key={`${p}-${i}`}
                  role="listitem"
                  label={portionUnit ? formatAmountOfUnit(p, portionUnit.unit) : p}
                  onDelete={() => onPortionsChange(portions.filter((_x, j) => j !== i))}
                />
              ))}
            </Box>
            {errors.portions && (
              <Typography color="error" variant="body2" sx={{ mt: 1 }}>
                {errors.portions.message ?? portionItemError(errors.portions) ?? M.portionPositive}
              </Typography>
            )}
          </>
        );
      }}
    />
  );
}
