import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PARK_NAME } from '../../app/park';
import { PageShell } from '../../components/page-shell';

export const HR_DEPARTMENT = 'Human Resources';
export const HR_PHONE = '512-555-0147';
export const HR_EMAIL = 'hr@dreamlandpark.example';

export const HR_BENEFITS: [string, string][] = [
  ['Health insurance', 'Medical, dental and vision coverage for you and your family.'],
  ['Retirement savings', 'A retirement savings plan with a matching contribution.'],
  ['Paid time off and holidays', 'Vacation days, sick leave and paid park holidays.'],
  ['Career development', 'Training, certifications and paths to new roles in the park.'],
  ['Employee assistance programs', 'Confidential counselling and support, any time.'],
];

/** /employee/HR and /manager/HR: the HR Portal's static page. */
export function HrPage() {
  return (
    <PageShell title="HR Portal" heading="Welcome to the HR Portal">
      <Typography sx={{ mb: 3 }}>
        Here you will find how to reach Human Resources and the benefits that come with working at{' '}
        {PARK_NAME}.
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="hr-contact"
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      >
        <Typography variant="h6" component="h2" id="hr-contact" sx={{ mb: 1 }}>
          Contact {HR_DEPARTMENT}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{HR_DEPARTMENT} Department</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Phone fontSize="small" color="action" aria-hidden="true" />
          <Typography>
            Phone:{' '}
            <Link href={`tel:${HR_PHONE}`} underline="always">
              {HR_PHONE}
            </Link>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Email fontSize="small" color="action" aria-hidden="true" />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            Email:{' '}
            <Link href={`mailto:${HR_EMAIL}`} underline="always">
              {HR_EMAIL}
            </Link>
          </Typography>
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="hr-benefits"
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      >
        <Typography variant="h6" component="h2" id="hr-benefits">
          Your Benefits
        </Typography>
        <List aria-labelledby="hr-benefits">
          {HR_BENEFITS.map(([name, detail]) => (
            <ListItem key={name} disableGutters>
              <ListItemText primary={name} secondary={detail} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <Typography>
        Questions about your pay, schedule or benefits? {HR_DEPARTMENT} is here to help, Monday to
        Friday from 9 a.m. to 5 p.m. Thank you for making {PARK_NAME} a great place to visit and to
        work.
      </Typography>
    </PageShell>
  );
}
