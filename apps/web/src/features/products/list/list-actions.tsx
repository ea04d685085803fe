import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useCan } from '../../../lib/access.ts';
import { paths } from '../../../lib/paths.ts';

/** 'Create Product' (carrying the list's query) and the 'Import / Export CSV' menu, for roles that may use them. */
export function ListActions({ query }: { query: string }) {
  const [csvMenu, setCsvMenu] = useState<HTMLElement | null>(null);
  const can = useCan();
  if (!can('createProduct')) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        component={RouterLink}
        to={paths.productsNew}
        state={{ fromQuery: query }}
      >
        Create Product
      </Button>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={!!csvMenu}
        onClick={(e) => setCsvMenu(e.currentTarget)}
      >
        Import / Export CSV
      </Button>
      <Menu anchorEl={csvMenu} open={!!csvMenu} onClose={() => setCsvMenu(null)}>
        {can('bulkAddProducts') && (
          <MenuItem component={RouterLink} to={paths.productsAddMultiple} onClick={() => setCsvMenu(null)}>
            <ListItemText>Add Products Via CSV</ListItemText>
          </MenuItem>
        )}
        {can('bulkEditProducts') && (
          <MenuItem component={RouterLink} to={paths.productsEditMultiple} onClick={() => setCsvMenu(null)}>
            <ListItemText>Edit Products Via CSV</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
