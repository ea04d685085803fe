import { useState } from 'react';
import type MuiTooltip from '@mui/material/Tooltip';
import { specialStatusOf, venuesTooltip, type Product } from '@portal/domain';
import { CellChip } from '../../../components/table/cell-parts.tsx';
import { CellMarker, MARKER_ICONS } from '../../../components/table/cell-marker.tsx';

type TooltipComponent = typeof MuiTooltip;
let loadedTooltip: TooltipComponent | null = null;
let loadingTooltip: Promise<TooltipComponent> | null = null;

/**
 * MUI's Tooltip (and its Popper), loaded when a pointer first comes over a marker, not with the list
 * (issue 21); a failed load is tried again by the next hover.
 */
function loadTooltip(): Promise<TooltipComponent> {
  loadingTooltip ??= import('@mui/material/Tooltip').then(
    (module) => (loadedTooltip = module.default),
    (error: unknown) => {
      loadingTooltip = null;
      throw error;
    },
  );
  return loadingTooltip;
}

/**
 * The custom price marker names the first venues in MUI's tooltip, mounted when a pointer first
 * comes over it: a tooltip per row costs more to render than the rest of the row's markers. The
 * tooltip's code loads with the first hover; until it has, the marker shows alone.
 */
function CustomPricesMarker({ product: p }: { product: Product }) {
  const [hovered, setHovered] = useState(false);
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loadedTooltip);
  const icon = (
    <svg
      viewBox="0 0 24 24"
      className="cell-icon cell-icon-primary"
      role="img"
      aria-label={`Custom prices for ${p.name}`}
      focusable="false"
      onMouseEnter={() => {
        setHovered(true);
        if (!Tooltip)
          loadTooltip().then(
            (loaded) => setTooltip(() => loaded),
            () => undefined,
          );
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <path d={MARKER_ICONS.storefront} />
    </svg>
  );
  if (!hovered || !Tooltip) return icon;
  return (
    <Tooltip open title={`Custom prices: ${venuesTooltip(p.customPricing.map((c) => c.venue.venue))}`}>
      {icon}
    </Tooltip>
  );
}

/**
 * The marker column: GST, special, custom pricing. The first two show their words in the browser's
 * own hover title.
 */
export function MarkersCell({ product: p }: { product: Product }) {
  const special = specialStatusOf(p);
  const says = special === 'active' ? 'On special' : 'Special scheduled';
  return (
    <span className="cell-markers">
      {!p.gstExempt && <CellChip outlined label="GST" title="Has GST" />}
      {special && (
        <CellMarker
          icon="localOffer"
          tone={special === 'active' ? 'error' : 'action'}
          label={says}
          title={says}
        />
      )}
      {p.customPricing.length > 0 && <CustomPricesMarker product={p} />}
    </span>
  );
}
