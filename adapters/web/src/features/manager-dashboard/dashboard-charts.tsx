import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, type ReactNode } from 'react';
import {
  AREA_COLORS,
  formatDollars,
  NO_SALES_MESSAGE,
  noSales,
  type AreaFigures,
  type AreaRevenue,
} from '../../../../reports/dashboard-figures';

/**
 * The charts of the day. This module is the only one that imports @mui/x-charts, and the page
 * loads it lazily, so the charts library never weighs on the other portal pages.
 */

const CHART_HEIGHT = 280;
const money = (value: number | null) => formatDollars(value ?? 0);
/** Axis ticks in whole dollars ('$1,200'); the bars and tooltips carry the cents. */
const tick = (value: number) =>
  `${value < 0 ? '-' : ''}$${Math.abs(Math.round(value)).toLocaleString('en-US')}`;
const spoken = (rows: { area: string; value: number }[]) =>
  rows.map((r) => `${r.area} ${formatDollars(r.value)}`).join(', ');

function ChartCard(props: { title: string; summary: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="figure" variant="outlined" aria-labelledby={id} sx={{ m: 0, p: 2.5 }}>
      <Typography id={id} variant="h6" component="h2">
        {props.title}
      </Typography>
      {/*
       * The bars are pictures: the same figures in words for screen readers. So the chart is
       * hidden from them and takes no keyboard focus (its keyboard navigation is off): a focus
       * stop inside aria-hidden would be a silent one (axe: aria-hidden-focus).
       */}
      <Typography component="figcaption" sx={visuallyHidden}>
        {props.summary}
      </Typography>
      <Box sx={{ position: 'relative' }}>
        <Box aria-hidden="true">{props.children}</Box>
        {props.note && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            {/* On the card's colour, so the grid lines and the axis do not run through the words. */}
            <Typography
              color="text.secondary"
              sx={{ bgcolor: 'background.paper', px: 1.5, py: 0.5, borderRadius: 1 }}
            >
              {props.note}
            </Typography>
          </Box>
        )}
      </Box>
    </Paper>
  );
}

// Pixels as strings: in sx a bare 1 means 100%, and a full-size box (clipped or not) made the
// whole page scroll sideways and far below the dashboard.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One bar per area in its colour, its dollars on top; an empty day keeps its axes and says so. */
function RevenueByAreaChart({ areas, loading }: { areas: AreaRevenue[]; loading: boolean }) {
  const names = areas.map((a) => a.area);
  const empty = !loading && noSales(areas);
  return (
    <ChartCard
      title="Revenue by area"
      summary={`Revenue by area: ${spoken(areas.map((a) => ({ area: a.area, value: a.revenue })))}`}
      note={empty ? NO_SALES_MESSAGE : undefined}
    >
      <BarChart
        height={CHART_HEIGHT}
        disableKeyboardNavigation
        loading={loading}
        hideLegend
        borderRadius={6}
        xAxis={[
          {
            scaleType: 'band',
            data: names,
            colorMap: { type: 'ordinal', values: names, colors: names.map((n) => AREA_COLORS[n]) },
          },
        ]}
        // An empty day still gets a scale, so the chart looks ready rather than broken.
        yAxis={[{ valueFormatter: tick, width: 64, ...(empty ? { max: 100 } : {}) }]}
        grid={{ horizontal: true }}
        series={[
          {
            label: 'Revenue',
            data: areas.map((a) => a.revenue),
            valueFormatter: money,
            barLabel: (item) => (item.value ? money(item.value) : null),
            barLabelPlacement: 'outside',
          },
        ]}
      />
    </ChartCard>
  );
}

// Not the area colours of the first chart, so a colour never means two things at once.
const SERIES_COLORS = ['#8a6fd6', '#b0413e', '#f2a541', '#2e7d32'];

/**
 * Revenue, its refunds, expense and profit side by side for Tickets, Dining, Shop and
 * Maintenance: profit is revenue − refunds − expense, each by the day it counts on.
 */
function AreaFiguresChart({ figures }: { figures: AreaFigures[] }) {
  const names = figures.map((f) => f.area);
  const series = (['revenue', 'refunds', 'expense', 'profit'] as const).map((key, i) => ({
    label: key.charAt(0).toUpperCase() + key.slice(1),
    data: figures.map((f) => f[key]),
    valueFormatter: money,
    color: SERIES_COLORS[i],
  }));
  const summary = series
    .map(
      (s) => `${s.label}: ${spoken(figures.map((f, j) => ({ area: f.area, value: s.data[j]! })))}`,
    )
    .join('. ');
  return (
    <ChartCard title="Revenue, refunds, expense and profit by area" summary={summary}>
      <BarChart
        height={CHART_HEIGHT}
        disableKeyboardNavigation
        borderRadius={4}
        xAxis={[{ scaleType: 'band', data: names }]}
        yAxis={[{ valueFormatter: tick, width: 64 }]}
        grid={{ horizontal: true }}
        series={series}
      />
    </ChartCard>
  );
}

/** The day's charts; the second only once the day has any money in or out to compare. */
export default function DashboardCharts(props: {
  areas: AreaRevenue[];
  figures: AreaFigures[];
  loading: boolean;
}) {
  const anyMoney = props.figures.some((f) => f.revenue || f.expense);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <RevenueByAreaChart areas={props.areas} loading={props.loading} />
      {!props.loading && anyMoney && <AreaFiguresChart figures={props.figures} />}
    </Box>
  );
}
