import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useCurrentWeatherQuery } from '../../api/attractions-api';
import { useLogLoadError } from '../../api/catalog-query';
import { selectEmployee } from '../../app/session/session-slice';
import { PageShell } from '../../components/page-shell';
import { useMaintenanceRequestsQuery, type MaintenanceRequestBody } from '../../api/staff-api';

/** How many of the newest open requests the dashboard lists. */
export const NEWEST_SHOWN = 3;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const isOpen = (r: MaintenanceRequestBody) => r.status !== 'Completed';
const INCLEMENT = new Set(['rainy', 'snowy']);

function Card(props: { title: string; action: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={id} variant="h6" component="h2">
        {props.title}
      </Typography>
      <Box sx={{ flexGrow: 1 }}>{props.children}</Box>
      <Box>{props.action}</Box>
    </Paper>
  );
}

function WeatherCard() {
  const { data: condition, error, isLoading } = useCurrentWeatherQuery();
  useLogLoadError("today's weather", error);
  const known = typeof condition === 'string' && condition !== '';
  return (
    <Card
      title="Today's weather"
      action={
        <Button component={RouterLink} to="/employee/weather-form" variant="outlined">
          Weather Form
        </Button>
      }
    >
      <Typography variant="h4" component="p">
        {isLoading ? '…' : known ? capitalized(condition) : 'Not recorded'}
      </Typography>
      {known && INCLEMENT.has(condition) && (
        <Typography color="text.secondary">
          Visitors are told that some rides may be closed due to inclement weather.
        </Typography>
      )}
    </Card>
  );
}

function MaintenanceCard() {
  const { data: requests = [], error, isLoading } = useMaintenanceRequestsQuery();
  useLogLoadError('the maintenance requests', error);
  // The server lists the newest first.
  const open = requests.filter(isOpen);
  return (
    <Card
      title="Open maintenance requests"
      action={
        <Button component={RouterLink} to="/employee/maintenance" variant="outlined">
          Maintenance Requests
        </Button>
      }
    >
      <Typography variant="h4" component="p" aria-label={`${open.length} open requests`}>
        {isLoading ? '…' : open.length}
      </Typography>
      {!isLoading && open.length === 0 && (
        <Typography color="text.secondary">Nothing is waiting for maintenance.</Typography>
      )}
      {open.length > 0 && (
        <List dense aria-label="Newest open requests" disablePadding>
          {open.slice(0, NEWEST_SHOWN).map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText
                primary={`RID: ${r.id} - ${r.subject}`}
                secondary={`${r.attractionName} · ${r.statusLabel} · submitted ${r.submittedDate}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}

/** /employee/dashboard: a staff member's day at a glance, from the calls staff may make. */
export function EmployeeDashboardPage() {
  const employee = useAppSelector(selectEmployee);
  return (
    <PageShell
      title="Employee Dashboard"
      subtitle={employee ? `Welcome, ${employee.name}.` : undefined}
      maxWidth={960}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <WeatherCard />
        <MaintenanceCard />
      </Box>
    </PageShell>
  );
}
