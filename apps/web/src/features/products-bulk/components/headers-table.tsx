import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

/** The expected and the uploaded header row side by side, the wrong ones marked. */
export function HeadersTable({ expected, uploaded }: { expected: string[]; uploaded: string[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Expected and uploaded headers">
        <TableHead>
          <TableRow>
            <TableCell>Column</TableCell>
            <TableCell>Expected</TableCell>
            <TableCell>Uploaded</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: Math.max(expected.length, uploaded.length) }, (_, i) => {
            const want = expected[i] ?? '';
            const got = uploaded[i] ?? '';
            const ok = want === got || (want === 'GST (Y/N)' && got === 'Taxable (Y/N)');
            return (
              <TableRow key={i}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>{want || '(none)'}</TableCell>
                <TableCell sx={{ color: ok ? undefined : 'error.dark', fontWeight: ok ? undefined : 600 }}>
                  {got || '(none)'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
