import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { PAGE_HEADER, px } from '../lib/layout-sizes.ts';

const HEADING = PAGE_HEADER.heading;

export type Crumb = { label: string; to?: string };

/** Breadcrumb, page heading and the page's main actions. */
export function PageHeader({
  title,
  crumbs,
  actions,
  actionsBelowOnPhone,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
  /** The actions take their own row under the heading below 600 px (the app shell keeps its room). */
  actionsBelowOnPhone?: boolean;
}) {
  return (
    <Box sx={{ mb: px(PAGE_HEADER.marginBottom) }}>
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs
          aria-label="breadcrumb"
          sx={{ mb: px(PAGE_HEADER.crumbsMarginBottom), '& li': { minWidth: 0, overflowWrap: 'anywhere' } }}
        >
          {crumbs.map((c) =>
            c.to ? (
              <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
                {c.label}
              </Link>
            ) : (
              <Typography key={c.label} color="text.primary">
                {c.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: px(PAGE_HEADER.actionsGap), flexWrap: 'wrap' }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{
            flex: 1,
            // A long name with no spaces (a product's, a zone's) wraps rather than widen the page.
            minWidth: 0,
            overflowWrap: 'anywhere',
            fontSize: { xs: HEADING.fontSize, md: HEADING.fontSizeMd },
            fontWeight: HEADING.fontWeight,
          }}
        >
          {title}
        </Typography>
        {actions && (
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              ...(actionsBelowOnPhone ? { flexBasis: { xs: '100%', sm: 'auto' } } : {}),
            }}
          >
            {actions}
          </Box>
        )}
      </Box>
    </Box>
  );
}
