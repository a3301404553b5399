import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { GateAnswer } from '../../../../reports/gate-answer';

/** What the panel shows: nothing yet, a scan on its way, a verdict, or a call that failed. */
export type GatePanelState =
  | { kind: 'ready' }
  | { kind: 'checking'; code: string }
  | { kind: 'verdict'; code: string; verdict: GateAnswer; at: string }
  | { kind: 'failed'; code: string; message: string; at: string };

/**
 * The panel's colours. White on the green and on the red, dark text on the pale ones: every
 * pair passes WCAG AA for normal text (green 7.9:1, red 6.6:1, amber 8.7:1, grey 14:1).
 */
export const PANEL_COLORS = {
  admitted: { bg: '#1b5e20', fg: '#ffffff' },
  refused: { bg: '#b71c1c', fg: '#ffffff' },
  failed: { bg: '#fff4e5', fg: '#663c00' },
  neutral: { bg: '#f1edf8', fg: '#241a3d' },
} as const;

function Frame({
  colors,
  icon,
  headline,
  children,
}: {
  colors: { bg: string; fg: string };
  icon: ReactNode;
  headline: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        bgcolor: colors.bg,
        color: colors.fg,
        borderRadius: 3,
        p: { xs: 2.5, sm: 4 },
        minHeight: { xs: 200, sm: 260 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1,
        // Each new answer flashes in, so a repeat of the same words still reads as new.
        animation: 'gate-answer 240ms ease-out',
        '@keyframes gate-answer': { from: { opacity: 0.3, transform: 'scale(0.98)' } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box aria-hidden="true" sx={{ display: 'flex', '& svg': { fontSize: { xs: 56, sm: 80 } } }}>
          {icon}
        </Box>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '2.5rem', sm: '3.75rem' },
            fontWeight: 900,
            letterSpacing: '0.04em',
            lineHeight: 1,
          }}
        >
          {headline}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

function Scanned({ code, at }: { code: string; at?: string }) {
  return (
    <Typography
      variant="body2"
      sx={{ mt: 1, fontFamily: 'monospace', wordBreak: 'break-all', opacity: 0.9 }}
    >
      {at ? `${at} · ` : ''}Code {code}
    </Typography>
  );
}

/** The answer to the last scan, large; a live region, so screen readers hear each answer. */
export function GatePanel({ state }: { state: GatePanelState }) {
  let body: ReactNode;
  switch (state.kind) {
    case 'ready':
      body = (
        <Frame colors={PANEL_COLORS.neutral} icon={<QrCodeScanner />} headline="READY">
          <Typography sx={{ fontSize: '1.25rem' }}>Scan a ticket or type its code.</Typography>
        </Frame>
      );
      break;
    case 'checking':
      body = (
        <Frame colors={PANEL_COLORS.neutral} icon={<HourglassTop />} headline="CHECKING…">
          <Scanned code={state.code} />
        </Frame>
      );
      break;
    case 'verdict': {
      const { verdict } = state;
      body = (
        <Frame
          colors={verdict.admitted ? PANEL_COLORS.admitted : PANEL_COLORS.refused}
          icon={verdict.admitted ? <CheckCircle /> : <Block />}
          headline={verdict.headline}
        >
          <Typography sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 800 }}>
            {verdict.reason}
          </Typography>
          {verdict.details.map((line) => (
            <Typography key={line} sx={{ fontSize: { xs: '1.1rem', sm: '1.35rem' } }}>
              {line}
            </Typography>
          ))}
          <Scanned code={state.code} at={state.at} />
        </Frame>
      );
      break;
    }
    case 'failed':
      body = (
        <Frame colors={PANEL_COLORS.failed} icon={<WarningAmber />} headline="NOT CHECKED">
          <Typography sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 700 }}>
            {state.message}
          </Typography>
          <Scanned code={state.code} at={state.at} />
        </Frame>
      );
      break;
  }
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" data-testid="gate-answer">
      {body}
    </Box>
  );
}
