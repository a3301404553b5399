import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { gateAnswer } from '../../../../reports/gate-answer';
import { formatVisitDay } from '../../../../reports/ticket-labels';
import { useCheckInMutation, type CheckInRequest } from '../../api/gate-api';
import { useParkTodayQuery } from '../../api/tickets-api';
import { PARK_TZ, parkToday } from '../../app/park';
import { useDocumentTitle } from '../../components/use-document-title';
import { CameraScanner } from './camera-scanner';
import { GateLookup } from './gate-lookup';
import { checkInFailure } from './gate-messages';
import { GatePanel, type GatePanelState } from './gate-panel';
import { countCheckIn, loadCheckIns, loadGateName, saveGateName } from './gate-storage';

const CLOCK = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: PARK_TZ,
});

/** On a touch screen a focused field opens the keyboard over the camera; elsewhere it is harmless. */
const touchScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * The Gate page (staff and managers): a ticket's code typed, scanned by a hardware scanner
 * (which types it and presses Enter) or read by the camera is checked in at once, and the
 * answer fills a large panel. The code field is focused on load and after every answer, and
 * empty, ready for the next scan. The gate's name and today's admissions on this device are
 * remembered on the device.
 */
export function GatePage() {
  useDocumentTitle('Gate');
  const { data: serverToday } = useParkTodayQuery();
  const today = serverToday ?? parkToday();
  const [checkIn] = useCheckInMutation();
  const [code, setCode] = useState('');
  const [gate, setGate] = useState(loadGateName);
  const [panel, setPanel] = useState<GatePanelState>({ kind: 'ready' });
  const [count, setCount] = useState(() => loadCheckIns(today));
  const [cameraOn, setCameraOn] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const latest = useRef(0);

  // A new park day (the page left open overnight, or the server's today arriving) has its own count.
  useEffect(() => {
    setCount(loadCheckIns(today));
  }, [today]);

  const focusField = () => field.current?.focus();

  const check = async (raw: string, from: 'field' | 'camera' | 'lookup') => {
    const scanned = raw.trim();
    setCode('');
    if (scanned === '') {
      focusField();
      return;
    }
    const scan = (latest.current += 1);
    setPanel({ kind: 'checking', code: scanned });
    const body: CheckInRequest = gate.trim()
      ? { code: scanned, gate: gate.trim() }
      : { code: scanned };
    let next: GatePanelState;
    try {
      const answer = await checkIn(body).unwrap();
      // Every admission counts, even one whose panel a quicker next scan replaced.
      if (answer.result === 'admitted') {
        const stored = countCheckIn(today);
        setCount((shown) => Math.max(shown + 1, stored));
      }
      next = {
        kind: 'verdict',
        code: scanned,
        verdict: gateAnswer(answer, { timeZone: PARK_TZ, today }),
        at: CLOCK.format(new Date()),
      };
    } catch (failure) {
      console.error('The check-in brought no verdict.', failure);
      next = {
        kind: 'failed',
        code: scanned,
        message: checkInFailure(failure),
        at: CLOCK.format(new Date()),
      };
    }
    // Only the last scan's answer is shown.
    if (scan === latest.current) setPanel(next);
    // The lookup keeps its place in its list (the next tap is there); a scan returns to the field.
    if (from === 'field' || (from === 'camera' && !(cameraOn && touchScreen()))) focusField();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(code, 'field');
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Gate
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Scan a ticket&apos;s QR code, or type its code and press Enter. No code? Find the order by
        its number and the guest&apos;s name below.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 260px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Box
            component="form"
            onSubmit={onSubmit}
            aria-label="Check a ticket in"
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <TextField
              label="Ticket code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputRef={field}
              autoFocus
              autoComplete="off"
              sx={{ flex: '1 1 320px' }}
              slotProps={{
                htmlInput: {
                  autoCapitalize: 'none',
                  autoCorrect: 'off',
                  spellCheck: false,
                  enterKeyHint: 'go',
                  sx: { fontFamily: 'monospace', fontSize: '1.1rem' },
                },
              }}
            />
            <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }}>
              Check in
            </Button>
          </Box>
          <GatePanel state={panel} />
          <CameraScanner
            onCode={(scanned) => void check(scanned, 'camera')}
            onStateChange={setCameraOn}
          />
          <GateLookup admit={(code) => check(code, 'lookup')} />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="gate-count-title"
            sx={{ p: 2.5 }}
          >
            <Typography
              id="gate-count-title"
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700 }}
            >
              Admitted today on this device
            </Typography>
            <Typography
              data-testid="gate-count"
              sx={{ fontSize: '3.5rem', fontWeight: 900, lineHeight: 1.1, my: 0.5 }}
            >
              {count}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatVisitDay(today)}
            </Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <TextField
              label="Gate name"
              value={gate}
              onChange={(event) => {
                setGate(event.target.value);
                saveGateName(event.target.value);
              }}
              placeholder="e.g. Gate North"
              helperText="Remembered on this device; sent with each check-in."
              fullWidth
              autoComplete="off"
            />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
