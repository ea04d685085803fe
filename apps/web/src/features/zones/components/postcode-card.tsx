import { Box, Button, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { suburbKey, type ZoneSuburbLink } from '@portal/domain';

type Props = {
  postcode: string;
  list: ZoneSuburbLink[];
  /** The server's message for a suburb, by suburbKey. */
  errors: Record<string, string>;
  setEnabled: (predicate: (l: ZoneSuburbLink) => boolean, enabled: boolean) => void;
  onRemove: () => void;
};

/** One postcode of Edit Suburbs: its switch (all its open suburbs), Remove Postcode, and a switch per suburb. */
export function PostcodeCard({ postcode, list, errors, setEnabled, onRemove }: Props) {
  const open = list.filter((l) => !l.blocked);
  const allOn = open.length > 0 && open.every((l) => l.enabled);
  return (
    <Card variant="outlined" component="section" aria-label={`Postcode ${postcode}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <FormControlLabel
            sx={{ flex: 1 }}
            control={
              <Switch
                checked={allOn}
                disabled={open.length === 0}
                onChange={(e) => setEnabled((l) => l.suburb.postcode === postcode, e.target.checked)}
              />
            }
            label={<Typography sx={{ fontWeight: 700 }}>{postcode}</Typography>}
          />
          <Button color="error" size="small" onClick={onRemove}>
            Remove Postcode
          </Button>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {list.map((l) => {
            const key = suburbKey(l.suburb);
            return (
              <Box key={key}>
                <FormControlLabel
                  control={
                    <Switch
                      size="small"
                      checked={l.enabled && !l.blocked}
                      disabled={l.blocked}
                      onChange={(e) => setEnabled((x) => suburbKey(x.suburb) === key, e.target.checked)}
                    />
                  }
                  label={`${l.suburb.name}${l.blocked ? ' (blocked)' : ''}`}
                />
                {errors[key] && (
                  <Typography variant="caption" color="error" component="p" sx={{ ml: 5.5, mt: -0.5 }}>
                    {errors[key]}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
