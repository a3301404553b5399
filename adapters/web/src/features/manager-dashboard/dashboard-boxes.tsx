import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { DashboardBox } from '../../../../reports/dashboard-figures';

function FigureBox({ box }: { box: DashboardBox }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2.5 }}>
      <Typography id={id} variant="h6" component="h2">
        {box.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {box.countedBy}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75 }}
      >
        {box.lines.map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {line.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The spec's four boxes: one column on phones, two by two up to wide screens, four in a row on the widest. */
export function DashboardBoxes({ boxes }: { boxes: readonly DashboardBox[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', xl: 'repeat(4, 1fr)' },
        alignItems: 'start',
      }}
    >
      {boxes.map((box) => (
        <FigureBox key={box.title} box={box} />
      ))}
    </Box>
  );
}
