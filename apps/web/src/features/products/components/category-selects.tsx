import { useMemo } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import type { Category } from '@portal/domain';
import { useFormReadOnly } from './form-read-only.tsx';

const LABELS = ['Category One', 'Category Two', 'Category Three'];

/**
 * Cascading category choice: each chosen category adds a select of its children (sorted by name),
 * up to three levels; changing a higher level drops the deeper ones.
 */
export function CategorySelects({
  categories,
  value,
  onChange,
  error,
}: {
  categories: Category[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const readOnly = useFormReadOnly();
  const children = useMemo(() => {
    const map = new Map<number | null, Category[]>();
    for (const c of categories) {
      const list = map.get(c.parentCategoryId) ?? [];
      list.push(c);
      map.set(c.parentCategoryId, list);
    }
    for (const list of map.values()) list.sort((a, b) => a.name.localeCompare(b.name));
    return map;
  }, [categories]);

  const levels: Array<{ parent: number | null; options: Category[] }> = [];
  for (let depth = 0; depth < 3; depth++) {
    const parent = depth === 0 ? null : (value[depth - 1] ?? undefined);
    if (parent === undefined) break;
    const options = children.get(parent) ?? [];
    if (!options.length) break;
    levels.push({ parent, options });
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {levels.map((level, depth) => (
        <TextField
          key={depth}
          select
          disabled={readOnly}
          label={LABELS[depth]}
          value={value[depth] ?? ''}
          onChange={(e) =>
            // 'None' (the empty option of Category Two and Three) removes that level and the deeper ones.
            onChange(
              e.target.value === ''
                ? value.slice(0, depth)
                : [...value.slice(0, depth), Number(e.target.value)],
            )
          }
          error={depth === 0 && !!error}
          helperText={depth === 0 ? error : undefined}
          required={depth === 0}
        >
          {depth > 0 && (
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
          )}
          {level.options.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
