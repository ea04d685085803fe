import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/Visibility';
import ArchiveIcon from '@mui/icons-material/Archive';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { Special } from '@portal/domain';
import { paths } from '../../../lib/paths.ts';

type Props = {
  special: Special;
  isStaff: boolean;
  onArchive: (special: Special) => void;
  onFeature: (special: Special, isBanner: boolean) => void;
};

/** View Product, Archive Special and, for staff, Feature/Unfeature Special. */
export function SpecialRowActions({ special, isStaff, onArchive, onFeature }: Props) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const live = special.status !== 'archived';
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${special.product.name}`}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} onClick={(e) => e.stopPropagation()}>
        <MenuItem onClick={() => navigate(paths.product(special.product.id))}>
          <ListItemIcon>
            <VisibilityIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>View Product</ListItemText>
        </MenuItem>
        {live && (
          <MenuItem
            onClick={() => {
              close();
              onArchive(special);
            }}
          >
            <ListItemIcon>
              <ArchiveIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Archive Special</ListItemText>
          </MenuItem>
        )}
        {isStaff && live && (
          <MenuItem
            onClick={() => {
              close();
              onFeature(special, !special.isBanner);
            }}
          >
            <ListItemIcon>
              {special.isBanner ? <StarBorderIcon fontSize="small" /> : <StarIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{special.isBanner ? 'Unfeature Special' : 'Feature Special'}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
