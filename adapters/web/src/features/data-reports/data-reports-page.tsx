import Typography from '@mui/material/Typography';
import { CollapsibleSection } from '../../components/collapsible-section';
import { PageShell } from '../../components/page-shell';
import { FinanceSection } from './finance-section';
import { MaintenanceSection } from './maintenance-section';
import { VisitSection } from './visit-section';

/**
 * /manager/data-reports: the Finance, Maintenance and Visit reports, each in its own
 * collapsible section. A section keeps its filters while closed.
 */
export function DataReportsPage() {
  return (
    <PageShell title="Data Reports" maxWidth={1100}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose a date range and the filters; a report loads as soon as they are set.
      </Typography>
      <CollapsibleSection label="Finance" keepMounted>
        <FinanceSection />
      </CollapsibleSection>
      <CollapsibleSection label="Maintenance" keepMounted>
        <MaintenanceSection />
      </CollapsibleSection>
      <CollapsibleSection label="Visit" keepMounted>
        <VisitSection />
      </CollapsibleSection>
    </PageShell>
  );
}
