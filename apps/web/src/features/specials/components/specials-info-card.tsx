import { Alert, AlertTitle, Box } from '@mui/material';
import { SPECIAL_RULES } from '@portal/domain';

/** The rules the server enforces, said up front so a supplier is not surprised by a refusal. */
export function SpecialsInfoCard({ isStaff }: { isStaff: boolean }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>How specials work</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>A special can run for at most 4 weeks at a time, starting yesterday or later.</li>
        <li>
          The special price must be at least {isStaff ? '1%' : '5%'} less than the current price, and at least
          10 cents.
        </li>
        <li>
          You can have at most {SPECIAL_RULES.maxActivePerCategory} active specials in a category at once.
        </li>
        <li>A product can only have one special at a time.</li>
        <li>Archiving a special ends it straight away and cannot be undone.</li>
      </Box>
    </Alert>
  );
}
