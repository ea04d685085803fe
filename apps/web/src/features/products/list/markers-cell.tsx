import { useRef, useState } from 'react';
import type MuiTooltip from '@mui/material/Tooltip';
import { specialStatusOf, venuesTooltip, type Product } from '@portal/domain';
import { CellChip } from '../../../components/table/cell-parts.tsx';
import { CellMarker, MARKER_ICONS } from '../../../components/table/cell-marker.tsx';

type TooltipComponent = typeof MuiTooltip;
let loadedTooltip: TooltipComponent | null = null;
let loadingTooltip: Promise<TooltipComponent> | null = null;

/**
 * MUI's Tooltip (and its Popper), loaded when a pointer first comes over a marker, not with the list, so
 * the list's first paint does not wait for it; a failed load is tried again by the next hover.
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
 * comes over it or the keyboard focuses it: a tooltip per row costs more to render than the rest of
 * the row's markers. The tooltip's code loads with the first hover or focus; until it has, the marker
 * shows alone. Its name carries the same words, so a screen reader hears the venues too.
 */
function CustomPricesMarker({ product: p }: { product: Product }) {
  const [hovered, setHovered] = useState(false);
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loadedTooltip);
  // The icon is drawn anew inside the tooltip: a focused icon takes the focus back (the blur of the
  // icon taken away is that redraw, not the keyboard leaving).
  const focused = useRef(false);
  const venues = venuesTooltip(p.customPricing.map((c) => c.venue.venue));
  const says = `Custom prices: ${venues}`;
  const show = () => {
    setHovered(true);
    if (!Tooltip)
      loadTooltip().then(
        (loaded) => setTooltip(() => loaded),
        () => undefined,
      );
  };
  const icon = (
    <svg
      viewBox="0 0 24 24"
      className="cell-icon cell-icon-primary cell-icon-focusable"
      role="img"
      aria-label={`Custom prices for ${p.name}: ${venues}`}
      tabIndex={0}
      onMouseEnter={show}
      ref={(el) => {
        if (el && focused.current && document.activeElement !== el) el.focus();
      }}
      onFocus={() => {
        focused.current = true;
        show();
      }}
      onMouseLeave={() => setHovered(false)}
      onBlur={(e) => {
        const left = e.currentTarget;
        queueMicrotask(() => {
          if (!left.isConnected) return;
          focused.current = false;
          setHovered(false);
        });
      }}
    >
      <path d={MARKER_ICONS.storefront} />
    </svg>
  );
  if (!hovered || !Tooltip) return icon;
  return (
    <Tooltip open title={says}>
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
