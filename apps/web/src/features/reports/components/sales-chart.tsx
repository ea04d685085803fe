import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Skeleton } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { MonthRow } from '@portal/domain';
import { useIsMobile } from '../../../lib/breakpoints.ts';
import { formatDollars, niceTicks } from './chart-scale.ts';
import { ChartLegend, ChartTooltip, MonthsTable, longMonth, shortMonth } from './sales-chart-parts.tsx';

// Drawn by hand: @mui/x-charts was ~370 KB of the reports page's 373 KB chunk for this one chart.

/** Blue against the theme's green stays distinct with red-green colour blindness; 4.6:1 on white. */
const ORDERS_COLOUR = '#1976d2';
const GRID_COLOUR = '#e0e0e0';
const LEGEND_HEIGHT = 28;
const FONT_SIZE = 11;
const MARGIN = { top: 10, bottom: 24 };
/** A label's width in px, near enough for system-ui digits and letters at 11 px. */
const textWidth = (text: string) => Math.ceil(text.length * FONT_SIZE * 0.62);
/** The chart's whole height, legend included: the skeleton keeps it so nothing moves when it loads. */
const useChartHeight = () => (useIsMobile() ? 260 : 320);

export function SalesChartSkeleton() {
  return <Skeleton variant="rectangular" height={useChartHeight()} sx={{ mt: 2 }} />;
}

/** The width the chart has: drawn to it (fixed font sizes), so it never scrolls sideways. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Twelve months of sales (left axis, dollars) and orders (right axis), side by side. */
export function SalesChart({ rows }: { rows: MonthRow[] }) {
  const salesColour = useTheme().palette.primary.main;
  const height = useChartHeight();
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);

  const salesTicks = niceTicks(Math.max(0, ...rows.map((r) => r.sales / 100)), { integer: true });
  const orderTicks = niceTicks(Math.max(0, ...rows.map((r) => r.orders)), { integer: true });
  const left = Math.max(...salesTicks.map((t) => textWidth(formatDollars(t)))) + 10;
  const right = Math.max(...orderTicks.map((t) => textWidth(String(t)))) + 10;
  const svgHeight = height - LEGEND_HEIGHT;
  const plotWidth = Math.max(0, width - left - right);
  const bottom = svgHeight - MARGIN.bottom;
  const plotHeight = bottom - MARGIN.top;
  const band = plotWidth / Math.max(rows.length, 1);
  const ySales = (dollars: number) => bottom - (plotHeight * dollars) / salesTicks.at(-1)!;
  const yOrders = (orders: number) => bottom - (plotHeight * orders) / orderTicks.at(-1)!;
  // On phones a band is narrower than 'Jan 26': only every second or third month is labelled, the
  // current one always, so the labels never run into each other.
  const labelEvery = band > 0 ? Math.ceil((textWidth('MMM 00') + 6) / band) : 1;
  const groupWidth = Math.min(band * 0.7, 48);
  const barWidth = Math.max(1, (groupWidth - 2) / 2);

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - left;
    const index = Math.floor(x / band);
    setActive(x >= 0 && index < rows.length ? index : null);
  };
  const step = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = rows.length - 1;
    const next: Record<string, number | null> = {
      ArrowLeft: Math.max(0, (active ?? last) - 1),
      ArrowRight: Math.min(last, (active ?? last) + 1),
      Home: 0,
      End: last,
      Escape: null,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setActive(next[event.key] ?? null);
  };

  const shown = active === null ? undefined : rows[active];
  const centre = left + band * ((active ?? 0) + 0.5);
  // Beside the month's bars, on the side with more room, so it never hides the bars it describes.
  const tooltipSide =
    centre < width / 2 ? { left: centre + band / 2 + 4 } : { right: width - centre + band / 2 + 4 };
  const [first, last] = [rows[0], rows.at(-1)];
  const range = first && last ? `, ${longMonth(first.month)} to ${longMonth(last.month)}` : '';

  return (
    <Box
      ref={ref}
      sx={{
        position: 'relative',
        mt: 2,
        height,
        '& svg:focus-visible': { outline: `2px solid ${salesColour}`, outlineOffset: 2 },
      }}
    >
      <ChartLegend
        height={LEGEND_HEIGHT}
        items={[
          { label: 'Sales', axis: 'left axis', colour: salesColour },
          { label: 'Orders', axis: 'right axis', colour: ORDERS_COLOUR },
        ]}
      />
      <svg
        role="img"
        aria-label={`12-month sales and orders${range}`}
        width="100%"
        height={svgHeight}
        tabIndex={0}
        style={{ display: 'block', touchAction: 'pan-y' }}
        onPointerMove={pick}
        onPointerDown={pick}
        onPointerLeave={() => setActive(null)}
        onFocus={() => setActive((a) => a ?? rows.length - 1)}
        onBlur={() => setActive(null)}
        onKeyDown={step}
      >
        {width > 0 && (
          <g fontSize={FONT_SIZE} fill="rgba(0, 0, 0, 0.6)">
            {active !== null && (
              <rect x={left + band * active} y={MARGIN.top} width={band} height={plotHeight} fill="#f0f4f0" />
            )}
            {salesTicks.map((t) => (
              <g key={t}>
                <line x1={left} x2={left + plotWidth} y1={ySales(t)} y2={ySales(t)} stroke={GRID_COLOUR} />
                <text x={left - 6} y={ySales(t)} dy="0.35em" textAnchor="end">
                  {formatDollars(t)}
                </text>
              </g>
            ))}
            {orderTicks.map((t) => (
              <g key={t}>
                <line
                  x1={left + plotWidth}
                  x2={left + plotWidth + 4}
                  y1={yOrders(t)}
                  y2={yOrders(t)}
                  stroke="#9e9e9e"
                />
                <text x={left + plotWidth + 6} y={yOrders(t)} dy="0.35em">
                  {t}
                </text>
              </g>
            ))}
            <line
              x1={left + plotWidth}
              x2={left + plotWidth}
              y1={MARGIN.top}
              y2={bottom}
              stroke={GRID_COLOUR}
            />
            <line x1={left} x2={left + plotWidth} y1={bottom} y2={bottom} stroke="#9e9e9e" />
            {rows.map((r, i) => {
              const x = left + band * i + (band - groupWidth) / 2;
              return (
                <g key={r.month}>
                  <rect
                    x={x}
                    y={ySales(r.sales / 100)}
                    width={barWidth}
                    height={bottom - ySales(r.sales / 100)}
                    fill={salesColour}
                  />
                  <rect
                    x={x + barWidth + 2}
                    y={yOrders(r.orders)}
                    width={barWidth}
                    height={bottom - yOrders(r.orders)}
                    fill={ORDERS_COLOUR}
                  />
                  {(rows.length - 1 - i) % labelEvery === 0 && (
                    <text x={left + band * (i + 0.5)} y={bottom + 16} textAnchor="middle">
                      {shortMonth(r.month)}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
        )}
      </svg>
      {shown && <ChartTooltip row={shown} position={{ top: LEGEND_HEIGHT + MARGIN.top, ...tooltipSide }} />}
      <MonthsTable rows={rows} />
    </Box>
  );
}
