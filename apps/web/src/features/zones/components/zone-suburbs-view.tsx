import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ZoneSuburbLink } from '@portal/domain';

/** Links grouped by postcode, postcodes ascending. */
export function groupByPostcode(links: ZoneSuburbLink[]): Array<[string, ZoneSuburbLink[]]> {
  const groups = new Map<string, ZoneSuburbLink[]>();
  for (const l of links) groups.set(l.suburb.postcode, [...(groups.get(l.suburb.postcode) ?? []), l]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pc, list]) => [pc, [...list].sort((a, b) => a.suburb.name.localeCompare(b.suburb.name))]);
}

/** The suburb view of a zone, grouped by postcode (read only). */
export function ZoneSuburbsView({ links }: { links: ZoneSuburbLink[] }) {
  return (
    <Stack spacing={1.5}>
      {groupByPostcode(links).map(([postcode, list]) => (
        <Box key={postcode}>
          <Typography variant="subtitle2" component="h3">
            {postcode}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {list.map((l) => (
              <Chip
                key={l.suburb.name + l.suburb.state}
                size="small"
                label={l.suburb.name}
                color={l.enabled ? 'primary' : 'default'}
                variant={l.enabled ? 'filled' : 'outlined'}
                title={l.blocked ? 'Blocked' : l.enabled ? 'On' : 'Off'}
                sx={l.blocked ? { textDecoration: 'line-through' } : undefined}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
